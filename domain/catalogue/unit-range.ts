import type { QuantityStep } from '#domain/kernel/enums.ts'

/*
 * A unit's range and the arithmetic of typed quantities (issue 26, ADR 0030), apart from their words and checks
 * (unit-quantity.ts): My List's store needs only this, and every public page loads the store. A quantity travels as
 * a JSON number (the spec's `quantity`), but every check and every sum works on integer thousandths of the unit, so
 * 0.1 + 0.2 never drifts and "40.1 t" is exact.
 */

/** Thousandths of a unit in one step: a whole unit, or a tenth. */
export const stepThousandths: Record<QuantityStep, number> = { whole: 1000, tenth: 100 }

/** What a unit allows: at least minQty (and at least 1), at most maxQty (staff set it), in its step. */
export interface UnitQuantityRange {
  unitName: string
  minQty: number
  maxQty: number
  quantityStep: QuantityStep
}

/** The exact integer thousandths of a quantity, or null when it has finer digits than thousandths (or is no number). */
export function toThousandths(quantity: number): number | null {
  const scaled = quantity * 1000
  const rounded = Math.round(scaled)
  return Number.isFinite(scaled) && Math.abs(scaled - rounded) < 1e-6 ? rounded : null
}

export const fromThousandths = (thousandths: number) => thousandths / 1000

/** The least a unit can be asked for: its minimum, and never less than one. */
export const lowestQuantity = (unit: Pick<UnitQuantityRange, 'minQty'>) => Math.max(1, unit.minQty)

/** A quantity moved by whole units (plus and minus), computed in thousandths so tenths stay exact. */
export const addWholeUnits = (quantity: number, units: number) =>
  fromThousandths(Math.round(quantity * 1000) + units * 1000)

/** Spec 5: plus is blocked above 5, so it reaches 6. A unit's maximum is never below that, nor below its minimum. */
export const plusReaches = 6
export const leastMaxQty = (minQty: number) => Math.max(plusReaches, minQty)
