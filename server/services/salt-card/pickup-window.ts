/**
 * When a scale ticket may have been printed. A scale house sends its tickets as it prints them, or resends them
 * after an outage, so a week back covers a long weekend's backlog; a few minutes ahead allow for a scale's clock
 * running fast. Anything else is a typo or a replayed old ticket, and debiting it would surprise the customer.
 */
export const pickupWindow = { backMs: 7 * 24 * 60 * 60_000, aheadMs: 5 * 60_000 } as const

export type PrintedTimeProblem = 'too-old' | 'in-the-future'

/** Why a ticket printed at `printedAt` may not be booked `now`, or null when it may. */
export function printedTimeProblem(printedAt: Date, now: Date): PrintedTimeProblem | null {
  const ageMs = now.getTime() - printedAt.getTime()
  if (ageMs > pickupWindow.backMs) return 'too-old'
  if (-ageMs > pickupWindow.aheadMs) return 'in-the-future'
  return null
}
