import type { ChargeLookup, ChargeResult } from '#server/adapters/payments/gateway.ts'

/**
 * When a charge the processor never answered is resumed (ADR 0038). Stripe keeps an Idempotency-Key at least 24
 * hours from its first request: inside that window a repeat with the key is the same charge, after it a repeat may
 * be a second one. So the key is sent again only up to an hour before the window closes (room for clock skew and a
 * lease), and a charge that cannot be found is believed absent only once the window has closed.
 */
export const idempotencyWindowMs = 24 * 60 * 60_000
export const lastChargeSentBeforeMs = 23 * 60 * 60_000

/** After each unanswered try: soon at first (a blip), then every six hours until the window has closed. */
export const unansweredRetryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000]
const laterRetryDelayMs = 6 * 60 * 60_000

/** When an attempt tried `tries` times without an answer is due again. */
export const nextTryAt = (tries: number, now: Date) =>
  new Date(now.getTime() + (unansweredRetryDelaysMs[tries - 1] ?? laterRetryDelayMs))

/** What to do with an attempt that may have been charged, from what the lookup found (null: it got no answer). */
export type Resumption =
  | { next: 'settle'; charge: ChargeResult }
  | { next: 'charge-again' }
  /** unconfirmed: the key's window has closed and the charge is still not known to be settled or absent. */
  | { next: 'wait'; until: Date; unconfirmed: boolean }
  | { next: 'give-up' }

/**
 * A decided charge is settled, whatever its age. One still being decided is waited for. Otherwise, inside the
 * window the same request is sent again (a "none" may only be the processor's lag, and the key makes a repeat
 * safe); after it, nothing is sent: a "none" once the window has closed ends the attempt, and a lookup without
 * answer is made again later, since the money may be taken.
 */
export function resumeUnanswered(
  found: ChargeLookup | null,
  attempt: { startedAt: Date; tries: number },
  now: Date,
): Resumption {
  if (found?.found === 'settled') return { next: 'settle', charge: found.charge }
  const later = nextTryAt(attempt.tries, now)
  const age = now.getTime() - attempt.startedAt.getTime()
  const windowClosed = age >= idempotencyWindowMs
  if (found?.found === 'pending') return { next: 'wait', until: later, unconfirmed: windowClosed }
  if (age < lastChargeSentBeforeMs) return { next: 'charge-again' }
  if (found?.found === 'none' && windowClosed) return { next: 'give-up' }
  const windowEnd = attempt.startedAt.getTime() + idempotencyWindowMs
  return { next: 'wait', until: new Date(Math.max(later.getTime(), windowEnd)), unconfirmed: windowClosed }
}
