/**
 * Dollar amounts staff type (a balance adjustment, a low-balance threshold), parsed digit by digit into whole cents
 * so 0.1 + 0.2 never becomes 30.000000000000004 cents.
 */

/** "250", "250.5", "1,250.99", "$ 12.30"; at most nine digits of dollars, so the cents stay a safe integer. */
const dollarsPattern = /^\$?\s*(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})(?:\.(\d{1,2}))?$/

/** Whole cents of a dollar amount, or null when the text is not one (a sign, three decimals, letters). */
export function dollarsToCents(text: string): number | null {
  const match = dollarsPattern.exec(text.trim())
  if (!match) return null
  const dollars = Number((match[1] ?? '').replaceAll(',', ''))
  return dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as the plain dollar text a form field holds: 12345 → "123.45", 5 → "0.05". */
export function centsToDollars(cents: number): string {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
