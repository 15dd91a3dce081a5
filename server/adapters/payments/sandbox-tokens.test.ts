import { expect, test } from 'vitest'
import { PaymentTicketError } from './gateway.ts'
import { readToken, signToken } from './signed-token.ts'
import {
  readSession,
  signSession,
  signTicket,
  ticketToleranceSeconds,
  verifyTicket,
} from './sandbox-tokens.ts'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const issued = new Date('2026-11-21T15:00:00Z')
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000)
const payment = {
  status: 'approved' as const,
  paymentId: 'pay_123',
  amountCents: 50_000,
  checkoutId: 'chk_abc',
}

function refusal(ticket: string, now: Date): string | null {
  try {
    verifyTicket(ticket, secret, now)
    return null
  } catch (error) {
    return error instanceof PaymentTicketError ? error.reason : 'other'
  }
}

test('a ticket verifies with its payment up to 300 seconds after it was issued', () => {
  const ticket = signTicket(payment, secret, issued)
  expect(verifyTicket(ticket, secret, issued)).toEqual(payment)
  expect(verifyTicket(ticket, secret, later(ticketToleranceSeconds))).toEqual(payment)
  expect(refusal(ticket, later(ticketToleranceSeconds + 1))).toBe('expired')
})

test('a declined ticket carries its reason', () => {
  const declined = { ...payment, status: 'declined' as const, reason: 'Your card was declined.' }
  expect(verifyTicket(signTicket(declined, secret, issued), secret, issued)).toEqual(declined)
})

test('altered, re-signed with another secret, truncated or far-future tickets are invalid', () => {
  const ticket = signTicket(payment, secret, issued)
  const [body, signature] = ticket.split('.') as [string, string]
  const richer = Buffer.from(
    JSON.stringify({
      ...payment,
      amountCents: 5_000_000,
      issuedAt: issued.getTime() / 1000,
      purpose: 'ticket',
    }),
  ).toString('base64url')
  expect(refusal(`${richer}.${signature}`, issued)).toBe('invalid')
  expect(refusal(`${body}.${signature.slice(0, -2)}xx`, issued)).toBe('invalid')
  expect(refusal(signTicket(payment, 'another-secret-that-is-long-enough-987654', issued), issued)).toBe(
    'invalid',
  )
  expect(refusal(body, issued)).toBe('invalid')
  expect(refusal(`${ticket}.extra`, issued)).toBe('invalid')
  expect(refusal('', issued)).toBe('invalid')
  expect(refusal(signTicket(payment, secret, later(600)), issued)).toBe('invalid')
})

test('a token made for one purpose is worthless for another', () => {
  const session = signToken('session', { ...payment, issuedAt: issued.getTime() / 1000 }, secret)
  expect(refusal(session, issued)).toBe('invalid')
  expect(readToken('ticket', session, secret)).toBeNull()
  expect(readToken('session', session, secret)).toMatchObject({ purpose: 'session', paymentId: 'pay_123' })
})

test('a payment page session belongs to one checkout and lasts 30 minutes', () => {
  const session = {
    checkoutId: 'chk_abc',
    amountCents: 50_000,
    description: 'Salt Card',
    returnPath: '/profile/load-card?card=1',
  }
  const token = signSession(session, secret, issued)
  expect(readSession(token, 'chk_abc', secret, later(29 * 60))).toEqual(session)
  expect(readSession(token, 'chk_other', secret, issued)).toBeNull()
  expect(readSession(token, 'chk_abc', secret, later(31 * 60))).toBeNull()
  expect(readSession(`${token}x`, 'chk_abc', secret, issued)).toBeNull()
})
