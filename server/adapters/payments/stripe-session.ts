import type { Stripe } from 'stripe'
import type { VerifiedPayment } from './gateway.ts'

/** Salt Cards hold Canadian dollars; every session is created in CAD and anything else is not ours. */
export const stripeCurrency = 'cad'

export const expiredReason = 'The payment page expired before the payment was made. Nothing was charged.'
export const failedReason = 'The payment did not go through. Nothing was charged.'

/** What a Checkout Session says about its payment. */
export type SessionPayment =
  | { state: 'settled'; payment: VerifiedPayment }
  /** Open, or complete while a delayed payment method is still on its way: nothing to credit or decline yet. */
  | { state: 'pending' }
  /** Not in CAD or without a whole positive amount: not a session this shop created. */
  | { state: 'unusable'; problem: string }

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * Reads a session the way our server trusts it: retrieved from Stripe's API, or inside an event whose signature
 * checked out. Paid → approved, with the PaymentIntent's id as the payment id (the ledger's external reference);
 * expired → declined. `declinedBy` declines a complete but unpaid session (a delayed payment that failed).
 */
export function paymentOfSession(session: Stripe.Checkout.Session, declinedBy?: string): SessionPayment {
  const amountCents = session.amount_total
  if (session.currency !== stripeCurrency)
    return { state: 'unusable', problem: `currency ${session.currency ?? 'none'}` }
  if (amountCents === null || !Number.isSafeInteger(amountCents) || amountCents <= 0)
    return { state: 'unusable', problem: `amount ${String(amountCents)}` }

  const base = { checkoutId: session.id, amountCents }
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const paymentId = idOf(session.payment_intent) ?? session.id
    return { state: 'settled', payment: { ...base, status: 'approved', paymentId } }
  }
  const declined = (reason: string): SessionPayment => ({
    state: 'settled',
    payment: { ...base, status: 'declined', paymentId: idOf(session.payment_intent) ?? session.id, reason },
  })
  if (session.status === 'expired') return declined(expiredReason)
  if (declinedBy && session.status === 'complete') return declined(declinedBy)
  return { state: 'pending' }
}
