import type { Stripe } from 'stripe'
import { describe, expect, test } from 'vitest'
import { attemptSearchQuery, chargeLookupOf } from './stripe-autoload.ts'

const key = 'autoload-card12-crossing3'
const declineError = { message: 'Your card was declined.' } as Stripe.PaymentIntent.LastPaymentError
const intent = (id: string, status: Stripe.PaymentIntent.Status, attempt: string | null = key) => ({
  id,
  status,
  amount: 50_000,
  currency: 'cad',
  last_payment_error: status === 'requires_payment_method' ? declineError : null,
  metadata: (attempt === null ? {} : { attempt }) as Stripe.Metadata,
})

describe('chargeLookupOf', () => {
  test("only the attempt's own PaymentIntents count; none of them is none", () => {
    expect(chargeLookupOf([], key)).toEqual({ found: 'none' })
    const others = [
      intent('pi_other', 'succeeded', 'autoload-card12-crossing2'),
      intent('pi_manual', 'succeeded', null),
    ]
    expect(chargeLookupOf(others, key)).toEqual({ found: 'none' })
  })

  test('succeeded wins (the money is taken), then one still processing, then a decline', () => {
    const declined = intent('pi_declined', 'requires_payment_method')
    const processing = intent('pi_processing', 'processing')
    const succeeded = intent('pi_succeeded', 'succeeded')
    expect(chargeLookupOf([declined, processing, succeeded], key)).toEqual({
      found: 'settled',
      charge: { status: 'approved', paymentId: 'pi_succeeded', amountCents: 50_000 },
    })
    expect(chargeLookupOf([declined, processing], key)).toEqual({
      found: 'pending',
      paymentId: 'pi_processing',
    })
    expect(chargeLookupOf([declined, intent('pi_cancelled', 'canceled')], key)).toEqual({
      found: 'settled',
      charge: {
        status: 'declined',
        paymentId: 'pi_declined',
        amountCents: 50_000,
        reason: 'Your card was declined.',
      },
    })
  })
})

describe('attemptSearchQuery', () => {
  test('a metadata clause in the Search Query Language, quotes escaped', () => {
    expect(attemptSearchQuery(key)).toBe(`metadata['attempt']:'autoload-card12-crossing3'`)
    expect(attemptSearchQuery(`it's`)).toBe(`metadata['attempt']:'it\\'s'`)
  })
})
