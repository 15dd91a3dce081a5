import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { weekdays } from '#domain/locations/hours.ts'
import { apiKeys, auditLog, locations } from '#server/db/schema.ts'
import { createApiKey, hashApiKey } from '#server/services/salt-card/api-keys.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { createPickupPlace, scaleTicket as ticket, sendPickup } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

await createPickupPlace(deps.db)
await createPickupPlace(deps.db, { slug: 'concord' })

/** A key made by the service the api-key:create script calls. */
async function newKey(name: string, locationSlugs: string[]) {
  const created = await createApiKey(deps.db, { name, locationSlugs, now: deps.now() })
  if (created.outcome !== 'created') throw new Error(`key not created: ${created.outcome}`)
  return created
}

const { key } = await newKey('Test scale house', ['bradford'])
const pickup = (body: unknown, apiKey: string | null = key) => sendPickup(api, body, apiKey)

describe('POST /api/salt/pickups: the API key', () => {
  test('no key, an unknown key and a revoked key are 401, and nothing is debited', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [100_000] })
    const revoked = await newKey('Old scale', ['bradford'])
    await deps.db.update(apiKeys).set({ revokedAt: deps.now() }).where(eq(apiKeys.id, revoked.id))
    for (const apiKey of [null, '', 'sk_pickups_not_a_real_key_at_all_000000', revoked.key, 'short']) {
      const response = await pickup(ticket({ cardNo: card.cardNo }), apiKey)
      expect(response.status).toBe(401)
      expect(response.body).toEqual({
        error: { code: 'invalid_api_key', message: 'A valid X-Api-Key header is required.' },
      })
    }
    const customerToken = await api.signIn(customer.eMail, customer.password)
    const withBearer = await api.request('/api/salt/pickups', {
      method: 'POST',
      json: ticket({ cardNo: card.cardNo }),
      token: customerToken,
    })
    expect(withBearer.status).toBe(401)
    expect(await currentBalance(deps.db, card.id)).toBe(100_000)
  })

  test('only the hash of a key is stored, and its use is noted', async () => {
    const rows = await deps.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(key)
    expect(key).toMatch(/^sk_pickups_[\w-]{43}$/)
  })

  test('a key is bound to the yards it was made for, and only to yards that exist; its creation is audited', async () => {
    const created = await newKey('Two yards', ['concord', 'bradford', 'concord'])
    const [row] = await deps.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
    expect(row?.locationSlugs).toEqual(['bradford', 'concord'])
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.subject, 'Two yards'))
    expect(audit).toMatchObject({
      action: 'api-key.created',
      details: { id: created.id, scope: 'pickups', locationSlugs: ['bradford', 'concord'] },
    })

    const before = await deps.db.select({ id: apiKeys.id }).from(apiKeys)
    for (const locationSlugs of [['bradford', 'atlantis'], []]) {
      const refused = await createApiKey(deps.db, { name: 'Typo', locationSlugs, now: deps.now() })
      expect(refused).toEqual({ outcome: 'unknown-yards', slugs: locationSlugs.length ? ['atlantis'] : [] })
    }
    expect(await deps.db.select({ id: apiKeys.id }).from(apiKeys)).toHaveLength(before.length)
  })

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
