import { and, eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { autoloadAttempts, cardLedger, paymentSandboxCharges } from '#server/db/schema.ts'
import { createAutoloadPass } from '#server/jobs/autoload.ts'
import { sandboxChargeFailKey } from '#server/adapters/payments/sandbox-charges.ts'
import {
  autoloadLeaseMs,
  claimDueAutoloads,
  prepareCharge,
} from '#server/services/autoload/autoload-charge.ts'
import { chargeNotFoundReason } from '#server/services/autoload/autoload-attempt.ts'
import { idempotencyWindowMs } from '#server/services/autoload/autoload-unanswered.ts'
import { writeSetting } from '#server/services/settings.ts'
import { appendLedgerEntry, currentBalance } from '#server/services/salt-card/ledger.ts'
import { autoloadSettingsBody, cardWithAutoload, savedButDeclinedCard } from '#tests/support/autoload.ts'
import { chargeNotFoundAudit, passWhileCharging } from '#tests/support/autoload-unanswered.ts'
import {
  createPickupPlace,
  createScaleKey,
  deliverAllMail,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const put = (path: string, json: unknown, { token }: { token: string }) =>
  api.request(path, { method: 'PUT', json, token })
const runDueAutoloads = createAutoloadPass(deps)

await createPickupPlace(deps.db)
let key = ''
beforeEach(async () => {
  key = await createScaleKey(deps.db, ['bradford'])
})

/** A pickup of `amountCents` from the card, as the scale house sends it. */
async function pickup(cardNo: string, amountCents: number) {
  const response = await sendPickup(api, scaleTicket({ cardNo, amountCents }), key)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response
}

const attemptsOf = (cardId: number) =>
  deps.db
    .select()
    .from(autoloadAttempts)
    .where(eq(autoloadAttempts.cardId, cardId))
    .orderBy(autoloadAttempts.id)
const loadsOf = (cardId: number) =>
  deps.db
    .select()
    .from(cardLedger)
    .where(and(eq(cardLedger.cardId, cardId), eq(cardLedger.type, 'load')))
const chargesFor = (idempotencyKey: string) =>
  deps.db.select().from(paymentSandboxCharges).where(eq(paymentSandboxCharges.idempotencyKey, idempotencyKey))
const subjectsTo = (address: string) => smtp.to(address).map((mail) => mail.subject)

/** Staff credit the card back above the threshold (an adjustment), so the next pickup crosses it again. */
async function refill(cardId: number, amountCents: number) {
  await deps.db.transaction((tx) =>
    appendLedgerEntry(
      tx,
      {
        cardId,
        type: 'adjustment',
        amountCents,
        externalRef: `refill-${Date.now()}-${Math.random()}`,
        printedAt: deps.now(),
        reason: 'test',
      },
      deps.now(),
    ),
  )
}

describe('autoload from setup to top-up', () => {
  test('setup on the sandbox page, a pickup crossing the threshold: one charge, one ledger load, one receipt', async () => {
    const { customer, card, token } = await cardWithAutoload(app)
    const before = await api.get('/api/salt/autoload', { token })
    expect(before.body).toEqual({
      cards: [
        {
          cardId: card.id,
          cardNo: card.cardNo,
          cardName: 'Plow truck',
          balanceCents: 30_000,
          status: 'on',
          offReason: null,
          method: { brand: 'Visa', last4: '4242' },
          settings: autoloadSettingsBody,
          loadedThisMonthCents: 0,
          lastAttempt: null,
        },
      ],
    })

    await pickup(card.cardNo, 15_000)
    const [queued] = await attemptsOf(card.id)
    expect(queued).toMatchObject({ status: 'queued', amountCents: 50_000 })
    await deliverAllMail(app)

    const [attempt] = await attemptsOf(card.id)
    expect(attempt).toMatchObject({ status: 'approved', tries: 1 })
    expect(await chargesFor(attempt!.idempotencyKey)).toHaveLength(1)
    const loads = await loadsOf(card.id)
    expect(loads.filter((load) => load.amountCents === 50_000)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(65_000)
    const receipts = subjectsTo(customer.eMail).filter((subject) => subject.startsWith('Receipt: $500.00'))
    expect(receipts).toHaveLength(1)

    const after = await api.get('/api/salt/autoload', { token })
    expect(after.body).toMatchObject({
      cards: [
        {
          balanceCents: 65_000,
          loadedThisMonthCents: 50_000,
          lastAttempt: { amountCents: 50_000, status: 'approved', reason: null },
        },
      ],
    })
  })

  test('20 parallel pickups across the threshold, two worker passes at once: one attempt, one charge', async () => {
    const { card } = await cardWithAutoload(app)
    await Promise.all(Array.from({ length: 20 }, () => pickup(card.cardNo, 1_000)))
    expect(await currentBalance(deps.db, card.id)).toBe(10_000)
    await Promise.all([runDueAutoloads(), runDueAutoloads(), runDueAutoloads()])
    const attempts = await attemptsOf(card.id)
    expect(attempts).toMatchObject([{ status: 'approved' }])
    expect(await chargesFor(attempts[0]!.idempotencyKey)).toHaveLength(1)
    expect((await loadsOf(card.id)).filter((load) => load.amountCents === 50_000)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(60_000)
  })

  test('a crash between charge and credit: the retry repeats the same key, charges nothing new, credits once', async () => {
    const { card } = await cardWithAutoload(app)
    await pickup(card.cardNo, 15_000)
    const [claimed] = await claimDueAutoloads(deps.db, deps.now())
    const prepared = await prepareCharge(deps, claimed!.id)
    expect(prepared).toMatchObject({ resumed: false })
    // The processor charged; the process died before it heard or wrote anything more.
    const first = await deps.payments.chargeSaved(prepared!.charge)
    expect(first.status).toBe('approved')
    expect(await currentBalance(deps.db, card.id)).toBe(15_000)

    await runDueAutoloads()
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'charging' }])
    app.clock.advance(autoloadLeaseMs + 1_000)
    await runDueAutoloads()

    const [attempt] = await attemptsOf(card.id)
    expect(attempt).toMatchObject({ status: 'approved', tries: 2, paymentId: first.paymentId })
    expect(await chargesFor(attempt!.idempotencyKey)).toHaveLength(1)
    expect((await loadsOf(card.id)).filter((load) => load.externalRef === first.paymentId)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(65_000)
  })
})

describe('when top-ups cannot be made', () => {
  test('three declines in a row turn autoload off and say so by mail and on the page', async () => {
    const { customer, card, token } = await cardWithAutoload(app, { cardNumber: savedButDeclinedCard })
    for (let crossing = 1; crossing <= 3; crossing++) {
      await pickup(card.cardNo, 15_000)
      await deliverAllMail(app)
      await refill(card.id, 15_000)
    }
    const attempts = await attemptsOf(card.id)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['declined', 'declined', 'declined'])
    expect(attempts.map((attempt) => attempt.reason)).toEqual(Array(3).fill('Your card was declined.'))
    expect(await loadsOf(card.id)).toHaveLength(1)
    const subjects = subjectsTo(customer.eMail).filter((subject) => subject.includes('Autoload'))
    expect(subjects).toEqual([
      `Autoload could not top up your Salt Card ${card.cardNo}`,
      `Autoload could not top up your Salt Card ${card.cardNo}`,
      `Autoload is off for your Salt Card ${card.cardNo}`,
    ])
    const state = await api.get('/api/salt/autoload', { token })
    expect(state.body).toMatchObject({
      cards: [
        {
          status: 'off',
          offReason: 'Autoload turned itself off after three failed top-ups in a row.',
          method: { brand: 'Visa', last4: '0341' },
          lastAttempt: { status: 'declined', reason: 'Your card was declined.' },
        },
      ],
    })
    // Off: the next crossing queues nothing.
    await pickup(card.cardNo, 15_000)
    expect(await attemptsOf(card.id)).toHaveLength(3)
  })

  test('the monthly maximum is never passed: the top-up that would pass it is skipped and mailed', async () => {
    const { customer, card } = await cardWithAutoload(app, {
      settings: { thresholdCents: 20_000, topUpCents: 50_000, monthlyMaxCents: 60_000 },
    })
    await pickup(card.cardNo, 15_000)
    await deliverAllMail(app)
    await pickup(card.cardNo, 50_000)
    await deliverAllMail(app)
    const attempts = await attemptsOf(card.id)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['approved', 'skipped'])
    expect(await chargesFor(attempts[1]!.idempotencyKey)).toEqual([])
    expect(await currentBalance(deps.db, card.id)).toBe(15_000)
    expect(subjectsTo(customer.eMail)).toContain(
      `Autoload reached this month's maximum for your Salt Card ${card.cardNo}`,
    )
  })

  test('the payment service does not answer for a day: nothing found after the key window, it ends failed, mailed and audited', async () => {
    const { customer, card } = await cardWithAutoload(app)
    await pickup(card.cardNo, 15_000)
    await writeSetting(deps.db, sandboxChargeFailKey, true)
    let attempt
    try {
      await runDueAutoloads()
      const [charging] = await attemptsOf(card.id)
      expect(charging).toMatchObject({ status: 'charging', tries: 1 })
      const windowEnd = new Date(charging!.chargeStartedAt!.getTime() + idempotencyWindowMs)
      // A day of tries, charges and lookups alike unanswered: never given up while the key may still charge.
      attempt = await passWhileCharging(app, runDueAutoloads, charging!.id, { before: windowEnd })
      expect(attempt).toMatchObject({ status: 'charging' })
      expect(attempt.tries).toBeGreaterThan(6)
      expect(await chargeNotFoundAudit(app, card.id, 'autoload.charge-unconfirmed')).toEqual([])
      // Past the window and still no answer: the worker keeps looking, and staff are told once, not at every look.
      attempt = await passWhileCharging(app, runDueAutoloads, charging!.id, {
        before: new Date(windowEnd.getTime() + idempotencyWindowMs / 2),
      })
      expect(attempt).toMatchObject({ status: 'charging' })
      expect(await chargeNotFoundAudit(app, card.id, 'autoload.charge-unconfirmed')).toMatchObject([
        { actor: null, details: { attemptId: charging!.id, idempotencyKey: charging!.idempotencyKey } },
      ])
    } finally {
      await writeSetting(deps.db, sandboxChargeFailKey, false)
    }
    // The service is back once the window has closed: the lookup finds no charge, and only now does it end.
    const ended = await passWhileCharging(app, runDueAutoloads, attempt.id)
    expect(ended).toMatchObject({ status: 'failed', tries: attempt.tries + 1, reason: chargeNotFoundReason })
    expect(await chargeNotFoundAudit(app, card.id, 'autoload.charge-unconfirmed')).toHaveLength(1)
    expect(ended.settledAt!.getTime() - ended.chargeStartedAt!.getTime()).toBeGreaterThanOrEqual(
      idempotencyWindowMs,
    )
    expect(await chargesFor(ended.idempotencyKey)).toEqual([])
    expect(await loadsOf(card.id)).toHaveLength(1)
    await deliverAllMail(app)
    expect(subjectsTo(customer.eMail)).toContain(`Autoload could not top up your Salt Card ${card.cardNo}`)
    expect(await chargeNotFoundAudit(app, card.id)).toMatchObject([
      {
        actor: null,
        details: { attemptId: ended.id, idempotencyKey: ended.idempotencyKey, amountCents: 50_000 },
      },
    ])
  })

  test('cancel stops it: the waiting top-up is cancelled, nothing is charged, the next crossing queues nothing', async () => {
    const { card, token } = await cardWithAutoload(app)
    await pickup(card.cardNo, 15_000)
    const cancelled = await api.post(`/api/salt/autoload/${card.id}/cancel`, {}, { token })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      card: { status: 'off', offReason: 'You cancelled autoload.', method: null },
    })
    await runDueAutoloads()
    const attempts = await attemptsOf(card.id)
    expect(attempts).toMatchObject([{ status: 'cancelled' }])
    expect(await chargesFor(attempts[0]!.idempotencyKey)).toEqual([])
    await refill(card.id, 20_000)
    await pickup(card.cardNo, 20_000)
    expect(await attemptsOf(card.id)).toHaveLength(1)
    // Settings alone cannot turn it on again without a saved card.
    const again = await put(`/api/salt/autoload/${card.id}`, autoloadSettingsBody, { token })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      error: { code: 'no_payment_method', message: 'Save a payment card for autoload first.' },
    })
  })
})
