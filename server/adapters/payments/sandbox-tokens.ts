import { z } from 'zod'
import { PaymentTicketError, type VerifiedPayment } from './gateway.ts'
import { readToken, signToken } from './signed-token.ts'

/** How old a return ticket may be when our server verifies it. */
export const ticketToleranceSeconds = 300
/** A ticket stamped a little in the future is clock skew between processes, not an attack. */
const allowedSkewSeconds = 60
/** How long the payment page of a checkout stays usable. */
export const sessionLifetimeSeconds = 30 * 60

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const ticketPayload = z.object({
  checkoutId: z.string().min(1),
  status: z.enum(['approved', 'declined']),
  paymentId: z.string().min(1),
  amountCents: z.number().int().positive(),
  issuedAt: z.number().int(),
  reason: z.string().optional(),
})

/** The return ticket: what the payment page tells our server, signed, with the time it was issued. */
export function signTicket(payment: VerifiedPayment, secret: string, now: Date): string {
  return signToken('ticket', { ...payment, issuedAt: seconds(now) }, secret)
}

/** The payment a ticket carries; throws PaymentTicketError('invalid' | 'expired'). */
export function verifyTicket(ticket: string, secret: string, now: Date): VerifiedPayment {
  const parsed = ticketPayload.safeParse(readToken('ticket', ticket, secret))
  if (!parsed.success) throw new PaymentTicketError('invalid')
  const { issuedAt, reason, ...payment } = parsed.data
  const age = seconds(now) - issuedAt
  if (age < -allowedSkewSeconds) throw new PaymentTicketError('invalid')
  if (age > ticketToleranceSeconds) throw new PaymentTicketError('expired')
  return reason === undefined ? payment : { ...payment, reason }
}

const sessionPayload = z.object({
  checkoutId: z.string().min(1),
  amountCents: z.number().int().positive(),
  description: z.string(),
  returnPath: z.string().startsWith('/'),
  expiresAt: z.number().int(),
})
export type PageSession = Omit<z.infer<typeof sessionPayload>, 'expiresAt'>

/** The payment page's own state, carried in its URL and form: the sandbox keeps nothing in memory or tables. */
export function signSession(session: PageSession, secret: string, now: Date): string {
  return signToken('session', { ...session, expiresAt: seconds(now) + sessionLifetimeSeconds }, secret)
}

/** The session of a checkout's page, or null when altered, for another checkout, or past its lifetime. */
export function readSession(
  token: string,
  checkoutId: string,
  secret: string,
  now: Date,
): PageSession | null {
  const parsed = sessionPayload.safeParse(readToken('session', token, secret))
  if (!parsed.success || parsed.data.checkoutId !== checkoutId || parsed.data.expiresAt < seconds(now))
    return null
  const { expiresAt: _expiresAt, ...session } = parsed.data
  return session
}
