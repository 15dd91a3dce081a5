import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { PaymentTicketError, type VerifiedSetup } from './gateway.ts'
import type { SavedCardBehaviour } from './sandbox-saved-cards.ts'
import { sessionLifetimeSeconds, ticketToleranceSeconds } from './sandbox-tokens.ts'
import { readToken, signToken } from './signed-token.ts'

/**
 * The sandbox's setup page keeps no state, as its payment page does: the setup travels in a signed session, its
 * outcome comes back in a signed ticket, and the saved card's reference is itself signed, so only this server's
 * sandbox can charge it and nobody can make one up.
 */

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const allowedSkewSeconds = 60

const setupSessionPayload = z.object({
  setupId: z.string().min(1),
  description: z.string(),
  returnPath: z.string().startsWith('/'),
  expiresAt: z.number().int(),
})
export type SetupSession = Omit<z.infer<typeof setupSessionPayload>, 'expiresAt'>

export function signSetupSession(session: SetupSession, secret: string, now: Date): string {
  return signToken('setup-session', { ...session, expiresAt: seconds(now) + sessionLifetimeSeconds }, secret)
}

export function readSetupSession(
  token: string,
  setupId: string,
  secret: string,
  now: Date,
): SetupSession | null {
  const parsed = setupSessionPayload.safeParse(readToken('setup-session', token, secret))
  if (!parsed.success || parsed.data.setupId !== setupId || parsed.data.expiresAt < seconds(now)) return null
  const { expiresAt: _expiresAt, ...session } = parsed.data
  return session
}

const methodPayload = z.object({ id: z.string(), declines: z.string().nullable() })

/** A saved card's reference: `pm_sbx.` and a signed token of how the test card behaves. */
export function signMethodRef(behaviour: SavedCardBehaviour, secret: string): string {
  const id = randomBytes(9).toString('base64url')
  return `pm_sbx.${signToken('method', { id, declines: behaviour.declines }, secret)}`
}

/** How a saved card behaves, or null for a reference this sandbox did not issue. */
export function readMethodRef(methodRef: string, secret: string): SavedCardBehaviour | null {
  if (!methodRef.startsWith('pm_sbx.')) return null
  const parsed = methodPayload.safeParse(readToken('method', methodRef.slice('pm_sbx.'.length), secret))
  return parsed.success ? { declines: parsed.data.declines } : null
}

const setupTicketPayload = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    setupId: z.string().min(1),
    methodRef: z.string().min(1),
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    issuedAt: z.number().int(),
  }),
  z.object({
    status: z.literal('cancelled'),
    setupId: z.string().min(1),
    reason: z.string(),
    issuedAt: z.number().int(),
  }),
])

export function signSetupTicket(setup: VerifiedSetup, secret: string, now: Date): string {
  const payload =
    setup.status === 'saved'
      ? {
          status: 'saved',
          setupId: setup.setupId,
          methodRef: setup.method.methodRef,
          brand: setup.method.brand,
          last4: setup.method.last4,
        }
      : setup
  return signToken('setup-ticket', { ...payload, issuedAt: seconds(now) }, secret)
}

/** The setup a ticket carries; throws PaymentTicketError('invalid' | 'expired'). */
export function verifySetupTicket(ticket: string, secret: string, now: Date): VerifiedSetup {
  const parsed = setupTicketPayload.safeParse(readToken('setup-ticket', ticket, secret))
  if (!parsed.success) throw new PaymentTicketError('invalid')
  const age = seconds(now) - parsed.data.issuedAt
  if (age < -allowedSkewSeconds) throw new PaymentTicketError('invalid')
  if (age > ticketToleranceSeconds) throw new PaymentTicketError('expired')
  const { data } = parsed
  if (data.status === 'cancelled') return { setupId: data.setupId, status: 'cancelled', reason: data.reason }
  const { methodRef, brand, last4 } = data
  return { setupId: data.setupId, status: 'saved', method: { methodRef, brand, last4, customerRef: null } }
}
