/**
 * The arithmetic of the card ledger, kept pure so every rule is unit-tested: money in integer cents, a balance
 * that never goes below zero, and never past what the integer columns hold.
 */

/** The largest value of a PostgreSQL `integer` column (amount_cents, balance_after_cents). */
export const maxCents = 2_147_483_647

export type BalanceResult =
  | { ok: true; balanceAfterCents: number }
  | { ok: false; reason: 'insufficient-funds' | 'balance-limit' | 'invalid-amount' }

/** The balance after adding a signed amount to the previous balance, or why that entry cannot be written. */
export function nextBalance(previousCents: number, amountCents: number): BalanceResult {
  if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > maxCents) {
    return { ok: false, reason: 'invalid-amount' }
  }
  const balanceAfterCents = previousCents + amountCents
  if (balanceAfterCents < 0) return { ok: false, reason: 'insufficient-funds' }
  if (balanceAfterCents > maxCents) return { ok: false, reason: 'balance-limit' }
  return { ok: true, balanceAfterCents }
}

/** Loads add money, pickups take it away: the sign the ledger stores for a positive amount of each type. */
export function signedAmount(type: 'load' | 'pickup', cents: number): number {
  return type === 'load' ? cents : -cents
}

export interface LowBalanceState {
  beforeCents: number
  afterCents: number
  thresholdCents: number
  /** The card's flag: the alert for the current stretch below the threshold was already sent. */
  alerted: boolean
}

/**
 * Once per crossing: an entry that takes the balance from at or above the threshold to below it sends the alert,
 * unless it was already sent; an entry that brings the balance back to the threshold or above re-arms it.
 */
export function lowBalanceTransition({ beforeCents, afterCents, thresholdCents, alerted }: LowBalanceState): {
  sendAlert: boolean
  alerted: boolean
} {
  if (afterCents >= thresholdCents) return { sendAlert: false, alerted: false }
  const crossed = beforeCents >= thresholdCents
  if (crossed && !alerted) return { sendAlert: true, alerted: true }
  return { sendAlert: false, alerted }
}

/** Cents as dollars with two decimals and no grouping, for CSV files and ERP documents: -123456 → "-1234.56". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
