import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { weekdays } from '#domain/locations/hours.ts'
import { apiKeys, locations } from '#server/db/schema.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'

/** The api-key:create script as an operator runs it: a process of its own on a data directory of its own. */
describe('api-key:create', () => {
  test('npm run api-key:create takes the yards, prints a new key once and stores only its hash', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-api-key-script-'))
    const { DATABASE_URL: _ignored, ...env } = process.env
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/api-key-create.ts', ...args], {
        env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      })
    const exitOf = (args: string[]) =>
      run(...args).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      )
    try {
      // A fresh data directory has no yards yet: the script names the missing one and makes no key.
      const unknown = await exitOf(['--name', 'Concord scale house', '--yards', 'concord'])
      expect(unknown).toEqual({ code: 1, stderr: 'Not created: no yard has the slug concord.\n' })
      const noYards = await exitOf(['--name', 'Concord scale house'])
      expect(noYards.code).toBe(1)
      expect(noYards.stderr).toContain("Name the key's yards with --yards.")

      const seeding = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
      try {
        await seeding.db.insert(locations).values(
          ['concord', 'toronto'].map((slug) => ({
            slug,
            locationName: slug,
            address: '1 Yard Rd',
            city: 'Concord',
            postalCode: 'L4K 1A1',
            phone: '905-555-0100',
            eMail: `${slug}@example.test`,
            latitude: 43.8,
            longitude: -79.5,
            weeklyHours: weekdays.map((day) => ({ day, open: false, openTime: '00:00', closeTime: '00:00' })),
          })),
        )
      } finally {
        await seeding.close()
      }
      const { stdout } = await run('--name', 'Concord scale house', '--yards', 'toronto, concord')
      const printed = /\n {2}(sk_pickups_[\w-]+)\n/.exec(stdout)?.[1]
      expect(stdout).toContain('"Concord scale house" (scope pickups, yards concord, toronto) created')
      expect(printed).toBeDefined()
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
      try {
        const stored = await database.db.select().from(apiKeys)
        expect(stored).toMatchObject([
          {
            name: 'Concord scale house',
            scope: 'pickups',
            keyHash: hashApiKey(printed!),
            locationSlugs: ['concord', 'toronto'],
          },
        ])
      } finally {
        await database.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // Child processes that start tsx and migrate a fresh PGlite: many seconds each on a busy machine.
  }, 240_000)
})
