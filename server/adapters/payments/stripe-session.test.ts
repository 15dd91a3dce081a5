import type { Stripe } from 'stripe'
import { describe, expect, test } from 'vitest'
import { expiredReason, failedReason, paymentOfSession } from './stripe-session.ts'

/** The fields paymentOfSession reads, over a paid $500 session; the rest of Stripe's object does not matter here. */
const session = (fields: Partial<Stripe.Checkout.Session> = {}) =>
  ({
    id: 'cs_test_a1',
    amount_total: 50_000,
    currency: 'cad',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_1',
    ...fields,
  }) as Stripe.Checkout.Session

describe('paymentOfSession', () => {
  test('complete and paid: approved, the PaymentIntent is the payment id (expanded or not)', () => {
    const approved = { checkoutId: 'cs_test_a1', amountCents: 50_000, status: 'approved', paymentId: 'pi_1' }
    expect(paymentOfSession(session())).toEqual({ state: 'settled', payment: approved })
    expect(paymentOfSession(session({ payment_intent: { id: 'pi_1' } as Stripe.PaymentIntent }))).toEqual({
      state: 'settled',
      payment: approved,
    })
    expect(paymentOfSession(session({ payment_intent: null }))).toMatchObject({
      payment: { paymentId: 'cs_test_a1' },
    })
  })

  test('expired: declined with the reason; a failed delayed payment: declined when the event says so', () => {
    expect(
      paymentOfSession(session({ status: 'expired', payment_status: 'unpaid', payment_intent: null })),
    ).toEqual({
      state: 'settled',
      payment: {
        checkoutId: 'cs_test_a1',
        amountCents: 50_000,
        status: 'declined',
        paymentId: 'cs_test_a1',
        reason: expiredReason,
      },
    })
    const unpaid = session({ payment_status: 'unpaid' })
    expect(paymentOfSession(unpaid)).toEqual({ state: 'pending' })
    expect(paymentOfSession(unpaid, failedReason)).toMatchObject({
      payment: { status: 'declined', reason: failedReason, paymentId: 'pi_1' },
    })
  })

  test('open sessions are pending, even with a decline reason', () => {
    const open = session({ status: 'open', payment_status: 'unpaid', payment_intent: null })
    expect(paymentOfSession(open)).toEqual({ state: 'pending' })
    expect(paymentOfSession(open, failedReason)).toEqual({ state: 'pending' })
  })

  test('not CAD, or no whole positive amount: unusable, whatever its status', () => {
    expect(paymentOfSession(session({ currency: 'usd' }))).toEqual({
      state: 'unusable',
      problem: 'currency usd',
    })
    expect(paymentOfSession(session({ currency: null }))).toEqual({
      state: 'unusable',
      problem: 'currency none',
    })
    for (const amount_total of [null, 0, -5, 12.5])
      expect(paymentOfSession(session({ amount_total }))).toMatchObject({ state: 'unusable' })
  })
})
