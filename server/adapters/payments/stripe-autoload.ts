import type { Stripe } from 'stripe'
import type { ChargeLookup, ChargeResult, OffSessionCharge, SetupRequest, VerifiedSetup } from './gateway.ts'
import { stripeCurrency } from './stripe-session.ts'

/**
 * The requests and readings of autoload on Stripe (ADR 0028), pure so their shapes are unit-tested: a Checkout
 * Session in setup mode saves a card on a Stripe Customer through a SetupIntent; a PaymentIntent confirmed
 * off-session charges it, sent with an Idempotency-Key.
 */

export const setupExpiredReason = 'The page to save your card expired. No card was saved.'
const requiresActionReason =
  'Your bank asks you to confirm each payment, which autoload cannot do. Load funds by hand, or save another card.'

/** The Stripe Customer a saved card belongs to: off-session charges need one. */
export function customerParams(account: SetupRequest['account']): Stripe.CustomerCreateParams {
  return {
    email: account.eMail,
    name: account.name,
    metadata: { accountId: String(account.id), customerNo: account.customerNo },
  }
}

export function setupSessionParams(
  request: SetupRequest & { customerRef: string },
  options: { successUrl: string; expiresAt: number; merchantName: string },
): Stripe.Checkout.SessionCreateParams {
  const { account, card } = request
  const metadata = {
    purpose: 'autoload',
    accountId: String(account.id),
    cardId: String(card.id),
    cardNo: card.cardNo,
  }
  return {
    mode: 'setup',
    currency: stripeCurrency,
    customer: request.customerRef,
    allowed_payment_method_types: ['card'],
    client_reference_id: account.customerNo,
    metadata,
    setup_intent_data: {
      description: `${options.merchantName}: autoload of Salt Card ${card.cardNo} (${card.name})`,
      metadata,
    },
    success_url: options.successUrl,
    cancel_url: request.returnUrl,
    expires_at: options.expiresAt,
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * A setup session retrieved with `setup_intent.payment_method` expanded: saved once its SetupIntent succeeded with
 * a card; cancelled when the session expired; null while nothing is decided (an open session: not a real return).
 */
export function savedMethodOfSession(session: Stripe.Checkout.Session): VerifiedSetup | null {
  if (session.mode !== 'setup') return null
  if (session.status === 'expired')
    return { setupId: session.id, status: 'cancelled', reason: setupExpiredReason }
  const intent = session.setup_intent
  if (session.status !== 'complete' || typeof intent !== 'object' || intent?.status !== 'succeeded')
    return null
  const method = intent.payment_method
  if (typeof method !== 'object' || method?.type !== 'card' || !method.card) return null
  return {
    setupId: session.id,
    status: 'saved',
    method: {
      methodRef: method.id,
      customerRef: idOf(session.customer) ?? idOf(method.customer),
      brand: brandName(method.card.brand),
      last4: method.card.last4,
    },
  }
}

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
}
const brandName = (brand: string) => brands[brand] ?? 'Card'

export function offSessionChargeParams(charge: OffSessionCharge): Stripe.PaymentIntentCreateParams {
  return {
    amount: charge.amountCents,
    currency: stripeCurrency,
    ...(charge.customerRef ? { customer: charge.customerRef } : {}),
    payment_method: charge.methodRef,
    allowed_payment_method_types: ['card'],
    off_session: true,
    confirm: true,
    description: charge.description,
    metadata: charge.metadata,
  }
}

/** A confirmed PaymentIntent: succeeded → approved; waiting for the customer or failed → declined; else unknown. */
export function chargeOfPaymentIntent(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency' | 'last_payment_error'>,
): ChargeResult | null {
  if (intent.currency !== stripeCurrency) return null
  const base = { paymentId: intent.id, amountCents: intent.amount }
  if (intent.status === 'succeeded') return { ...base, status: 'approved' }
  if (intent.status === 'requires_action')
    return { ...base, status: 'declined', reason: requiresActionReason }
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    const reason = intent.last_payment_error?.message ?? 'Your card was declined.'
    return { ...base, status: 'declined', reason }
  }
  return null
}

type IntentFields = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'amount' | 'currency' | 'last_payment_error' | 'metadata'
>

/**
 * The Search Query Language's clause for one attempt's PaymentIntents (ADR 0038). Our keys hold no quote, but a
 * quote or backslash would be escaped as the language asks.
 */
export const attemptSearchQuery = (idempotencyKey: string) =>
  `metadata['attempt']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`

/**
 * What Stripe holds of one attempt, among PaymentIntents read back (ours carry the attempt's key in
 * `metadata.attempt`): a succeeded one wins, since the money is taken; then one still undecided (processing);
 * then a decline; none of ours is none.
 */
export function chargeLookupOf(intents: IntentFields[], idempotencyKey: string): ChargeLookup {
  const read = intents
    .filter((intent) => intent.metadata?.['attempt'] === idempotencyKey)
    .map((intent) => ({ id: intent.id, charge: chargeOfPaymentIntent(intent) }))
  const approved = read.find(({ charge }) => charge?.status === 'approved')?.charge
  if (approved) return { found: 'settled', charge: approved }
  const undecided = read.find(({ charge }) => charge === null)
  if (undecided) return { found: 'pending', paymentId: undecided.id }
  const declined = read.find(({ charge }) => charge !== null)?.charge
  return declined ? { found: 'settled', charge: declined } : { found: 'none' }
}

/** What Stripe's refusal of the request says about the charge: a decline (the card's answer) or nothing known. */
export function chargeOfError(
  error: { type: string; code?: string | undefined; message: string; payment_intent?: { id: string } },
  charge: OffSessionCharge,
): ChargeResult | null {
  const declined = (reason: string): ChargeResult => ({
    status: 'declined',
    paymentId: error.payment_intent?.id ?? `declined_${charge.idempotencyKey}`,
    amountCents: charge.amountCents,
    reason,
  })
  if (error.type === 'StripeCardError') {
    return declined(
      error.code === 'authentication_required'
        ? requiresActionReason
        : error.message || 'Your card was declined.',
    )
  }
  // The saved card was removed at Stripe (detached, or its customer deleted): nothing can be charged with it.
  if (error.type === 'StripeInvalidRequestError' && error.code === 'resource_missing')
    return declined('The saved card is no longer available. Set up autoload again with a card.')
  return null
}
