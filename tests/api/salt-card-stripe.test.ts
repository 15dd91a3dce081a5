import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { isSandboxGateway } from '#server/adapters/payments/index.ts'
import { expiredReason } from '#server/adapters/payments/stripe-session.ts'
import { cardLedger, erpPostings, paymentCheckouts } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { customerWithCard, deliverAllMail } from '#tests/support/salt-card.ts'
import { startStripeCheckout, startStripeTestApp, stripeReturnOf } from '#tests/support/api/stripe-app.ts'
import { testSiteUrl } from '#tests/support/test-app.ts'

const { app, stub, close } = await startStripeTestApp()
afterAll(close)
const { api, deps, smtp } = app
const signIn = api.signIn.bind(api)

const confirm = (token: string, ticket: string, card: string | number) =>
  api.get('/api/salt/load-funds', { token, query: { ticket, card: String(card) } })

const checkoutOf = async (id: string) =>
  (await deps.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)))[0]

describe('PAYMENT_GATEWAY=stripe', () => {
  test('the gateway is Stripe, so a production check can tell; the sandbox page is not mounted', async () => {
    expect(deps.payments.name).toBe('stripe')
    expect(isSandboxGateway(deps.payments)).toBe(false)
    expect((await fetch(new URL('/pay/sandbox/chk_anything?session=x', app.url))).status).toBe(404)
  })

  test('a checkout is a Checkout Session in CAD for the amount, with the way back; the customer goes to its page', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn)
    const before = Math.floor(deps.now().getTime() / 1000)
    const { sessionId, redirectUrl } = await startStripeCheckout(api, token, card.id, 50_000)

    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`)
    const form = stub.created.get(sessionId)!
    const back = `${testSiteUrl}/profile/load-card?card=${card.id}`
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][product_data][name]': `Funds for Salt Card ${card.cardNo} (Plow truck)`,
      // Literally: Stripe puts the session id in its place when it sends the customer back.
      success_url: `${back}&ticket={CHECKOUT_SESSION_ID}`,
      cancel_url: back,
      client_reference_id: customer.customerNo,
      customer_email: customer.eMail,
      'metadata[accountId]': String(customer.id),
      'metadata[cardId]': String(card.id),
    })
    const expiresIn = Number(form.get('expires_at')) - before
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60)
    expect(expiresIn).toBeLessThanOrEqual(24 * 60 * 60)

    expect(await checkoutOf(sessionId)).toMatchObject({
      accountId: customer.id,
      cardId: card.id,
      amountCents: 50_000,
      gateway: 'stripe',
      status: 'created',
      ledgerId: null,
    })
  })

  test('Stripe not answering: 503 with Retry-After, no checkout recorded, no secret in the log', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn)
    stub.failWith = 500
    try {
      const response = await api.post(
        '/api/salt/load-funds/checkout',
        { cardId: card.id, amountCents: 50_000 },
        { token },
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(response.body).toEqual({
        error: {
          code: 'payment_unavailable',
          message:
            'The payment service did not answer. Nothing was charged. Please try again in a few minutes.',
        },
      })
    } finally {
      stub.failWith = null
    }
    const rows = await deps.db
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.accountId, customer.id))
    expect(rows).toEqual([])
    expect(app.logLines.some((line) => line.includes('payment checkout could not be created'))).toBe(true)
    expect(app.logLines.join('\n')).not.toContain(stub.secretKey)
  })
})

describe('back from Stripe: the server reads the session from Stripe', () => {
  test('paid: the card is credited with the PaymentIntent as reference; ERP posting and receipt queued', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn, { balanceCents: 12_345 })
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    const back = stripeReturnOf(stub.pay(sessionId))
    expect(back).toEqual({ ticket: sessionId, card: String(card.id) })
    const paymentIntent = stub.sessions.get(sessionId)!.payment_intent!

    const response = await confirm(token, back.ticket, back.card)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      cardId: card.id,
      amountCents: 50_000,
      balanceCents: 62_345,
      paymentId: paymentIntent,
    })
    expect(stub.calls).toContain(`GET /v1/checkout/sessions/${sessionId}`)
    const [entry] = await deps.db.select().from(cardLedger).where(eq(cardLedger.externalRef, paymentIntent))
    expect(entry).toMatchObject({
      cardId: card.id,
      type: 'load',
      amountCents: 50_000,
      balanceAfterCents: 62_345,
    })
    const [posting] = await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry!.id))
    expect(posting).toMatchObject({ status: 'pending' })
    expect(await checkoutOf(sessionId)).toMatchObject({
      status: 'approved',
      paymentId: paymentIntent,
      ledgerId: entry!.id,
    })

    await deliverAllMail(app)
    const [receipt] = smtp.to(customer.eMail)
    expect(receipt?.subject).toBe('Receipt: $500.00 loaded onto your Salt Card')
    expect(receipt?.text).toContain(`New balance: $623.45. Payment reference: ${paymentIntent}.`)
  })

  test('a session not paid yet (its id typed into the address) is a 400 and credits nothing', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    const response = await confirm(token, sessionId, card.id)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'invalid_ticket',
        message: 'This payment confirmation is not valid. No funds were loaded.',
      },
    })
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'created', ledgerId: null })
    expect(await currentBalance(deps.db, card.id)).toBe(0)
  })

  test('an expired session declines its checkout with the reason', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    stub.expire(sessionId)
    const response = await confirm(token, sessionId, card.id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: false, reason: expiredReason })
    expect(await checkoutOf(sessionId)).toMatchObject({
      status: 'declined',
      declineReason: expiredReason,
      ledgerId: null,
    })
  })

  test('unknown sessions are a 400; anything not shaped like a session id never reaches Stripe', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const unknown = 'cs_test_0000000000000000000000000000'
    expect((await confirm(token, unknown, card.id)).status).toBe(400)
    expect(stub.calls).toContain(`GET /v1/checkout/sessions/${unknown}`)
    const callsBefore = stub.calls.length
    for (const ticket of [
      'cs_test_../../v1/customers',
      'pay_abcdefghijklmnopqrstuvwxyz',
      'cs_test_abc?expand=x',
    ]) {
      const response = await confirm(token, ticket, card.id)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'invalid_ticket' } })
    }
    expect(stub.calls.length).toBe(callsBefore)
  })

  test("another customer's session, or the session with another card, is a 404 and credits nothing", async () => {
    const first = await customerWithCard(deps.db, signIn)
    const second = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, first.token, first.card.id, 50_000)
    stub.pay(sessionId)
    for (const [token, card] of [
      [second.token, first.card.id],
      [second.token, second.card.id],
    ] as const) {
      expect((await confirm(token, sessionId, card)).status).toBe(404)
    }
    expect(await currentBalance(deps.db, first.card.id)).toBe(0)
    expect((await confirm(first.token, sessionId, first.card.id)).body).toMatchObject({ success: true })
  })

  test('a paid session whose amount or currency differs from the checkout credits nothing', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    for (const change of [{ amount_total: 5_000_000 }, { currency: 'usd' }]) {
      const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
      stub.pay(sessionId)
      Object.assign(stub.sessions.get(sessionId)!, change)
      const response = await confirm(token, sessionId, card.id)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'invalid_ticket' } })
      expect(await checkoutOf(sessionId)).toMatchObject({ status: 'created', ledgerId: null })
    }
    expect(await currentBalance(deps.db, card.id)).toBe(0)
  })

  test('Stripe not answering on the way back: 503, nothing credited; once it answers, the same return credits', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    stub.pay(sessionId)
    stub.failWith = 503
    try {
      const response = await confirm(token, sessionId, card.id)
      expect(response.status).toBe(503)
      expect(response.body).toMatchObject({ error: { code: 'payment_unavailable' } })
    } finally {
      stub.failWith = null
    }
    expect(await currentBalance(deps.db, card.id)).toBe(0)
    expect((await confirm(token, sessionId, card.id)).body).toMatchObject({
      success: true,
      balanceCents: 50_000,
    })
  })
})
