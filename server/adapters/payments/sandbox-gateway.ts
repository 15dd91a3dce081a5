import { randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import type { Checkout, CheckoutRequest, PaymentGateway, PaymentSetup, VerifiedPayment } from './gateway.ts'
import { sandboxCharge, sandboxFindCharge } from './sandbox-charges.ts'
import type { SetupOutcome } from './sandbox-saved-cards.ts'
import {
  type SetupSession,
  readSetupSession,
  signMethodRef,
  signSetupSession,
  signSetupTicket,
  verifySetupTicket,
} from './sandbox-setup-tokens.ts'
import { type PageSession, readSession, signSession, signTicket, verifyTicket } from './sandbox-tokens.ts'

export interface SandboxGatewayOptions {
  secret: string
  now: () => Date
  /** Shown on the payment page as the merchant. */
  merchantName: string
  /** Where the sandbox records its off-session charges (their idempotency keys). */
  db: Db
}

/** The sandbox as a processor: the gateway half, plus what its hosted page (server/http/sandbox-pay.ts) needs. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox'
  readonly merchantName: string
  openSession(checkoutId: string, sessionToken: string): PageSession | null
  /** Ends the page's part: signs the outcome into a ticket and says where to send the customer. */
  complete(
    session: PageSession,
    outcome: { status: 'approved' } | { status: 'declined'; reason: string },
  ): string
  openSetupSession(setupId: string, sessionToken: string): SetupSession | null
  /** Ends the setup page's part: the saved card (or the refusal) signed into a ticket, and where to go. */
  completeSetup(
    session: SetupSession,
    outcome: SetupOutcome | { status: 'cancelled'; reason: string },
  ): string
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

/** The path and query of the return URL: the sandbox page lives on our own origin. */
function returnPathOf(returnUrl: string): string {
  const url = new URL(returnUrl, 'http://sandbox.invalid')
  return `${url.pathname}${url.search}`
}

/** Puts the ticket first, as processors do: /profile/load-card?ticket=…&card=12 */
function withTicket(returnPath: string, ticket: string): string {
  const url = new URL(returnPath, 'http://sandbox.invalid')
  const params = new URLSearchParams({ ticket })
  for (const [name, value] of url.searchParams) if (name !== 'ticket') params.append(name, value)
  return `${url.pathname}?${params.toString()}`
}

/**
 * The built-in sandbox processor (the default, ADR 0004). A checkout is a signed session in the payment page's URL;
 * the page's outcome comes back as an HMAC-signed ticket that only this server can verify.
 */
export function sandboxGateway({ secret, now, merchantName, db }: SandboxGatewayOptions): SandboxGateway {
  return {
    name: 'sandbox',
    movesRealMoney: false,
    merchantName,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const checkoutId = randomId('chk')
      const session = signSession(
        {
          checkoutId,
          amountCents: request.amountCents,
          description: `Salt Card ${request.card.cardNo} (${request.card.name})`,
          returnPath: returnPathOf(request.returnUrl),
        },
        secret,
        now(),
      )
      return { checkoutId, redirectUrl: `/pay/sandbox/${checkoutId}?session=${session}` }
    },
    async verifyReturn(ticket: string): Promise<VerifiedPayment> {
      return verifyTicket(ticket, secret, now())
    },
    openSession: (checkoutId, sessionToken) => readSession(sessionToken, checkoutId, secret, now()),
    complete(session, outcome) {
      const payment: VerifiedPayment = {
        status: outcome.status,
        paymentId: randomId('pay'),
        amountCents: session.amountCents,
        checkoutId: session.checkoutId,
        ...(outcome.status === 'declined' ? { reason: outcome.reason } : {}),
      }
      return withTicket(session.returnPath, signTicket(payment, secret, now()))
    },
    async createSetup(request): Promise<PaymentSetup> {
      const setupId = randomId('setup')
      const session = signSetupSession(
        {
          setupId,
          description: `Salt Card ${request.card.cardNo} (${request.card.name})`,
          returnPath: returnPathOf(request.returnUrl),
        },
        secret,
        now(),
      )
      return { setupId, redirectUrl: `/pay/sandbox/setup/${setupId}?session=${session}` }
    },
    verifySetup: async (ticket) => verifySetupTicket(ticket, secret, now()),
    chargeSaved: (charge) => sandboxCharge(db, secret, charge, now()),
    findCharge: (query) => sandboxFindCharge(db, query),
    openSetupSession: (setupId, sessionToken) => readSetupSession(sessionToken, setupId, secret, now()),
    completeSetup(session, outcome) {
      const { setupId } = session
      const verified =
        outcome.status === 'saved'
          ? {
              setupId,
              status: 'saved' as const,
              method: {
                methodRef: signMethodRef(outcome.behaviour, secret),
                customerRef: null,
                brand: outcome.brand,
                last4: outcome.last4,
              },
            }
          : { setupId, status: 'cancelled' as const, reason: outcome.reason }
      return withTicket(session.returnPath, signSetupTicket(verified, secret, now()))
    },
  }
}
