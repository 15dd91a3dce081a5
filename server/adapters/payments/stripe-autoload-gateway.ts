import type StripeClient from 'stripe'
import {
  type ChargeLookup,
  type ChargeQuery,
  type ChargeResult,
  type OffSessionCharge,
  type PaymentGateway,
  type PaymentSetup,
  PaymentServiceError,
  PaymentTicketError,
  type SetupRequest,
  type VerifiedSetup,
} from './gateway.ts'
import {
  attemptSearchQuery,
  chargeLookupOf,
  chargeOfError,
  chargeOfPaymentIntent,
  customerParams,
  offSessionChargeParams,
  savedMethodOfSession,
  setupSessionParams,
} from './stripe-autoload.ts'

/** A setup page stays usable as long as a checkout's does. */
const setupLifetimeSeconds = 60 * 60
const sessionIdPattern = /^cs_[A-Za-z0-9_]{8,250}$/
/** How far Stripe's clock may be ahead of ours when it stamps a PaymentIntent's `created`. */
const clockSkewSeconds = 15 * 60
/** More PaymentIntents than one attempt's customer could have since: the lookup reads no further. */
const lookupReadLimit = 1_000

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const successUrlOf = (returnUrl: string) =>
  `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}ticket={CHECKOUT_SESSION_ID}`

/** The autoload half of the Stripe gateway (ADR 0028): save a card in setup mode, charge it off-session. */
export function stripeAutoload(
  stripe: StripeClient,
  options: { now: () => Date; merchantName: string },
): Pick<PaymentGateway, 'createSetup' | 'verifySetup' | 'chargeSaved' | 'findCharge'> {
  async function createSetup(request: SetupRequest): Promise<PaymentSetup> {
    try {
      const customerRef =
        request.customerRef ?? (await stripe.customers.create(customerParams(request.account))).id
      const session = await stripe.checkout.sessions.create(
        setupSessionParams(
          { ...request, customerRef },
          {
            successUrl: successUrlOf(request.returnUrl),
            expiresAt: seconds(options.now()) + setupLifetimeSeconds,
            merchantName: options.merchantName,
          },
        ),
      )
      if (!session.url) throw new Error(`setup session ${session.id} came without a page URL`)
      return { setupId: session.id, redirectUrl: session.url }
    } catch (error) {
      throw new PaymentServiceError(`Stripe refused to start a setup: ${messageOf(error)}`, { cause: error })
    }
  }

  /** The customer is back: believe only the session and SetupIntent Stripe's API returns. */
  async function verifySetup(ticket: string): Promise<VerifiedSetup> {
    if (!sessionIdPattern.test(ticket)) throw new PaymentTicketError('invalid')
    let session: StripeClient.Checkout.Session
    try {
      session = await stripe.checkout.sessions.retrieve(ticket, { expand: ['setup_intent.payment_method'] })
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) throw new PaymentTicketError('invalid')
      throw new PaymentServiceError(`Stripe did not return setup ${ticket}: ${messageOf(error)}`, {
        cause: error,
      })
    }
    const setup = savedMethodOfSession(session)
    if (!setup || setup.setupId !== ticket) throw new PaymentTicketError('invalid')
    return setup
  }

  /** Sent with the attempt's Idempotency-Key: a repeat after a crash or a timeout gets Stripe's first answer. */
  async function chargeSaved(charge: OffSessionCharge): Promise<ChargeResult> {
    let intent: StripeClient.PaymentIntent
    try {
      intent = await stripe.paymentIntents.create(offSessionChargeParams(charge), {
        idempotencyKey: charge.idempotencyKey,
      })
    } catch (error) {
      const known = chargeOfError(error as Parameters<typeof chargeOfError>[0], charge)
      if (known) return known
      throw new PaymentServiceError(`Stripe did not charge ${charge.idempotencyKey}: ${messageOf(error)}`, {
        cause: error,
      })
    }
    const result = chargeOfPaymentIntent(intent)
    if (!result) throw new PaymentServiceError(`PaymentIntent ${intent.id} is ${intent.status}; asking again`)
    return result
  }

  /**
   * The attempt's PaymentIntent, by its key in the metadata (ADR 0038). A customer's list is read-after-write
   * consistent, so it is read when the charge named a customer (every autoload charge does); Search, eventually
   * consistent (a minute, up to an hour in an outage), only when it did not.
   */
  async function findCharge(query: ChargeQuery): Promise<ChargeLookup> {
    const read = { limit: lookupReadLimit }
    try {
      const intents = query.customerRef
        ? await stripe.paymentIntents
            .list({
              customer: query.customerRef,
              created: { gte: seconds(query.since) - clockSkewSeconds },
              limit: 100,
            })
            .autoPagingToArray(read)
        : await stripe.paymentIntents
            .search({ query: attemptSearchQuery(query.idempotencyKey), limit: 100 })
            .autoPagingToArray(read)
      return chargeLookupOf(intents, query.idempotencyKey)
    } catch (error) {
      const problem = `Stripe did not answer the lookup of ${query.idempotencyKey}: ${messageOf(error)}`
      throw new PaymentServiceError(problem, { cause: error })
    }
  }

  return { createSetup, verifySetup, chargeSaved, findCharge }
}
