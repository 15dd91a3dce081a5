import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { apiKeys, auditLog } from '#server/db/schema.ts'
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
})
