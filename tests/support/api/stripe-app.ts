import { expect } from 'vitest'
import type { ApiClient } from '../api-client.ts'
import { type SignedEvent, type StripeStub, startStripeStub } from './stripe-stub.ts'
import { type TestApp, startTestApp } from '../test-app.ts'

export const webhookPath = '/api/salt/load-funds/webhook'

/** The API with PAYMENT_GATEWAY=stripe, its client pointed at a Stripe stub on 127.0.0.1. */
export async function startStripeTestApp(): Promise<{
  app: TestApp
  stub: StripeStub
  close(): Promise<void>
}> {
  const stub = await startStripeStub()
  const app = await startTestApp({
    env: {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
      STRIPE_API_BASE: stub.url,
    },
  })
  return {
    app,
    stub,
    async close() {
      await app.close()
      await stub.close()
    },
  }
}

/** Starts a load-funds checkout and answers the id of the Checkout Session the customer is sent to. */
export async function startStripeCheckout(
  api: ApiClient,
  token: string,
  cardId: number,
  amountCents: number,
): Promise<{ sessionId: string; redirectUrl: string }> {
  const response = await api.post('/api/salt/load-funds/checkout', { cardId, amountCents }, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const { redirectUrl } = response.body as { redirectUrl: string }
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(redirectUrl)?.[1]
  if (!sessionId) throw new Error(`not a Checkout page: ${redirectUrl}`)
  return { sessionId, redirectUrl }
}

/** The ticket and card of the address Stripe sends the customer back to. */
export function stripeReturnOf(successUrl: string): { ticket: string; card: string } {
  const url = new URL(successUrl)
  expect(url.pathname).toBe('/profile/load-card')
  return { ticket: url.searchParams.get('ticket') ?? '', card: url.searchParams.get('card') ?? '' }
}

/** Posts a webhook as Stripe does: its exact bytes, JSON content type, the Stripe-Signature header. */
export async function deliverEvent(
  appUrl: string,
  event: Pick<SignedEvent, 'body' | 'signature'>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(webhookPath, appUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      ...headers,
    },
    body: event.body,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  }
}
