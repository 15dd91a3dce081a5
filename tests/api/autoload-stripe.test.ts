import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { PaymentServiceError } from '#server/adapters/payments/gateway.ts'
import { paymentGatewayFor } from '#server/adapters/payments/index.ts'
import { stripeGateway } from '#server/adapters/payments/stripe-gateway.ts'
import { autoloadAttempts, cardLedger } from '#server/db/schema.ts'
import { createAutoloadPass } from '#server/jobs/autoload.ts'
import {
  autoloadLeaseMs,
  claimDueAutoloads,
  prepareCharge,
} from '#server/services/autoload/autoload-charge.ts'
import { chargeNotFoundReason } from '#server/services/autoload/autoload-attempt.ts'
import { autoloadKey } from '#server/services/autoload/autoload-crossing.ts'
import { idempotencyWindowMs, lastChargeSentBeforeMs } from '#server/services/autoload/autoload-unanswered.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { saveCardAtStripe, startStripeAutoloadApp } from '#tests/support/api/stripe-autoload-app.ts'
import type { CardBehaviour } from '#tests/support/api/stripe-autoload-stub.ts'
import { chargeNotFoundAudit, passWhileCharging } from '#tests/support/autoload-unanswered.ts'
import { minutes } from '#tests/support/clock.ts'
import {
  createPickupPlace,
  createScaleKey,
  customerWithCard,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'

const { app, stub, close } = await startStripeAutoloadApp()
afterAll(close)
const { api, deps } = app
const runDueAutoloads = createAutoloadPass(deps)
await createPickupPlace(deps.db)
const scaleKey = await createScaleKey(deps.db, ['bradford'])

const attemptsOf = (cardId: number) =>
  deps.db.select().from(autoloadAttempts).where(eq(autoloadAttempts.cardId, cardId))
const loadsOf = (cardId: number) =>
  deps.db
    .select()
    .from(cardLedger)
    .where(and(eq(cardLedger.cardId, cardId), eq(cardLedger.type, 'load')))
const intentsOf = (key: string) =>
  [...stub.paymentIntents.values()].filter(
    (intent) => (intent.metadata as Record<string, string>).attempt === key,
  )

/** A card holding $300 with autoload on at Stripe ($200 threshold, $500 top-up); then a pickup crosses it. */
async function crossedCard(behaviour: CardBehaviour = 'succeeds') {
  const owner = await customerWithCard(deps.db, api.signIn.bind(api), { balanceCents: 30_000 })
  await saveCardAtStripe(app, stub, owner.token, owner.card.id, { brand: 'visa', last4: '4242', behaviour })
  const picked = await sendPickup(
    api,
    scaleTicket({ cardNo: owner.card.cardNo, amountCents: 15_000 }),
    scaleKey,
  )
  expect(picked.status, JSON.stringify(picked.body)).toBe(200)
  return { ...owner, key: autoloadKey(owner.card.id, 1) }
}

describe('saving a card at Stripe', () => {
  test('a Customer, a Checkout Session in setup mode with our ids, read back with its card expanded', async () => {
    const before = stub.requests.length
    const { customer, card, token } = await customerWithCard(deps.db, api.signIn.bind(api))
    const sessionId = await saveCardAtStripe(app, stub, token, card.id, {
      brand: 'mastercard',
      last4: '4444',
      behaviour: 'succeeds',
    })
    const calls = stub.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
      `GET /v1/checkout/sessions/${sessionId}`,
    ])
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${stub.secretKey}`)
    expect(Object.fromEntries(calls[0]!.form)).toMatchObject({
      email: customer.eMail,
      'metadata[accountId]': String(customer.id),
    })
    expect(Object.fromEntries(calls[1]!.form)).toMatchObject({
      mode: 'setup',
      currency: 'cad',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: customer.customerNo,
      'metadata[purpose]': 'autoload',
      'metadata[cardId]': String(card.id),
      'setup_intent_data[metadata][cardId]': String(card.id),
      success_url: `http://salt.shop.test/profile/autoload?card=${card.id}&ticket={CHECKOUT_SESSION_ID}`,
    })
    expect(calls[1]!.form.get('customer')).toMatch(/^cus_/)
    expect([...calls[2]!.query.values()]).toEqual(['setup_intent.payment_method'])
    const state = await api.get('/api/salt/autoload', { token })
    expect(state.body).toMatchObject({
      cards: [{ status: 'on', method: { brand: 'Mastercard', last4: '4444' } }],
    })
  })
})

describe('a top-up at Stripe', () => {
  test('one off-session PaymentIntent sent with the attempt key; a repeat of the key gets the first back', async () => {
    const { card, key } = await crossedCard()
    await runDueAutoloads()
    const [sent, ...more] = stub
      .requestsTo('POST', '/v1/payment_intents')
      .filter((call) => call.idempotencyKey === key)
    expect(more).toEqual([])
    expect(sent!.authorization).toBe(`Bearer ${stub.secretKey}`)
    expect(Object.fromEntries(sent!.form)).toMatchObject({
      amount: '50000',
      currency: 'cad',
      off_session: 'true',
      confirm: 'true',
      'metadata[attempt]': key,
      'metadata[cardId]': String(card.id),
    })
    expect(sent!.form.get('payment_method')).toMatch(/^pm_/)
    expect(sent!.form.get('customer')).toMatch(/^cus_/)
    const [intent] = intentsOf(key)
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'approved', paymentId: intent!.id }])
    expect((await loadsOf(card.id)).filter((load) => load.externalRef === intent!.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(65_000)

    // The same request again, as a retry sends it: Stripe's first answer, nothing charged anew.
    const charge = {
      methodRef: sent!.form.get('payment_method')!,
      customerRef: sent!.form.get('customer'),
      amountCents: 50_000,
      idempotencyKey: key,
      description: sent!.form.get('description')!,
      metadata: {
        purpose: 'autoload',
        attempt: key,
        accountId: sent!.form.get('metadata[accountId]')!,
        cardId: String(card.id),
      },
    }
    expect(await deps.payments.chargeSaved(charge)).toEqual({
      status: 'approved',
      paymentId: intent!.id,
      amountCents: 50_000,
    })
    expect(intentsOf(key)).toHaveLength(1)
    // The key with other parameters is refused by Stripe: not a decline, an error to look into.
    await expect(deps.payments.chargeSaved({ ...charge, amountCents: 60_000 })).rejects.toThrow(
      PaymentServiceError,
    )
    expect(intentsOf(key)).toHaveLength(1)
  })

  test.each([
    ['card_declined', 'Your card was declined.'],
    [
      'authentication_required',
      'Your bank asks you to confirm each payment, which autoload cannot do. Load funds by hand, or save another card.',
    ],
  ] as const)('%s: the attempt ends declined, nothing credited', async (behaviour, reason) => {
    const { card, key } = await crossedCard(behaviour)
    await runDueAutoloads()
    const [intent] = intentsOf(key)
    expect(intent).toMatchObject({ status: 'requires_payment_method' })
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'declined', paymentId: intent!.id, reason }])
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(15_000)
  })
})

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
    const [intent] = intentsOf(key)
    expect(intentsOf(key)).toHaveLength(1)
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'approved', tries: 2, paymentId: intent!.id }])
    expect((await loadsOf(card.id)).filter((load) => load.externalRef === intent!.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(65_000)
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
    const [intent] = intentsOf(key)
    expect(intentsOf(key)).toHaveLength(1)
    expect(await attemptsOf(card.id)).toMatchObject([{ status: 'approved', tries: 2, paymentId: intent!.id }])
    expect((await loadsOf(card.id)).filter((load) => load.externalRef === intent!.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(65_000)
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
