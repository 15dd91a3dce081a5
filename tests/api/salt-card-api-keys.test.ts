import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { apiKeys } from '#server/db/schema.ts'
import { createApiKey, hashApiKey } from '#server/services/salt-card/api-keys.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { scaleTicket as ticket, sendPickup } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const { key } = await createApiKey(deps.db, { name: 'Test scale house', now: deps.now() })
const pickup = (body: unknown, apiKey: string | null = key) => sendPickup(api, body, apiKey)

describe('POST /api/salt/pickups: the API key', () => {
  test('no key, an unknown key and a revoked key are 401, and nothing is debited', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [100_000] })
    const revoked = await createApiKey(deps.db, { name: 'Old scale', now: deps.now() })
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

  test('npm run api-key:create prints a new key once and stores only its hash', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-api-key-script-'))
    try {
      const { DATABASE_URL: _ignored, ...env } = process.env
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/api-key-create.ts', '--name', 'Concord scale house'],
        { env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      )
      const printed = /\n {2}(sk_pickups_[\w-]+)\n/.exec(stdout)?.[1]
      expect(stdout).toContain('"Concord scale house" (scope pickups) created')
      expect(printed).toBeDefined()
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
      try {
        const stored = await database.db.select().from(apiKeys)
        expect(stored).toMatchObject([
          { name: 'Concord scale house', scope: 'pickups', keyHash: hashApiKey(printed!) },
        ])
      } finally {
        await database.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // A child process that starts tsx and migrates a fresh PGlite: many seconds on a busy machine.
  }, 120_000)
})
