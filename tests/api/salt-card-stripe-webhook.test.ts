import { gzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { expiredReason, failedReason } from '#server/adapters/payments/stripe-session.ts'
import { cardLedger, outbox, paymentCheckouts } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { customerWithCard, deliverAllMail } from '#tests/support/salt-card.ts'
import {
  deliverEvent,
  startStripeCheckout,
  startStripeTestApp,
  webhookPath,
} from '#tests/support/api/stripe-app.ts'

const { app, stub, close } = await startStripeTestApp()
afterAll(close)
const { api, deps, smtp } = app
const signIn = api.signIn.bind(api)

const deliver = (event: { body: string; signature: string }) => deliverEvent(app.url, event)
const confirm = (token: string, ticket: string, card: number) =>
  api.get('/api/salt/load-funds', { token, query: { ticket, card: String(card) } })
const loadsOf = (cardId: number) => deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, cardId))
const checkoutOf = async (id: string) =>
  (await deps.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)))[0]
const appSeconds = () => Math.floor(deps.now().getTime() / 1000)

/** A signed-in customer who started a $750 checkout and paid it on Stripe's page. */
async function paidCheckout() {
  const customer = await customerWithCard(deps.db, signIn)
  const { sessionId } = await startStripeCheckout(api, customer.token, customer.card.id, 75_000)
  stub.pay(sessionId)
  const paymentIntent = stub.sessions.get(sessionId)!.payment_intent!
  return { ...customer, sessionId, paymentIntent }
}

const received = { status: 200, body: { received: true } }
const badSignature = {
  status: 400,
  body: {
    error: { code: 'bad_signature', message: 'The signature of this notice is missing or not valid.' },
  },
}

describe('POST /api/salt/load-funds/webhook: the signature', () => {
  test('checked over the exact bytes: wrong secret, no header, altered body or older than 300 s → 400, no credit', async () => {
    const { card, sessionId } = await paidCheckout()
    const genuine = stub.event('checkout.session.completed', sessionId)
    const otherSecret = stub.event('checkout.session.completed', sessionId, {
      secret: `whsec_${'0'.repeat(48)}`,
    })
    const richer = genuine.body.replace('"amount_total": 75000', '"amount_total": 7500000')
    expect(richer).not.toBe(genuine.body)
    const compacted = JSON.stringify(JSON.parse(genuine.body))
    const tooOld = stub.event('checkout.session.completed', sessionId, { timestamp: appSeconds() - 301 })
    for (const forged of [
      otherSecret,
      { body: genuine.body, signature: '' },
      { body: genuine.body, signature: 't=1,v1=00' },
      { body: richer, signature: genuine.signature },
      { body: compacted, signature: genuine.signature },
      tooOld,
    ]) {
      expect(await deliver(forged)).toEqual(badSignature)
    }
    expect(await loadsOf(card.id)).toEqual([])
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'created' })
    expect(app.logLines.some((line) => line.includes('Timestamp outside the tolerance zone'))).toBe(true)

    const recent = stub.event('checkout.session.completed', sessionId, { timestamp: appSeconds() - 240 })
    expect(await deliver(recent)).toEqual(received)
    expect(await currentBalance(deps.db, card.id)).toBe(75_000)
  })

  test('a body declared gzip that is not, or one too large, is refused with a 4xx before anything is read', async () => {
    const { card, sessionId } = await paidCheckout()
    const genuine = stub.event('checkout.session.completed', sessionId)
    const notGzip = await deliverEvent(app.url, genuine, { 'content-encoding': 'gzip' })
    expect(notGzip.status).toBeGreaterThanOrEqual(400)
    expect(notGzip.status).toBeLessThan(500)
    const zipped = await fetch(new URL(webhookPath, app.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'stripe-signature': genuine.signature,
      },
      body: gzipSync(genuine.body),
    })
    expect(zipped.status).toBe(415)
    const huge = await deliverEvent(app.url, {
      body: `{"pad":"${'x'.repeat(70_000)}"}`,
      signature: genuine.signature,
    })
    expect(huge.status).toBe(413)
    expect(await loadsOf(card.id)).toEqual([])
  })
})

describe('POST /api/salt/load-funds/webhook: checkout.session.* events', () => {
  test('completed: the card is credited once, with its ERP posting and receipt; the checkout is approved', async () => {
    const { customer, card, sessionId, paymentIntent } = await paidCheckout()
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    const [entry] = await loadsOf(card.id)
    expect(entry).toMatchObject({
      type: 'load',
      amountCents: 75_000,
      balanceAfterCents: 75_000,
      externalRef: paymentIntent,
    })
    expect(await checkoutOf(sessionId)).toMatchObject({
      status: 'approved',
      paymentId: paymentIntent,
      ledgerId: entry!.id,
    })
    await deliverAllMail(app)
    const [receipt] = smtp.to(customer.eMail)
    expect(receipt?.text).toContain(`Payment reference: ${paymentIntent}.`)
  })

  test('the same event delivered eight times, five of them at once: every answer 2xx, one credit, one receipt', async () => {
    const { customer, card, sessionId } = await paidCheckout()
    const event = stub.event('checkout.session.completed', sessionId)
    const parallel = await Promise.all(Array.from({ length: 5 }, () => deliver(event)))
    const serial = []
    for (let i = 0; i < 3; i++) serial.push(await deliver(event))
    expect([...parallel, ...serial]).toEqual(Array(8).fill(received))
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(75_000)
    // A second event for the same session (Stripe may report it again under a new id) credits nothing more.
    expect(await deliver(stub.event('checkout.session.async_payment_succeeded', sessionId))).toEqual(received)
    expect(await loadsOf(card.id)).toHaveLength(1)
    const mails = await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))
    expect(mails).toHaveLength(1)
  })

  test('webhook first, then the customer returns: the return answers the same credit and writes nothing', async () => {
    const { customer, card, token, sessionId, paymentIntent } = await paidCheckout()
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    const back = await confirm(token, sessionId, card.id)
    expect(back.status).toBe(200)
    expect(back.body).toEqual({
      success: true,
      cardId: card.id,
      amountCents: 75_000,
      balanceCents: 75_000,
      paymentId: paymentIntent,
    })
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))).toHaveLength(1)
  })

  test('the customer returns first, then the webhook: 2xx and nothing more is written', async () => {
    const { customer, card, token, sessionId } = await paidCheckout()
    expect((await confirm(token, sessionId, card.id)).body).toMatchObject({
      success: true,
      balanceCents: 75_000,
    })
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(75_000)
    expect(await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))).toHaveLength(1)
  })

  test('webhooks and returns at the same moment: one credit, every return the same answer', async () => {
    const { customer, card, token, sessionId, paymentIntent } = await paidCheckout()
    const event = stub.event('checkout.session.completed', sessionId)
    const [hooks, returns] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => deliver(event))),
      Promise.all(Array.from({ length: 3 }, () => confirm(token, sessionId, card.id))),
    ])
    expect(hooks).toEqual(Array(3).fill(received))
    for (const back of returns) {
      expect(back.status).toBe(200)
      expect(back.body).toEqual({
        success: true,
        cardId: card.id,
        amountCents: 75_000,
        balanceCents: 75_000,
        paymentId: paymentIntent,
      })
    }
    expect(await loadsOf(card.id)).toHaveLength(1)
    expect(await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))).toHaveLength(1)
  })

  test('expired: the checkout is declined with the reason, and the return then says so', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    stub.expire(sessionId)
    expect(await deliver(stub.event('checkout.session.expired', sessionId))).toEqual(received)
    expect(await checkoutOf(sessionId)).toMatchObject({
      status: 'declined',
      declineReason: expiredReason,
      ledgerId: null,
    })
    expect((await confirm(token, sessionId, card.id)).body).toEqual({ success: false, reason: expiredReason })
    expect(await loadsOf(card.id)).toEqual([])
  })

  test('a delayed payment that failed declines the checkout; one that succeeds later still credits it', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const { sessionId } = await startStripeCheckout(api, token, card.id, 50_000)
    Object.assign(stub.sessions.get(sessionId)!, { status: 'complete', payment_status: 'unpaid' })
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'created' })
    expect(await deliver(stub.event('checkout.session.async_payment_failed', sessionId))).toEqual(received)
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'declined', declineReason: failedReason })

    Object.assign(stub.sessions.get(sessionId)!, {
      payment_status: 'paid',
      payment_intent: 'pi_paid_after_all',
    })
    expect(await deliver(stub.event('checkout.session.async_payment_succeeded', sessionId))).toEqual(received)
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'approved', paymentId: 'pi_paid_after_all' })
    expect(await currentBalance(deps.db, card.id)).toBe(50_000)
  })

  test('other event types, sessions not ours, in another currency or for another amount: 2xx, nothing written', async () => {
    const { card, sessionId } = await paidCheckout()
    expect(await deliver(stub.event('payment_intent.succeeded', sessionId))).toEqual(received)
    const foreign = {
      ...stub.sessions.get(sessionId)!,
      id: 'cs_test_from_another_integration_of_this_account',
    }
    stub.sessions.set(foreign.id, foreign)
    expect(await deliver(stub.event('checkout.session.completed', foreign.id))).toEqual(received)
    const session = stub.sessions.get(sessionId)!
    Object.assign(session, { currency: 'usd' })
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    Object.assign(session, { currency: 'cad', amount_total: 7_500 })
    expect(await deliver(stub.event('checkout.session.completed', sessionId))).toEqual(received)
    expect(await loadsOf(card.id)).toEqual([])
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'created' })
    const unmatched = app.logLines
      .filter((line) => line.includes('payment webhook unmatched'))
      .map((line) => JSON.parse(line) as { level: number; outcome: string; checkoutId: string })
    expect(unmatched).toEqual([
      expect.objectContaining({ level: 40, outcome: 'not-found', checkoutId: foreign.id }),
      expect.objectContaining({ level: 50, outcome: 'amount-mismatch', checkoutId: sessionId }),
    ])
  })
})
