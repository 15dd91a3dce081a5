import StripeClient from 'stripe'
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentGateway,
  PaymentServiceError,
  PaymentTicketError,
  PaymentWebhookError,
  type VerifiedPayment,
} from './gateway.ts'
import { stripeAutoload } from './stripe-autoload-gateway.ts'
import { type SessionPayment, failedReason, paymentOfSession, stripeCurrency } from './stripe-session.ts'

export interface StripeGatewayOptions {
  secretKey: string
  webhookSecret: string
  /** Another API host (tests: the local stub); unset, the package's own (api.stripe.com). */
  apiBase?: string
  /** How long one request may take before it counts as unanswered; unset, 20 s (tests: a stalled stub). */
  timeoutMs?: number
  now: () => Date
  /** Named on the customer's card statement line and in Stripe's dashboard. */
  merchantName: string
}

/** How old a webhook's signed timestamp may be when it reaches us (Stripe's own default). */
export const webhookToleranceSeconds = 300
/** Checkout allows 30 minutes to 24 hours; an hour leaves room for clock skew and a slow customer. */
const sessionLifetimeSeconds = 60 * 60
/** What Stripe puts in the return address: only this shape ever reaches Stripe's API from us. */
const sessionIdPattern = /^cs_[A-Za-z0-9_]{8,250}$/

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

function apiBaseOptions(apiBase: string): Pick<StripeClient.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Stripe replaces the literal `{CHECKOUT_SESSION_ID}` with the session's id when it sends the customer back. */
const successUrlOf = (returnUrl: string) =>
  `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}ticket={CHECKOUT_SESSION_ID}`

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Stripe Checkout behind our PaymentGateway (ADR 0007): the customer pays on Stripe's hosted page; the payment is
 * confirmed by reading the session back from Stripe's API when the customer returns, and by Stripe's signed
 * `checkout.session.*` webhooks; whichever arrives first credits the card (load-funds service).
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new StripeClient(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(options.apiBase ? apiBaseOptions(options.apiBase) : {}),
  })

  async function createCheckout({
    account,
    card,
    amountCents,
    returnUrl,
  }: CheckoutRequest): Promise<Checkout> {
    const description = `Salt Card ${card.cardNo} (${card.name})`
    const metadata = { accountId: String(account.id), cardId: String(card.id), cardNo: card.cardNo }
    let session: StripeClient.Checkout.Session
    try {
      session = await stripe.checkout.sessions.create({
        mode: 'payment',
        submit_type: 'pay',
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: stripeCurrency,
              unit_amount: amountCents,
              product_data: { name: `Funds for ${description}` },
            },
          },
        ],
        customer_email: account.eMail,
        client_reference_id: account.customerNo,
        metadata,
        payment_intent_data: { description: `${options.merchantName}: ${description}`, metadata },
        success_url: successUrlOf(returnUrl),
        cancel_url: returnUrl,
        expires_at: seconds(options.now()) + sessionLifetimeSeconds,
      })
    } catch (error) {
      throw new PaymentServiceError(`Stripe refused to create a session: ${messageOf(error)}`, {
        cause: error,
      })
    }
    if (!session.url) throw new PaymentServiceError(`Stripe session ${session.id} came without a page URL`)
    return { checkoutId: session.id, redirectUrl: session.url }
  }

  /** The customer is back with a session id: believe only what Stripe's API says about that session. */
  async function verifyReturn(ticket: string): Promise<VerifiedPayment> {
    if (!sessionIdPattern.test(ticket)) throw new PaymentTicketError('invalid')
    let session: StripeClient.Checkout.Session
    try {
      session = await stripe.checkout.sessions.retrieve(ticket)
    } catch (error) {
      if (error instanceof StripeClient.errors.StripeError && error.statusCode === 404)
        throw new PaymentTicketError('invalid')
      throw new PaymentServiceError(`Stripe did not return session ${ticket}: ${messageOf(error)}`, {
        cause: error,
      })
    }
    const read = paymentOfSession(session)
    // Stripe sends the customer back only once the session is complete: an open one was not paid yet.
    if (read.state !== 'settled' || read.payment.checkoutId !== ticket)
      throw new PaymentTicketError('invalid')
    return read.payment
  }

  function readEvent(rawBody: Buffer, header: (name: string) => string | undefined): PaymentEvent {
    const signature = header('stripe-signature')
    if (!signature) throw new PaymentWebhookError('no Stripe-Signature header')
    let event: StripeClient.Event
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        options.now().getTime(),
      )
    } catch (error) {
      throw new PaymentWebhookError(messageOf(error))
    }
    const eventOf = (read: SessionPayment): PaymentEvent => ({
      eventId: event.id,
      type: event.type,
      payment: read.state === 'settled' ? read.payment : null,
      ...(read.state === 'unusable' ? { ignored: read.problem } : {}),
    })
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        return eventOf(paymentOfSession(event.data.object))
      case 'checkout.session.async_payment_failed':
        return eventOf(paymentOfSession(event.data.object, failedReason))
      default:
        return { eventId: event.id, type: event.type, payment: null, ignored: 'not a Checkout event' }
    }
  }

  // Stripe's live keys start sk_live_ (or rk_live_ when restricted); a test key moves no money.
  const movesRealMoney = /^(sk|rk)_live_/.test(options.secretKey)
  return {
    name: 'stripe',
    movesRealMoney,
    createCheckout,
    verifyReturn,
    ...stripeAutoload(stripe, options),
    webhook: { readEvent },
  }
}
