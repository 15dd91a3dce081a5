import type { Stripe } from 'stripe'
import { describe, expect, test } from 'vitest'
import type { OffSessionCharge } from './gateway.ts'
import {
  chargeOfError,
  chargeOfPaymentIntent,
  offSessionChargeParams,
  savedMethodOfSession,
  setupExpiredReason,
  setupSessionParams,
} from './stripe-autoload.ts'

const account = { id: 7, customerNo: 'C-100', name: 'Pat Plower', eMail: 'pat@example.test' }
const card = { id: 12, cardNo: '7000000000001', name: 'Plow truck' }

const charge: OffSessionCharge = {
  methodRef: 'pm_1',
  customerRef: 'cus_1',
  amountCents: 50_000,
  idempotencyKey: 'autoload-card12-crossing3',
  description: 'Autoload of Salt Card 7000000000001',
  metadata: { purpose: 'autoload', attempt: 'autoload-card12-crossing3' },
}

describe('setupSessionParams', () => {
  test('a Checkout Session in setup mode, in CAD, cards only, on the customer, with our ids in its metadata', () => {
    const metadata = { purpose: 'autoload', accountId: '7', cardId: '12', cardNo: '7000000000001' }
    expect(
      setupSessionParams(
        { account, card, returnUrl: 'https://salt.test/profile/autoload?card=12', customerRef: 'cus_1' },
        {
          successUrl: 'https://salt.test/profile/autoload?card=12&ticket={CHECKOUT_SESSION_ID}',
          expiresAt: 1_900_000_000,
          merchantName: 'Salt Co',
        },
      ),
    ).toEqual({
      mode: 'setup',
      currency: 'cad',
      customer: 'cus_1',
      allowed_payment_method_types: ['card'],
      client_reference_id: 'C-100',
      metadata,
      setup_intent_data: {
        description: 'Salt Co: autoload of Salt Card 7000000000001 (Plow truck)',
        metadata,
      },
      success_url: 'https://salt.test/profile/autoload?card=12&ticket={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://salt.test/profile/autoload?card=12',
      expires_at: 1_900_000_000,
    })
  })
})

/** A completed setup session with its SetupIntent and card expanded, as retrieve(…, { expand }) answers it. */
const setupSession = (fields: Partial<Stripe.Checkout.Session> = {}, intentStatus = 'succeeded') =>
  ({
    id: 'cs_test_setup1',
    mode: 'setup',
    status: 'complete',
    customer: 'cus_1',
    setup_intent: {
      id: 'seti_1',
      status: intentStatus,
      payment_method: { id: 'pm_1', type: 'card', customer: 'cus_1', card: { brand: 'visa', last4: '4242' } },
    },
    ...fields,
  }) as unknown as Stripe.Checkout.Session

describe('savedMethodOfSession', () => {
  test('complete with a succeeded SetupIntent: the PaymentMethod, its customer, brand and last four', () => {
    expect(savedMethodOfSession(setupSession())).toEqual({
      setupId: 'cs_test_setup1',
      status: 'saved',
      method: { methodRef: 'pm_1', customerRef: 'cus_1', brand: 'Visa', last4: '4242' },
    })
  })

  test('expired: cancelled; open, unexpanded, not succeeded or a payment session: nothing to trust', () => {
    expect(savedMethodOfSession(setupSession({ status: 'expired' }))).toEqual({
      setupId: 'cs_test_setup1',
      status: 'cancelled',
      reason: setupExpiredReason,
    })
    expect(savedMethodOfSession(setupSession({ status: 'open' }))).toBeNull()
    expect(savedMethodOfSession(setupSession({ setup_intent: 'seti_1' }))).toBeNull()
    expect(savedMethodOfSession(setupSession({}, 'requires_payment_method'))).toBeNull()
    expect(savedMethodOfSession(setupSession({ mode: 'payment' }))).toBeNull()
  })
})

describe('offSessionChargeParams', () => {
  test('a PaymentIntent confirmed at once, off-session, on the saved card and its customer, in CAD', () => {
    expect(offSessionChargeParams(charge)).toEqual({
      amount: 50_000,
      currency: 'cad',
      customer: 'cus_1',
      payment_method: 'pm_1',
      allowed_payment_method_types: ['card'],
      off_session: true,
      confirm: true,
      description: 'Autoload of Salt Card 7000000000001',
      metadata: { purpose: 'autoload', attempt: 'autoload-card12-crossing3' },
    })
  })
})

describe('chargeOfPaymentIntent and chargeOfError', () => {
  const intent = (status: Stripe.PaymentIntent.Status, currency = 'cad') => ({
    id: 'pi_1',
    status,
    amount: 50_000,
    currency,
    last_payment_error: null,
  })

  test('succeeded: approved with the PaymentIntent id; waiting for the customer or failed: declined', () => {
    expect(chargeOfPaymentIntent(intent('succeeded'))).toEqual({
      status: 'approved',
      paymentId: 'pi_1',
      amountCents: 50_000,
    })
    expect(chargeOfPaymentIntent(intent('requires_action'))).toMatchObject({ status: 'declined' })
    expect(chargeOfPaymentIntent(intent('requires_payment_method'))).toMatchObject({
      status: 'declined',
      reason: 'Your card was declined.',
    })
  })

  test('processing, or not in CAD: unknown, so the same key is asked again', () => {
    expect(chargeOfPaymentIntent(intent('processing'))).toBeNull()
    expect(chargeOfPaymentIntent(intent('succeeded', 'usd'))).toBeNull()
  })

  test("a card error is the card's decline; a missing card is a decline; anything else is unknown", () => {
    expect(
      chargeOfError(
        {
          type: 'StripeCardError',
          code: 'card_declined',
          message: 'Your card has insufficient funds.',
          payment_intent: { id: 'pi_9' },
        },
        charge,
      ),
    ).toEqual({
      status: 'declined',
      paymentId: 'pi_9',
      amountCents: 50_000,
      reason: 'Your card has insufficient funds.',
    })
    expect(
      chargeOfError(
        { type: 'StripeInvalidRequestError', code: 'resource_missing', message: 'No such PaymentMethod' },
        charge,
      ),
    ).toMatchObject({
      status: 'declined',
      paymentId: 'declined_autoload-card12-crossing3',
    })
    for (const type of [
      'StripeConnectionError',
      'StripeAPIError',
      'StripeAuthenticationError',
      'StripeIdempotencyError',
    ])
      expect(chargeOfError({ type, message: 'down' }, charge)).toBeNull()
  })
})
