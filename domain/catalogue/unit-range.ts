import type { QuantityStep } from '#domain/kernel/enums.ts'

/*
 * A unit's range and the arithmetic of plus and minus on typed quantities (ADR 0030), apart from the steps'
 * checks (unit-steps.ts) and their words (typed-quantity.ts): My List's store needs only this, and every public page
 * loads the store. A quantity travels as a JSON number (the spec's `quantity`), but every check and every sum works on
 * integer thousandths of the unit, so 0.1 + 0.2 never drifts and "40.1 t" is exact.
 */

/** What a unit allows: at least minQty (and at least 1), at most maxQty (staff set it), in its step. */
export interface UnitQuantityRange {
  unitName: string
  minQty: number
  maxQty: number
  quantityStep: QuantityStep
}

export const fromThousandths = (thousandths: number) => thousandths / 1000

/** The least a unit can be asked for: its minimum, and never less than one. */
export const lowestQuantity = (unit: Pick<UnitQuantityRange, 'minQty'>) => Math.max(1, unit.minQty)

/** A quantity moved by whole units (plus and minus), computed in thousandths so tenths stay exact. */
export const addWholeUnits = (quantity: number, units: number) =>
  fromThousandths(Math.round(quantity * 1000) + units * 1000)
