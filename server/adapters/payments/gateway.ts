/**
 * A payment processor as the load-funds service sees it (ADR 0004): create a hosted checkout, send the customer
 * there, and verify server-side what the processor sends back. Card data never touches our code.
 */

export interface CheckoutRequest {
  account: { id: number; customerNo: string; name: string; eMail: string }
  card: { id: number; cardNo: string; name: string }
  amountCents: number
  /** Where the processor sends the customer back; it adds its `ticket` parameter. */
  returnUrl: string
}

export interface Checkout {
  checkoutId: string
  /** The processor's hosted payment page for this checkout. */
  redirectUrl: string
}

export interface VerifiedPayment {
  status: 'approved' | 'declined'
  /** The processor's id of this payment attempt; the ledger's external reference of an approved load. */
  paymentId: string
  amountCents: number
  checkoutId: string
  /** Why it was declined, in words for the customer. */
  reason?: string
}

/** A processor's notice, read from a request whose signature checked out. */
export interface PaymentEvent {
  /** The processor's id of this notice (the same on every redelivery). */
  eventId: string
  type: string
  /** The settled payment it reports; null for notices that settle nothing (other types, a payment not yet made). */
  payment: VerifiedPayment | null
  /** Why a notice settles nothing, for the log. */
  ignored?: string
}

/** The server-to-server half of a processor that reports payments to us by signed webhook (ADR 0007). */
export interface PaymentWebhook {
  /**
   * Verifies the signature over the exact bytes received and reads the event; throws PaymentWebhookError when the
   * signature is missing, wrong or too old.
   */
  readEvent(rawBody: Buffer, header: (name: string) => string | undefined): PaymentEvent
}

export interface PaymentGateway {
  /** Stored with each checkout: which processor it went through. */
  readonly name: string
  /**
   * Whether a payment through it moves real money: false for the sandbox, and for a processor in its test mode (a
   * test API key). Production mode refuses to start unless it is true (server/production-checks.ts).
   */
  readonly movesRealMoney: boolean
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Verifies a returned ticket; throws PaymentTicketError when it was altered or is too old. */
  verifyReturn(ticket: string): Promise<VerifiedPayment>
  /** Present when the processor also confirms payments by webhook; the route is mounted only then. */
  readonly webhook?: PaymentWebhook
}

export class PaymentTicketError extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(reason === 'expired' ? 'The payment ticket has expired.' : 'The payment ticket is not valid.')
  }
}

export class PaymentWebhookError extends Error {}

/** The processor did not answer, or refused our credentials: nothing was charged or credited, try again later. */
export class PaymentServiceError extends Error {}
