/**
 * A quote's money, in integer cents: each line is quantity × unit price rounded to the cent, HST applies to the
 * lines and the delivery fee (Ontario taxes delivery), and the rate is kept in basis points (1300 = 13 %) so no
 * floating-point rate ever meets a cent.
 */

export interface PricedLine {
  quantity: number
  unitPriceCents: number
}

export interface QuoteTotals {
  subtotalCents: number
  deliveryFeeCents: number
  taxCents: number
  totalCents: number
}

/** Quantities have at most three decimals: scale to thousandths first, so 0.1 t × 333 ¢ stays exact. */
export const lineTotalCents = (line: PricedLine) =>
  Math.round((Math.round(line.quantity * 1000) * line.unitPriceCents) / 1000)

export function quoteTotals(
  lines: readonly PricedLine[],
  deliveryFeeCents: number,
  taxRateBasisPoints: number,
): QuoteTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
  const taxCents = Math.round(((subtotalCents + deliveryFeeCents) * taxRateBasisPoints) / 10_000)
  return {
    subtotalCents,
    deliveryFeeCents,
    taxCents,
    totalCents: subtotalCents + deliveryFeeCents + taxCents,
  }
}

/** "13 %" of 1300, "13.5 %" of 1350. */
export const taxRateLabel = (basisPoints: number) => `${basisPoints / 100} %`
