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

/** A hosted page that saves a payment card for later charges (autoload, ADR 0028); nothing is charged there. */
export interface SetupRequest {
  account: { id: number; customerNo: string; name: string; eMail: string }
  card: { id: number; cardNo: string; name: string }
  /** Where the processor sends the customer back; it adds its `ticket` parameter. */
  returnUrl: string
  /** The processor's customer a previous setup of this card made, to attach the new card to. */
  customerRef: string | null
}

export interface PaymentSetup {
  setupId: string
  redirectUrl: string
}

/** What we keep of a saved card: the processor's reference, and what the customer recognises it by. */
export interface SavedMethod {
  methodRef: string
  customerRef: string | null
  brand: string
  last4: string
}

export type VerifiedSetup =
  | { setupId: string; status: 'saved'; method: SavedMethod }
  | { setupId: string; status: 'cancelled'; reason: string }

/** A charge of a saved card without the customer present. */
export interface OffSessionCharge {
  methodRef: string
  customerRef: string | null
  amountCents: number
  /** The same key answers the first charge again and charges nothing new (processors keep it at least 24 hours). */
  idempotencyKey: string
  description: string
  metadata: Record<string, string>
}

export interface ChargeResult {
  status: 'approved' | 'declined'
  paymentId: string
  amountCents: number
  reason?: string
}

/** Which off-session charge to look up at the processor: the one sent with this idempotency key (ADR 0038). */
export interface ChargeQuery {
  idempotencyKey: string
  /** The processor's customer the charge was made for; its list is read-after-write consistent. */
  customerRef: string | null
  /** When the first request with the key was sent: the charge cannot be older. */
  since: Date
}

/**
 * What the processor holds of a charge: decided (approved or declined), made but not decided yet, or nothing. A
 * "none" is proof only as good as the processor's consistency: the caller decides when to believe it.
 */
export type ChargeLookup =
  { found: 'settled'; charge: ChargeResult } | { found: 'pending'; paymentId: string } | { found: 'none' }

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
  createSetup(request: SetupRequest): Promise<PaymentSetup>
  /** Verifies a setup's returned ticket; throws PaymentTicketError when it was altered or is too old. */
  verifySetup(ticket: string): Promise<VerifiedSetup>
  /** Throws PaymentServiceError when the processor's answer is unknown: retry with the same idempotency key. */
  chargeSaved(charge: OffSessionCharge): Promise<ChargeResult>
  /** Throws PaymentServiceError when the processor does not answer the lookup. */
  findCharge(query: ChargeQuery): Promise<ChargeLookup>
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
