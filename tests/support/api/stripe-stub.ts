import { randomBytes } from 'node:crypto'
import { type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import StripeClient from 'stripe'

/** The fields of a Checkout Session the stub keeps and answers, in Stripe's shapes. */
export interface StubSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  payment_intent: string | null
  amount_total: number
  currency: string
  url: string
  success_url: string
  cancel_url: string | null
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  expires_at: number
  created: number
  livemode: false
}

export interface SignedEvent {
  id: string
  /** The exact bytes Stripe would send (pretty-printed JSON, as Stripe's are). */
  body: string
  /** The Stripe-Signature header over those bytes. */
  signature: string
}

export interface StripeStub {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, StubSession>
  /** The form the app posted to create each session, by session id. */
  created: Map<string, URLSearchParams>
  /** Every API call, as `METHOD /path`, in order. */
  calls: string[]
  /** While set, every API call answers with this status, as an outage would. */
  failWith: number | null
  /** The customer pays on the hosted page: the session completes; answers where Stripe sends the browser. */
  pay(sessionId: string): string
  expire(sessionId: string): void
  /** A Checkout event about the session as it is now, signed the way Stripe signs webhooks. */
  event(
    type: string,
    sessionId: string,
    options?: { eventId?: string; timestamp?: number; secret?: string },
  ): SignedEvent
  close(): Promise<void>
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') })
  res.end(JSON.stringify(body))
}

const stripeError = (message: string, extra: Record<string, string> = {}) => ({
  error: { type: 'invalid_request_error', message, ...extra },
})

/**
 * A small stand-in for Stripe's API on 127.0.0.1: creates and returns Checkout Sessions (form-encoded in, JSON
 * out, Bearer secret key checked, Stripe's error shape) and signs webhook events with the package's own
 * `webhooks.generateTestHeaderString`, so the adapter's signature check meets what Stripe really sends.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  const signer = new StripeClient(secretKey).webhooks
  const sessions = new Map<string, StubSession>()
  const created = new Map<string, URLSearchParams>()
  const calls: string[] = []

  function createSession(form: URLSearchParams): StubSession | string {
    const item = (path: string) => form.get(`line_items[0]${path}`)
    const unitAmount = Number(item('[price_data][unit_amount]'))
    const quantity = Number(item('[quantity]') ?? '1')
    const successUrl = form.get('success_url')
    if (form.get('mode') !== 'payment') return 'mode must be payment'
    if (!successUrl) return 'success_url is required'
    if (!Number.isInteger(unitAmount) || unitAmount <= 0) return 'Invalid integer: unit_amount'
    const currency = item('[price_data][currency]')
    if (!currency) return 'currency is required'
    const metadata: Record<string, string> = {}
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
      if (name) metadata[name] = value
    }
    const id = `cs_test_${randomBytes(24).toString('hex')}`
    return {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: unitAmount * quantity,
      currency,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: successUrl,
      cancel_url: form.get('cancel_url'),
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      metadata,
      expires_at: Number(form.get('expires_at') ?? nowSeconds() + 86_400),
      created: nowSeconds(),
      livemode: false,
    }
  }

  const stub: StripeStub = {
    url: '',
    secretKey,
    webhookSecret,
    sessions,
    created,
    calls,
    failWith: null,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`)
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: randomId('pi'),
      } satisfies Partial<StubSession>)
      return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`)
      session.status = 'expired'
    },
    event(
      type,
      sessionId,
      { eventId = randomId('evt'), timestamp = nowSeconds(), secret = webhookSecret } = {},
    ) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      const event = {
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: session },
      }
      const body = JSON.stringify(event, null, 2)
      return {
        id: eventId,
        body,
        signature: signer.generateTestHeaderString({ payload: body, secret, timestamp }),
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname
      calls.push(`${req.method} ${path}`)
      if (stub.failWith)
        return answer(res, stub.failWith, { error: { type: 'api_error', message: 'Outage' } })
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
        const session = createSession(form)
        if (typeof session === 'string') return answer(res, 400, stripeError(session))
        sessions.set(session.id, session)
        created.set(session.id, form)
        return answer(res, 200, session)
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''))
        if (!session) {
          return answer(
            res,
            404,
            stripeError(`No such checkout.session: '${retrieve[1]}'`, {
              code: 'resource_missing',
              param: 'session',
            }),
          )
        }
        return answer(res, 200, session)
      }
      answer(res, 404, stripeError(`Unrecognized request URL (${req.method}: ${path}).`))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return stub
}
