/** Where a customer's price came from: their contract, or the list. */
export type PriceSource = 'contract' | 'list'

export interface PriceInForce {
  cents: number
  source: PriceSource
}

/** HST as basis points (1300 = 13 %), the configured rate; taxes are always shown apart from prices. */
export function taxCents(netCents: number, rateBasisPoints: number): number {
  return Math.round((netCents * rateBasisPoints) / 10_000)
}

/** A quantity times a unit price, rounded to the cent (a tenth of a tonne at $82.55 is $8.26). */
export function lineCents(quantity: number, unitCents: number): number {
  return Math.round(quantity * unitCents)
}

/**
 * Whether a scale ticket's amount and the shop's price per tonne differ by more than a cent per tonne. In whole
 * units (cents and thousandths of a tonne), so no floating point decides it: |sent − price × t| > 1 ¢ × t.
 */
export function pickupPriceDiffers(
  sentCents: number,
  milliTonnes: number,
  pricePerTonneCents: number,
): boolean {
  return Math.abs(sentCents * 1000 - pricePerTonneCents * milliTonnes) > milliTonnes
}

/** The unit a scale ticket's tonnes are priced in. */
export const tonneUnitName = 'tonne'
