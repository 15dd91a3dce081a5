import { randomBytes } from 'node:crypto'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { listPaymentIntents, searchPaymentIntents } from './stripe-intent-lists.ts'

/** How a saved card answers an off-session charge, as Stripe's test cards do. */
export type CardBehaviour = 'succeeds' | 'card_declined' | 'authentication_required'

/** One request as the stub received it. */
export interface StubRequest {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  authorization: string | undefined
  idempotencyKey: string | undefined
}

interface StoredAnswer {
  /** The request's parameters: a repeat of the key with others is refused, as Stripe refuses it. */
  body: string
  status: number
  json: unknown
}

export interface StripeAutoloadStub {
  url: string
  secretKey: string
  requests: StubRequest[]
  /** The PaymentIntents created, by id: one per charge that reached "Stripe". */
  paymentIntents: Map<string, Record<string, unknown> & { id: string; created: number }>
  /**
   * While set, a charge is not answered: `reset` closes the connection and `stall` never replies (the client times
   * out) after the charge is made, so the caller cannot know the card was charged; `drop` closes the connection
   * before the request reaches "Stripe", so nothing is charged, which the caller cannot know either.
   */
  chargeFault: 'reset' | 'stall' | 'drop' | null
  /** Stripe's clock, which stamps a PaymentIntent's `created`: the app's, so `created` filters agree with it. */
  now: () => Date
  /** The customer saves a card on the hosted page: answers the address Stripe sends the browser back to. */
  completeSetup(sessionId: string, card: { brand: string; last4: string; behaviour: CardBehaviour }): string
  requestsTo(method: string, path: string): StubRequest[]
  close(): Promise<void>
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000)
const invalid = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
})

const declines: Record<Exclude<CardBehaviour, 'succeeds'>, string> = {
  card_declined: 'Your card was declined.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
}

/**
 * Stripe's API on 127.0.0.1 for the calls autoload makes (ADR 0028): Customers, Checkout Sessions in setup mode
 * (retrieved with `setup_intent.payment_method` expanded when asked), PaymentIntents confirmed off-session, and
 * their list and Search (ADR 0038).
 * Form-encoded in, JSON out, the Bearer key checked, Stripe's error shapes; the Idempotency-Key of a POST is kept
 * with its first answer, which a repeat gets back (a repeat with other parameters is refused), as Stripe does.
 */
export async function startStripeAutoloadStub(): Promise<StripeAutoloadStub> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, Record<string, unknown>>()
  const setupIntents = new Map<string, Record<string, unknown>>()
  const methods = new Map<string, Record<string, unknown> & { behaviour: CardBehaviour }>()
  const paymentIntents: StripeAutoloadStub['paymentIntents'] = new Map()
  const answersByKey = new Map<string, StoredAnswer>()
  const requests: StubRequest[] = []

  function createSession(form: URLSearchParams) {
    if (form.get('mode') !== 'setup') return invalid('This stub saves cards only: mode must be setup.')
    const id = `cs_test_${randomBytes(24).toString('hex')}`
    const metadata = Object.fromEntries(
      [...form].flatMap(([key, value]) => {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
        return name ? [[name, value]] : []
      }),
    )
    const session = {
      id,
      object: 'checkout.session',
      mode: 'setup',
      status: 'open',
      customer: form.get('customer'),
      currency: form.get('currency'),
      setup_intent: randomId('seti'),
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      metadata,
      expires_at: Number(form.get('expires_at')),
      livemode: false,
    }
    sessions.set(id, session)
    return session
  }

  function retrieveSession(id: string, expand: string[]) {
    const session = sessions.get(id)
    if (!session) return null
    const intent = setupIntents.get(session.setup_intent as string)
    if (!intent || !expand.includes('setup_intent.payment_method')) return session
    return {
      ...session,
      setup_intent: { ...intent, payment_method: methods.get(intent.payment_method as string) },
    }
  }

  function createPaymentIntent(form: URLSearchParams): { status: number; json: unknown } {
    const method = methods.get(form.get('payment_method') ?? '')
    if (!method) return { status: 400, json: invalid('No such PaymentMethod.', 'resource_missing') }
    if (form.get('confirm') !== 'true' || form.get('off_session') !== 'true')
      return { status: 400, json: invalid('This stub charges off-session only.') }
    const intent = {
      id: randomId('pi'),
      object: 'payment_intent',
      created: secondsOf(stub.now()),
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      customer: form.get('customer'),
      payment_method: method.id,
      metadata: Object.fromEntries(
        [...form]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
      status: 'succeeded',
      last_payment_error: null,
    }
    paymentIntents.set(intent.id, intent)
    if (method.behaviour === 'succeeds') return { status: 200, json: intent }
    const error = { type: 'card_error', code: method.behaviour, message: declines[method.behaviour] }
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error })
    return { status: 402, json: { error: { ...error, payment_intent: intent } } }
  }

  function route(request: StubRequest): { status: number; json: unknown } {
    const { method, path, form, query } = request
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, json: { id: randomId('cus'), object: 'customer' } }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = createSession(form)
      return { status: 'error' in session ? 400 : 200, json: session }
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && retrieve) {
      const expand = [...query].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value)
      const session = retrieveSession(decodeURIComponent(retrieve[1] ?? ''), expand)
      if (session) return { status: 200, json: session }
      return { status: 404, json: invalid(`No such checkout.session: '${retrieve[1]}'`, 'resource_missing') }
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form)
    if (method === 'GET' && path === '/v1/payment_intents')
      return listPaymentIntents([...paymentIntents.values()], query)
    if (method === 'GET' && path === '/v1/payment_intents/search')
      return searchPaymentIntents([...paymentIntents.values()], query)
    return { status: 404, json: invalid(`Unrecognized request URL (${method}: ${path}).`) }
  }

  function reply(res: ServerResponse, status: number, json: unknown, replayed = false) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    })
    res.end(JSON.stringify(json))
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://stub')
    const header = (name: string) => req.headers[name] as string | undefined
    const request: StubRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
    }
    requests.push(request)
    if (request.authorization !== `Bearer ${secretKey}`)
      return reply(res, 401, invalid('Invalid API Key provided'))
    const charging = request.method === 'POST' && request.path === '/v1/payment_intents'
    if (charging && stub.chargeFault === 'drop') return req.socket.destroy()
    const key = request.method === 'POST' ? request.idempotencyKey : undefined
    const stored = key ? answersByKey.get(key) : undefined
    if (stored && stored.body !== body) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.'
      return reply(res, 400, { error: { type: 'idempotency_error', message } })
    }
    const answer = stored ?? { body, ...route(request) }
    if (key) answersByKey.set(key, answer)
    if (charging && stub.chargeFault) {
      // The charge is made (or was): the caller just never hears of it.
      if (stub.chargeFault === 'reset') req.socket.destroy()
      return
    }
    reply(res, answer.status, answer.json, stored !== undefined)
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')))
  })

  const stub: StripeAutoloadStub = {
    url: '',
    secretKey,
    requests,
    paymentIntents,
    chargeFault: null,
    now: () => new Date(),
    completeSetup(sessionId, card) {
      const session = sessions.get(sessionId)
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`)
      const method = {
        id: randomId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: session.customer,
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
        behaviour: card.behaviour,
      }
      methods.set(method.id, method)
      const intentId = session.setup_intent as string
      setupIntents.set(intentId, {
        id: intentId,
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: method.id,
        created: secondsOf(stub.now()),
      })
      session.status = 'complete'
      return (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', sessionId)
    },
    requestsTo: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return stub
}
