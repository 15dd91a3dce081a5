import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { autoloadSettingsBody } from '../autoload.ts'
import { type TestApp, startTestApp } from '../test-app.ts'
import {
  type CardBehaviour,
  type StripeAutoloadStub,
  startStripeAutoloadStub,
} from './stripe-autoload-stub.ts'

/** The API with PAYMENT_GATEWAY=stripe, its Stripe client pointed at the autoload stub on 127.0.0.1. */
export async function startStripeAutoloadApp(): Promise<{
  app: TestApp
  stub: StripeAutoloadStub
  close(): Promise<void>
}> {
  const stub = await startStripeAutoloadStub()
  const app = await startTestApp({
    env: {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
      STRIPE_API_BASE: stub.url,
    },
  })
  // Stripe's clock and ours agree; the test clock moves both.
  stub.now = app.clock.now
  return {
    app,
    stub,
    async close() {
      await app.close()
      await stub.close()
    },
  }
}

/**
 * What a customer does to turn autoload on with Stripe: start a setup, save `card` on the hosted page, come back.
 * Answers the Checkout Session's id.
 */
export async function saveCardAtStripe(
  app: TestApp,
  stub: StripeAutoloadStub,
  token: string,
  cardId: number,
  card: { brand: string; last4: string; behaviour: CardBehaviour },
): Promise<string> {
  const started = await app.api.post(
    '/api/salt/autoload/setup',
    { cardId, ...autoloadSettingsBody },
    { token },
  )
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const { redirectUrl } = started.body as { redirectUrl: string }
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(redirectUrl)?.[1]
  if (!sessionId) throw new Error(`not a Checkout page: ${redirectUrl}`)
  const back = new URL(stub.completeSetup(sessionId, card))
  const confirmed = await app.api.post(
    '/api/salt/autoload/setup/confirm',
    { ticket: back.searchParams.get('ticket'), card: back.searchParams.get('card') },
    { token },
  )
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  expect(confirmed.body).toMatchObject({ saved: true, card: { status: 'on' } })
  return sessionId
}
