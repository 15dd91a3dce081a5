import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { RetryNavResponse } from '#domain/admin/transactions/answers.ts'
import { erpRetryDelayMs } from '#server/services/salt-card/erp-retry.ts'
import { postingOf, writeEntry } from '#tests/support/admin-transactions.ts'
import { hours } from '#tests/support/clock.ts'
import { type NavStubMode, startNavStub } from '#tests/support/api/nav-stub.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'

/**
 * NAV down: postings back off while NAV fails, go dead after ERP_MAX_ATTEMPTS, the worker leaves them
 * alone after that, and a manager's retry (retrynav) posts them once NAV is back. Once through the sandbox's
 * fault switch, once through the OData connector against a stub on loopback that answers 500s, hangs, and stalls.
 */
const navTimeoutMs = 1_000
const stub = await startNavStub()
const [sandboxApp, odataApp] = await Promise.all([
  startTestApp(),
  startTestApp({
    env: {
      ERP_ODATA_URL: stub.url,
      ERP_ODATA_USER: 'SALTWEB',
      ERP_ODATA_KEY: 'web-service-key',
      ERP_ODATA_TIMEOUT_MS: String(navTimeoutMs),
    },
  }),
])
afterAll(async () => {
  await Promise.all([sandboxApp.close(), odataApp.close()])
  await stub.close()
})

async function pickupOn(app: TestApp) {
  const account = await createAccount(app.deps.db)
  const card = await createCard(app.deps.db, account.id, { balancesCents: [1_000_000] })
  return writeEntry(app, card.id, { amountCents: -12_345, at: '2026-01-21T14:15:00Z', yard: 'concord' })
}

async function managerToken(app: TestApp) {
  const manager = await createStaff(app.deps.db, staffLevels.manager)
  return app.api.signIn(manager.eMail, manager.password)
}

const retryNav = async (app: TestApp, ledgerId: number, token: string) => {
  const started = performance.now()
  const response = await app.api.post('/api/salt/retrynav', { ledgerId }, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { answer: response.body as RetryNavResponse, tookMs: performance.now() - started }
}

interface Attempt {
  attempt: number
  status: string
  lastError: string | null
  /** From the attempt's end to the next one it allows. */
  waitMs: number
  /** How long the worker's pass took on the real clock. */
  passMs: number
}

/** Worker passes, each when the posting is due again, until it is dead; `before` sets up NAV for each attempt. */
async function failUntilDead(app: TestApp, ledgerId: number, before: (attempt: number) => void) {
  const attempts: Attempt[] = []
  for (let attempt = 1; attempt <= app.deps.config.ERP_MAX_ATTEMPTS; attempt++) {
    before(attempt)
    const started = performance.now()
    await app.deliverMail()
    const passMs = performance.now() - started
    const posting = await postingOf(app.deps.db, ledgerId)
    const waitMs = posting.nextAttemptAt.getTime() - app.deps.now().getTime()
    attempts.push({
      attempt: posting.attempts,
      status: posting.status,
      lastError: posting.lastError,
      waitMs,
      passMs,
    })
    if (posting.status === 'dead') break
    // Not due yet: a pass now leaves it alone.
    await app.deliverMail()
    expect(await postingOf(app.deps.db, ledgerId)).toMatchObject({ attempts: attempt })
    app.clock.advance(Math.max(0, waitMs))
  }
  return attempts
}

/** Failed with the doubling wait (30 s, 1 min, 2 min, …) after each attempt but the last; dead after the last. */
function expectBackoffToDead(app: TestApp, attempts: Attempt[]) {
  const max = app.deps.config.ERP_MAX_ATTEMPTS
  expect(attempts.map((a) => a.attempt)).toEqual(Array.from({ length: max }, (_, i) => i + 1))
  expect(attempts.map((a) => a.status)).toEqual([...Array(max - 1).fill('failed'), 'dead'])
  for (const { attempt, waitMs, status } of attempts) {
    if (status === 'dead') continue
    expect(waitMs).toBeGreaterThan(erpRetryDelayMs(attempt) - 10_000)
    expect(waitMs).toBeLessThanOrEqual(erpRetryDelayMs(attempt))
  }
}

const summary = (attempts: Attempt[]) =>
  attempts
    .map(
      (a) =>
        `#${a.attempt} ${a.status} after ${Math.round(a.passMs)} ms, next in ${Math.round(a.waitMs / 1000)} s`,
    )
    .join('; ')

describe('NAV down: the sandbox connector with its fault switch', () => {
  const app = sandboxApp
  test('fails with backoff, dead after the limit, untouched by the worker; the manager retry posts it once NAV is back', async () => {
    const entry = await pickupOn(app)
    const token = await managerToken(app)
    const outage = (on: boolean) =>
      app.api.request('/api/salt/admin/nav-outage', { method: 'PUT', json: { on }, token })
    expect((await outage(true)).status).toBe(200)

    const attempts = await failUntilDead(app, entry.id, () => {})
    console.info(`sandbox NAV down: ${summary(attempts)}`)
    expectBackoffToDead(app, attempts)
    expect(attempts.every((a) => a.lastError?.includes('fault switch is on'))).toBe(true)

    app.clock.advance(hours(2))
    await app.deliverMail()
    const max = app.deps.config.ERP_MAX_ATTEMPTS
    expect(await postingOf(app.deps.db, entry.id)).toMatchObject({ status: 'dead', attempts: max })

    expect((await outage(false)).status).toBe(200)
    const { answer } = await retryNav(app, entry.id, await managerToken(app))
    expect(answer).toEqual({
      success: true,
      status: 'approved',
      attempts: max + 1,
      documentNo: `NAV-SC-${entry.id}`,
    })
  })
})

describe('NAV down: the OData connector against a stub that answers 500s, hangs and stalls', () => {
  const app = odataApp
  const requestsTo = (modes: NavStubMode[]) => stub.requests.filter((r) => modes.includes(r.mode)).length

  test(`each failure backs off; a hung NAV fails the attempt after ERP_ODATA_TIMEOUT_MS (${navTimeoutMs} ms); dead after the limit; retrynav posts it once NAV answers`, async () => {
    const entry = await pickupOn(app)
    const outages: NavStubMode[] = ['error', 'hang', 'stall']
    const attempts = await failUntilDead(app, entry.id, (attempt) => {
      stub.mode = outages[(attempt - 1) % outages.length]!
    })
    console.info(`OData NAV down: ${summary(attempts)}`)
    expectBackoffToDead(app, attempts)
    for (const { attempt, lastError, passMs } of attempts) {
      if (outages[(attempt - 1) % outages.length] === 'error') expect(lastError).toMatch(/NAV answered 500/)
      else {
        // Timed out, and not much later than the limit: the worker is never stuck on NAV.
        expect(lastError).toBe(`NAV did not answer within ${navTimeoutMs} ms`)
        expect(passMs).toBeGreaterThanOrEqual(navTimeoutMs - 50)
        expect(passMs).toBeLessThan(navTimeoutMs + 5_000)
      }
    }

    // Dead: the worker sends NAV nothing more.
    const requestsWhenDead = stub.requests.length
    app.clock.advance(hours(2))
    await app.deliverMail()
    expect(stub.requests.length).toBe(requestsWhenDead)

    const token = await managerToken(app)
    const max = app.deps.config.ERP_MAX_ATTEMPTS
    stub.mode = 'hang'
    const stillDown = await retryNav(app, entry.id, token)
    expect(stillDown.answer).toEqual({ success: false, status: 'dead', attempts: max + 1, documentNo: null })
    expect(stillDown.tookMs).toBeLessThan(navTimeoutMs + 5_000)

    stub.mode = 'up'
    const back = await retryNav(app, entry.id, token)
    expect(back.answer).toEqual({
      success: true,
      status: 'approved',
      attempts: max + 2,
      documentNo: stub.created.get(`SC-${entry.id}`),
    })
    expect([...stub.created.keys()].filter((external) => external === `SC-${entry.id}`)).toHaveLength(1)
    expect(requestsTo(['hang', 'stall'])).toBeGreaterThan(0)
  })

  test('a posting that failed while NAV was down is posted by the worker itself at its next attempt once NAV is back', async () => {
    const entry = await pickupOn(app)
    stub.mode = 'error'
    await app.deliverMail()
    const failed = await postingOf(app.deps.db, entry.id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })

    stub.mode = 'up'
    app.clock.advance(Math.max(0, failed.nextAttemptAt.getTime() - app.deps.now().getTime()))
    await app.deliverMail()
    expect(await postingOf(app.deps.db, entry.id)).toMatchObject({
      status: 'approved',
      attempts: 2,
      lastError: null,
      erpDocumentNo: stub.created.get(`SC-${entry.id}`),
    })
  })
})
