import type { QuantityStep } from '#domain/kernel/enums.ts'
import { pluralUnit } from './unit-quantity.ts'
import { type UnitQuantityRange, lowestQuantity } from './unit-range.ts'
import { stepThousandths, toThousandths } from './unit-steps.ts'

/*
 * The rule of a typed quantity and its words (ADR 0030), apart from the catalogue's display of quantities
 * (unit-quantity.ts): only My List's typed field and the server check one, so product pages do not load them.
 */

/** Why a typed quantity is refused; the API's `fields` and the form say the same. */
export const unitQuantityTexts = {
  /** `units` is the unit's plural ("tonnes"), `unitName` its singular. */
  notANumber: (units: string) => `Enter a number of ${units}.`,
  outOfRange: (min: number, max: number) => (min === max ? `Ask for ${max}.` : `Ask for ${min} to ${max}.`),
  offStep: (units: string, unitName: string, step: QuantityStep) =>
    step === 'whole' ? `Ask for a whole number of ${units}.` : `Ask in tenths of a ${unitName}, like 40.5.`,
}

/**
 * The one rule of a unit's quantity: a number from the unit's minimum to its maximum, in its step. What is wrong,
 * in words, or null when the unit allows it. My List's typed field and the server's check of a submitted list both
 * use it, through `unitQuantitySchema` (domain/my-list/schemas.ts, where zod is loaded only when a list is).
 */
export function unitQuantityIssue(quantity: number, unit: UnitQuantityRange): string | null {
  const thousandths = toThousandths(quantity)
  const min = lowestQuantity(unit)
  const max = Math.max(unit.maxQty, min)
  const offStep = () => unitQuantityTexts.offStep(pluralUnit(unit.unitName), unit.unitName, unit.quantityStep)
  if (thousandths === null) return offStep()
  if (thousandths < min * 1000 || thousandths > max * 1000) return unitQuantityTexts.outOfRange(min, max)
  if (thousandths % stepThousandths[unit.quantityStep] !== 0) return offStep()
  return null
}

export type TypedQuantity = { ok: true; quantity: number } | { ok: false; issue: string }

/**
 * Reads what a person typed ("40", "40.5", " 7 ") and checks it with the unit's rule. Digits with at most one point
 * only: a blank field, "4e1" or "-3" is not a quantity, though Number() would make one of it.
 */
export function readTypedQuantity(text: string, unit: UnitQuantityRange): TypedQuantity {
  const trimmed = text.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed))
    return { ok: false, issue: unitQuantityTexts.notANumber(pluralUnit(unit.unitName)) }
  const quantity = Number(trimmed)
  const issue = unitQuantityIssue(quantity, unit)
  return issue === null ? { ok: true, quantity } : { ok: false, issue }
}
