import { lazy } from '#domain/kernel/lazy.ts'

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
