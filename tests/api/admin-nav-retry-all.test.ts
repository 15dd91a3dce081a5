import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { type RetryAllAnswer, retryAllLimit } from '#domain/admin/transactions/answers.ts'
import { auditLog, erpPostings, erpSandboxDocuments } from '#server/db/schema.ts'
import { claimDuePostings } from '#server/services/salt-card/erp-postings.ts'
import {
  driveToDead,
  postingOf,
  runWorkerUntilIdle,
  sessionTokens,
  setOutage,
  settleNav,
  writeEntry,
} from '#tests/support/admin-transactions.ts'
import { minutes } from '#tests/support/clock.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const tokenOf = sessionTokens(app)
const manager = await createStaff(deps.db, staffLevels.manager)

const retryAll = async (query: Record<string, string>, account = manager) =>
  api.request('/api/salt/admin/transactions/retry-all', {
    method: 'POST',
    query,
    token: await tokenOf(account),
  })
const retriedAll = async (query: Record<string, string>) => {
  const response = await retryAll(query)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as RetryAllAnswer
}

/** A customer of the test's own with a well-funded card, so the list's customer filter shows only its entries. */
async function customerWithCard(name: string) {
  const account = await createAccount(deps.db, { name })
  const card = await createCard(deps.db, account.id, { balancesCents: [100_000_000] })
  const pickup = () =>
    writeEntry(app, card.id, {
      amountCents: -1_234,
      at: deps.now().toISOString(),
      yard: 'concord',
      product: 'Treated Salt',
      tonnes: '0.087',
    })
  return { account, pickup }
}

const retriedAudits = (postingIds: number[]) =>
  deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'nav-posting.retried'),
        inArray(
          auditLog.subject,
          postingIds.map((id) => `nav-postings/${id}`),
        ),
      ),
    )
const navDocuments = (ledgerIds: number[]) =>
  deps.db
    .select()
    .from(erpSandboxDocuments)
    .where(
      inArray(
        erpSandboxDocuments.documentNo,
        ledgerIds.map((id) => `NAV-SC-${id}`),
      ),
    )

describe('POST /api/salt/admin/transactions/retry-all: who may', () => {
  test('401 signed out; 403 for a customer, yard staff and editors, with no attempt made; managers and owners may', async () => {
    await settleNav(app)
    const { account, pickup } = await customerWithCard('Retry All Levels Ltd')
    const entry = await pickup()
    await setOutage(app, true)
    await runWorkerUntilIdle(app)
    const path = '/api/salt/admin/transactions/retry-all'
    expect((await api.request(path, { method: 'POST', query: { q: account.customerNo } })).status).toBe(401)
    for (const level of [staffLevels.yard, staffLevels.editor]) {
      const refused = await retryAll({ q: account.customerNo }, await createStaff(deps.db, level))
      expect(refused.status, `level ${level}`).toBe(403)
    }
    expect((await retryAll({ q: account.customerNo }, account)).status).toBe(403)
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(
      (await retryAll({ q: account.customerNo }, await createStaff(deps.db, staffLevels.owner))).status,
    ).toBe(200)
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ attempts: 2 })
  })

  test.each([
    [{ status: 'lost' }, 'status'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ yard: 'Not A Slug' }, 'yard'],
    [{ page: '0' }, 'page'],
  ])('filters that fail the list’s own check are a 400 naming the field: %j', async (query, field) => {
    const response = await retryAll(query)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input' } })
    expect(Object.keys((response.body as { error: { fields: object } }).error.fields)).toContain(field)
  })
})

describe('POST /api/salt/admin/transactions/retry-all: every failed or dead posting the filters show', () => {
  test('NAV down: each fails again with its error and an audit row; NAV back: each is posted once; approved and pending ones are left alone', async () => {
    await settleNav(app)
    const { account, pickup } = await customerWithCard('Retry All Haulage')
    const approved = await pickup()
    await runWorkerUntilIdle(app)
    const dead = await pickup()
    await driveToDead(app, [dead.id])
    const failed = [await pickup(), await pickup()]
    await runWorkerUntilIdle(app)
    const pending = await pickup()
    const retriable = [dead, ...failed]
    const postings = await Promise.all(retriable.map((entry) => postingOf(deps.db, entry.id)))
    expect(postings.map((posting) => posting.status)).toEqual(['dead', 'failed', 'failed'])

    const down = await retriedAll({ q: account.customerNo })
    expect(down.notTried).toBe(0)
    expect(down.results.map((result) => result.ledgerId).sort()).toEqual(retriable.map((e) => e.id).sort())
    for (const result of down.results) {
      const was = postings.find((posting) => posting.id === result.postingId)!
      expect(result).toMatchObject({
        outcome: 'failed',
        status: was.status,
        attempts: was.attempts + 1,
        documentNo: null,
        type: 'pickup',
        customerName: 'Retry All Haulage',
      })
      expect(result.error).toContain('fault switch is on')
    }
    const audits = await retriedAudits(postings.map((posting) => posting.id))
    expect(audits).toHaveLength(3)
    for (const audit of audits) expect(audit.actorAccountId).toBe(manager.id)
    expect(await postingOf(deps.db, pending.id)).toMatchObject({ status: 'pending', attempts: 0 })

    await setOutage(app, false)
    const back = await retriedAll({ q: account.customerNo })
    expect(back.results).toHaveLength(3)
    for (const result of back.results)
      expect(result).toMatchObject({
        outcome: 'posted',
        status: 'approved',
        documentNo: `NAV-SC-${result.ledgerId}`,
        error: null,
      })
    expect(await navDocuments(retriable.map((entry) => entry.id))).toHaveLength(3)
    expect(await retriedAudits(postings.map((posting) => posting.id))).toHaveLength(6)
    expect(await postingOf(deps.db, approved.id)).toMatchObject({ status: 'approved', attempts: 1 })
    expect(await postingOf(deps.db, pending.id)).toMatchObject({ status: 'pending', attempts: 0 })

    // Nothing left to retry.
    expect(await retriedAll({ q: account.customerNo })).toEqual({ results: [], notTried: 0 })
  })

  test('the status filter narrows it: approved or pending shows nothing to retry; dead retries only the dead', async () => {
    await settleNav(app)
    const { account, pickup } = await customerWithCard('Retry All Filters Inc')
    const dead = await pickup()
    await driveToDead(app, [dead.id])
    const failed = await pickup()
    await runWorkerUntilIdle(app)
    for (const status of ['approved', 'pending'])
      expect(await retriedAll({ q: account.customerNo, status })).toEqual({ results: [], notTried: 0 })
    const onlyDead = await retriedAll({ q: account.customerNo, status: 'dead' })
    expect(onlyDead.results.map((result) => result.ledgerId)).toEqual([dead.id])
    expect(await postingOf(deps.db, failed.id)).toMatchObject({ attempts: 1 })
  })

  test(`at most ${retryAllLimit} a press, those waiting longest first, so the next press reaches the rest`, async () => {
    await settleNav(app)
    const { account, pickup } = await customerWithCard('Retry All Fleet')
    const entries = []
    for (let n = 0; n < retryAllLimit + 2; n++) entries.push(await pickup())
    await setOutage(app, true)
    await runWorkerUntilIdle(app)
    const first = await retriedAll({ q: account.customerNo })
    expect(first.results).toHaveLength(retryAllLimit)
    expect(first.notTried).toBe(2)
    const left = entries
      .map((entry) => entry.id)
      .filter((id) => !first.results.some((r) => r.ledgerId === id))
    expect(left).toHaveLength(2)
    const second = await retriedAll({ q: account.customerNo })
    expect(
      second.results
        .slice(0, 2)
        .map((result) => result.ledgerId)
        .sort(),
    ).toEqual(left.sort())
  })

  test('a posting the worker is sending right now is skipped with the reason; the others are retried', async () => {
    await settleNav(app)
    const { account, pickup } = await customerWithCard('Retry All Busy Co')
    const entries = [await pickup(), await pickup()]
    await setOutage(app, true)
    await runWorkerUntilIdle(app)
    await setOutage(app, false)
    app.clock.advance(minutes(1))
    const [busy] = await claimDuePostings(deps.db, deps.now(), 1)
    const busyEntry = entries.find((entry) => entry.id === busy?.ledgerId)
    expect(busyEntry).toBeDefined()
    const answer = await retriedAll({ q: account.customerNo })
    const byLedger = new Map(answer.results.map((result) => [result.ledgerId, result]))
    expect(byLedger.get(busyEntry!.id)).toMatchObject({ outcome: 'skipped', status: 'failed' })
    expect(byLedger.get(busyEntry!.id)?.error).toContain('being sent to NAV right now')
    const other = entries.find((entry) => entry !== busyEntry)!
    expect(byLedger.get(other.id)).toMatchObject({ outcome: 'posted', status: 'approved' })
    const [row] = await deps.db.select().from(erpPostings).where(eq(erpPostings.id, busy!.id))
    expect(row).toMatchObject({ status: 'failed', attempts: 2 })
  })
})
