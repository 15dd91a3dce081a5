import type { LoadFundsLimits } from './answers.ts'
import { lazy } from '#domain/kernel/lazy.ts'

/** Used until the server's configuration says otherwise (min $50, max $10,000). */
export const defaultLoadFundsLimits: LoadFundsLimits = { minCents: 5_000, maxCents: 1_000_000 }

/** The limits from the root loader's public config (`loadFunds`), or the defaults when it carries none. */
export function loadFundsLimits(config: { loadFunds?: LoadFundsLimits }): LoadFundsLimits {
  return config.loadFunds ?? defaultLoadFundsLimits
}

const cad = lazy(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }))

/** Cents as Canadian dollars: 125000 → "$1,250.00". */
export const formatCents = (cents: number) => cad().format(cents / 100)

export type LoadAmount = { ok: true; cents: number } | { ok: false; message: string }

/** Dollars with up to two decimals; thousands separators and a leading $ are allowed ("$1,250.50"). */
const dollarsPattern = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * What a customer typed into Amount (dollars) → whole cents within the limits, or the reason it is not
 * acceptable. Parsed digit by digit so 0.1 + 0.2 never becomes 30.000000000000004 cents.
 */
export function parseLoadAmount(input: string, limits: LoadFundsLimits): LoadAmount {
  const match = dollarsPattern.exec(input.trim())
  if (!match) return { ok: false, message: 'Enter an amount in dollars, such as 250 or 250.50.' }
  const dollars = Number((match[1] ?? '').replaceAll(',', ''))
  const cents = dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  if (cents < limits.minCents || cents > limits.maxCents) return { ok: false, message: limitsText(limits) }
  return { ok: true, cents }
}

export const limitsText = ({ minCents, maxCents }: LoadFundsLimits) =>
  `Enter an amount from ${formatCents(minCents)} to ${formatCents(maxCents)}.`
