import { lazy } from '#domain/kernel/lazy.ts'
import type { QuantityStep } from '#domain/kernel/enums.ts'
import { unitQuantityTexts } from './texts.ts'

/**
 * A quantity shows its unit name, plural when more than one ("3 tonnes", "40.5 tonnes", "1 bag"), or
 * "quantity x (unit)" for a custom size ("2 x (1,000 L tote)").
 */
export function formatUnitQuantity(quantity: number, unitName: string, customSize: boolean): string {
  const count = quantityNumber().format(quantity)
  if (customSize) return `${count} x (${unitName})`
  return `${count} ${quantity > 1 ? pluralUnit(unitName) : unitName}`
}

/** A fixed locale, so the server and the browser write "1,000" and "40.5" alike; tenths are the finest step. */
const quantityNumber = lazy(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }))

/** English plural of a unit name's last word: tonne → tonnes, box → boxes, bulk sack → bulk sacks. */
export function pluralUnit(unitName: string): string {
  if (/(s|x|z|ch|sh)$/i.test(unitName)) return `${unitName}es`
  if (/[^aeiou]y$/i.test(unitName)) return `${unitName.slice(0, -1)}ies`
  return `${unitName}s`
}

/*
 * Typed quantities (issue 26, ADR 0030). A quantity travels as a JSON number (the spec's `quantity`), but every
 * check and every sum works on integer thousandths of the unit, so 0.1 + 0.2 never drifts and "40.1 t" is exact.
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

/** A quantity moved by whole units (plus and minus), computed in thousandths so tenths stay exact. */
export const addWholeUnits = (quantity: number, units: number) =>
  fromThousandths(Math.round(quantity * 1000) + units * 1000)

/** Spec 5: plus is blocked above 5, so it reaches 6. A unit's maximum is never below that, nor below its minimum. */
export const plusReaches = 6
export const leastMaxQty = (minQty: number) => Math.max(plusReaches, minQty)

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
