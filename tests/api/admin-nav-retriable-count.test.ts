import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { retryAllLimit } from '#domain/admin/transactions/answers.ts'
import { erpPostings } from '#server/db/schema.ts'
import { sessionTokens, writeEntry } from '#tests/support/admin-transactions.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** What Retry all's question says before it runs: how many failed or dead postings the filters show. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const tokenOf = sessionTokens(app)
const manager = await createStaff(deps.db, staffLevels.manager)
const path = '/api/salt/admin/transactions/retriable'
const countOf = async (query: Record<string, string>, account = manager) =>
  api.request(path, { query, token: await tokenOf(account) })

/** A customer of the test's own with postings in the given states (set directly: the worker is not the subject). */
async function customerWithPostings(
  name: string,
  statuses: Array<'pending' | 'approved' | 'failed' | 'dead'>,
) {
  const account = await createAccount(deps.db, { name })
  const card = await createCard(deps.db, account.id, { balancesCents: [100_000_000] })
  for (const status of statuses) {
    const entry = await writeEntry(app, card.id, { amountCents: -1_000, at: deps.now().toISOString() })
    await deps.db.update(erpPostings).set({ status }).where(eq(erpPostings.ledgerId, entry.id))
  }
  return account
}

describe('GET /api/salt/admin/transactions/retriable', () => {
  test('managers and up; 401 signed out, 403 for yard staff, editors and customers', async () => {
    const customer = await createAccount(deps.db)
    expect((await api.request(path)).status).toBe(401)
    for (const account of [
      await createStaff(deps.db, staffLevels.yard),
      await createStaff(deps.db, staffLevels.editor),
      customer,
    ])
      expect((await countOf({}, account)).status).toBe(403)
    expect((await countOf({}, await createStaff(deps.db, staffLevels.owner))).status).toBe(200)
  })

  test('counts the failed and dead postings the filters show, and no others', async () => {
    const account = await customerWithPostings('Retriable Count Ltd', [
      'approved',
      'dead',
      'failed',
      'failed',
      'pending',
    ])
    const q = account.customerNo
    expect((await countOf({ q })).body).toEqual({ retriable: 3, thisPress: 3 })
    expect((await countOf({ q, status: 'failed' })).body).toEqual({ retriable: 2, thisPress: 2 })
    expect((await countOf({ q, status: 'dead' })).body).toEqual({ retriable: 1, thisPress: 1 })
    expect((await countOf({ q, status: 'approved' })).body).toEqual({ retriable: 0, thisPress: 0 })
  })

  test(`says one press reaches at most ${retryAllLimit}`, async () => {
    const account = await customerWithPostings(
      'Retriable Many Ltd',
      Array.from({ length: retryAllLimit + 2 }, () => 'failed' as const),
    )
    expect((await countOf({ q: account.customerNo })).body).toEqual({
      retriable: retryAllLimit + 2,
      thisPress: retryAllLimit,
    })
    // Counting sends nothing to NAV.
    const postings = await deps.db
      .select({ attempts: erpPostings.attempts })
      .from(erpPostings)
      .where(inArray(erpPostings.status, ['failed']))
    expect(postings.every((posting) => posting.attempts === 0)).toBe(true)
  })

  test('filters that fail the list’s own check are a 400 naming the field', async () => {
    const response = await countOf({ status: 'lost' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { status: expect.any(String) } },
    })
  })
})
