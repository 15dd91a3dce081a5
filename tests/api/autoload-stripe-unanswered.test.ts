import { afterAll, describe, expect, test } from 'vitest'
import { PaymentServiceError } from '#server/adapters/payments/gateway.ts'
import { paymentGatewayFor } from '#server/adapters/payments/index.ts'
import { stripeGateway } from '#server/adapters/payments/stripe-gateway.ts'
import { createAutoloadPass } from '#server/jobs/autoload.ts'
import { chargeNotFoundReason } from '#server/services/autoload/autoload-attempt.ts'
import {
  autoloadLeaseMs,
  claimDueAutoloads,
  prepareCharge,
} from '#server/services/autoload/autoload-charge.ts'
import { idempotencyWindowMs, lastChargeSentBeforeMs } from '#server/services/autoload/autoload-unanswered.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { startStripeAutoloadApp } from '#tests/support/api/stripe-autoload-app.ts'
import { stripeAutoloadCards } from '#tests/support/api/stripe-autoload-cards.ts'
import { chargeNotFoundAudit, passWhileCharging } from '#tests/support/autoload-unanswered.ts'
import { minutes } from '#tests/support/clock.ts'

/**
 * Autoload at Stripe when an answer is lost (ADR 0038): the charge is looked up by the attempt's key before any
 * retry, credited once when found, and given up only after the key's 24-hour window.
 */
const { app, stub, close } = await startStripeAutoloadApp()
afterAll(close)
const { deps } = app
const runDueAutoloads = createAutoloadPass(deps)
const { crossedCard, attemptsOf, loadsOf, intentsOf } = await stripeAutoloadCards(app, stub)

/** Charges sent for the attempt's key, and lookups of the card's Stripe customer, so far. */
const chargesSent = (key: string) =>
  stub.requestsTo('POST', '/v1/payment_intents').filter((call) => call.idempotencyKey === key)
const lookupsOf = (customerRef: string) =>
  stub.requestsTo('GET', '/v1/payment_intents').filter((call) => call.query.get('customer') === customerRef)

/** A worker whose Stripe client gives up on an answer after 300 ms, for a stub that stalls. */
const impatientPass = () =>
  createAutoloadPass({
    ...deps,
    payments: stripeGateway({
      secretKey: stub.secretKey,
      webhookSecret: 'whsec_unused_here',
      apiBase: stub.url,
      timeoutMs: 300,
      now: deps.now,
      merchantName: 'Test',
    }),
  })

/** The worker of a process started afresh: its own Stripe client, the same database. */
const restartedPass = async () =>
  createAutoloadPass({ ...deps, payments: await paymentGatewayFor(deps.config, deps.now, deps.db) })

/** One PaymentIntent for the key, the attempt approved on its second try, and one credit of it on the card. */
async function expectCreditedOnce(cardId: number, key: string) {
  const [intent, ...more] = intentsOf(key)
  expect(more).toEqual([])
  expect(await attemptsOf(cardId)).toMatchObject([{ status: 'approved', tries: 2, paymentId: intent!.id }])
  expect((await loadsOf(cardId)).filter((load) => load.externalRef === intent!.id)).toHaveLength(1)
  expect(await currentBalance(deps.db, cardId)).toBe(65_000)
}

describe('a charge whose answer is lost', () => {
  test('a timeout after Stripe charged: the next try finds the PaymentIntent and credits it once, sending no charge again', async () => {
    const { card, key } = await crossedCard()
    stub.chargeFault = 'stall'
    try {
      await impatientPass()()
      expect(intentsOf(key)).toHaveLength(1)
      const [charging] = await attemptsOf(card.id)
      expect(charging).toMatchObject({ status: 'charging', tries: 1 })
      const sent = chargesSent(key).length

      // Stripe still answers no charge; a restarted process, two passes at once, a minute later.
      app.clock.advance(minutes(1) + 1_000)
      const restarted = await restartedPass()
      await Promise.all([restarted(), restarted()])
      expect(chargesSent(key)).toHaveLength(sent)
      const [lookup, ...more] = lookupsOf(charging!.customerRef!)
      expect(more).toEqual([])
      const since = Math.floor(charging!.chargeStartedAt!.getTime() / 1000) - 15 * 60
      expect(Object.fromEntries(lookup!.query)).toEqual({
        customer: charging!.customerRef,
        'created[gte]': String(since),
        limit: '100',
      })
    } finally {
      stub.chargeFault = null
    }
    await expectCreditedOnce(card.id, key)
  })

  test('a crash after Stripe charged and before the credit: a restarted worker finds and credits it exactly once', async () => {
    const { card, key } = await crossedCard()
    // The first process claims the attempt, sends the charge, and dies as the connection drops under the answer.
    const [claimed] = await claimDueAutoloads(deps.db, deps.now())
    const prepared = await prepareCharge(deps, claimed!.id)
    stub.chargeFault = 'reset'
    try {
      await expect(deps.payments.chargeSaved(prepared!.charge)).rejects.toThrow(PaymentServiceError)
      expect(intentsOf(key)).toHaveLength(1)
      const sent = chargesSent(key).length

      // A new process. The claim is leased to the dead one until it ends; then two passes race for it.
      const restarted = await restartedPass()
      await restarted()
      expect(await attemptsOf(card.id)).toMatchObject([{ status: 'charging', tries: 1 }])
      app.clock.advance(autoloadLeaseMs + 1_000)
      await Promise.all([restarted(), restarted()])
      // Stripe still drops every charge's answer: the lookup alone credited it.
      expect(chargesSent(key)).toHaveLength(sent)
    } finally {
      stub.chargeFault = null
    }
    await expectCreditedOnce(card.id, key)
  })

  test('a decline whose answer was lost is found and ends declined, nothing credited', async () => {
    const { card, key } = await crossedCard('card_declined')
    stub.chargeFault = 'reset'
    try {
      await runDueAutoloads()
      expect(await attemptsOf(card.id)).toMatchObject([{ status: 'charging', tries: 1 }])
      app.clock.advance(minutes(1) + 1_000)
      await runDueAutoloads()
    } finally {
      stub.chargeFault = null
    }
    const [intent] = intentsOf(key)
    expect(intent).toMatchObject({ status: 'requires_payment_method' })
    expect(await attemptsOf(card.id)).toMatchObject([
      { status: 'declined', tries: 2, paymentId: intent!.id, reason: 'Your card was declined.' },
    ])
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(15_000)
  })

  test('never charged: the key is sent again only inside its window, and nothing found after it ends failed for staff', async () => {
    const { card, key } = await crossedCard()
    stub.chargeFault = 'drop'
    let ended
    try {
      await runDueAutoloads()
      const [charging] = await attemptsOf(card.id)
      expect(charging).toMatchObject({ status: 'charging', tries: 1 })
      const startedAt = charging!.chargeStartedAt!.getTime()
      const windowEnd = new Date(startedAt + idempotencyWindowMs)
      const sentAt: number[] = []
      const pass = async () => {
        const before = chargesSent(key).length
        await runDueAutoloads()
        if (chargesSent(key).length > before) sentAt.push(deps.now().getTime() - startedAt)
      }
      const waiting = await passWhileCharging(app, pass, charging!.id, { before: windowEnd })
      expect(waiting).toMatchObject({ status: 'charging' })
      // Lookups found nothing all day; the same charge went again, never in the key's last hour.
      expect(sentAt.length).toBeGreaterThan(5)
      expect(Math.max(...sentAt)).toBeLessThan(lastChargeSentBeforeMs)
      ended = await passWhileCharging(app, pass, charging!.id)
      expect(sentAt.every((age) => age < lastChargeSentBeforeMs)).toBe(true)
    } finally {
      stub.chargeFault = null
    }
    expect(intentsOf(key)).toEqual([])
    expect(ended).toMatchObject({ status: 'failed', reason: chargeNotFoundReason })
    expect(ended.settledAt!.getTime() - ended.chargeStartedAt!.getTime()).toBeGreaterThanOrEqual(
      idempotencyWindowMs,
    )
    expect(lookupsOf(ended.customerRef!).length).toBe(ended.tries - 1)
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await chargeNotFoundAudit(app, card.id)).toMatchObject([
      { actor: null, details: { idempotencyKey: key, customerRef: ended.customerRef, amountCents: 50_000 } },
    ])
  })

  test('without a customer the lookup asks Search for the attempt key, in the Search Query Language', async () => {
    const { card, key } = await crossedCard()
    await runDueAutoloads()
    const [intent] = intentsOf(key)
    const since = new Date(deps.now().getTime() - minutes(5))
    const query = { idempotencyKey: key, customerRef: null, since }
    expect(await deps.payments.findCharge(query)).toEqual({
      found: 'settled',
      charge: { status: 'approved', paymentId: intent!.id, amountCents: 50_000 },
    })
    const [search] = stub.requestsTo('GET', '/v1/payment_intents/search').slice(-1)
    expect(Object.fromEntries(search!.query)).toEqual({ query: `metadata['attempt']:'${key}'`, limit: '100' })
    expect(await deps.payments.findCharge({ ...query, idempotencyKey: `${key}-never-sent` })).toEqual({
      found: 'none',
    })
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'approved' }])
  })
})
