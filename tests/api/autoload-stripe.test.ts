import { afterAll, describe, expect, test } from 'vitest'
import { PaymentServiceError } from '#server/adapters/payments/gateway.ts'
import { createAutoloadPass } from '#server/jobs/autoload.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { saveCardAtStripe, startStripeAutoloadApp } from '#tests/support/api/stripe-autoload-app.ts'
import { stripeAutoloadCards } from '#tests/support/api/stripe-autoload-cards.ts'
import { customerWithCard } from '#tests/support/salt-card.ts'

const { app, stub, close } = await startStripeAutoloadApp()
afterAll(close)
const { api, deps } = app
const runDueAutoloads = createAutoloadPass(deps)
const { crossedCard, attemptsOf, loadsOf, intentsOf } = await stripeAutoloadCards(app, stub)

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
