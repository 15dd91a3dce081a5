import type { QuantityStep } from '#domain/kernel/enums.ts'

/*
 * The steps and the least maximum of typed quantities (ADR 0030): what the typed field, the list's check and the
 * admin's unit editor need, apart from unit-range.ts, which every public page loads with My List's store.
 */

/** Thousandths of a unit in one step: a whole unit, or a tenth. */
export const stepThousandths: Record<QuantityStep, number> = { whole: 1000, tenth: 100 }

/** The exact integer thousandths of a quantity, or null when it has finer digits than thousandths (or is no number). */
export function toThousandths(quantity: number): number | null {
  const scaled = quantity * 1000
  const rounded = Math.round(scaled)
  return Number.isFinite(scaled) && Math.abs(scaled - rounded) < 1e-6 ? rounded : null
}

/** The original site's plus is blocked above 5, so it reaches 6. A unit's maximum is never below that, nor below its minimum. */
export const plusReaches = 6
export const leastMaxQty = (minQty: number) => Math.max(plusReaches, minQty)
