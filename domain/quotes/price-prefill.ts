import { centsToDollars } from '#domain/kernel/money.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { QuotePricesAnswer, QuoteUnitPrice } from './answers.ts'

/**
 * The quote editor's start from THE price lookup (ADR 0031): a line shows the customer's price in force at the chosen
 * yard until staff type a price of their own, which then stays whatever the yard or day. Pure, so the form's rules
 * are tested without a browser.
 */

/** A line as the editor holds it: `slug` when it came from the request; `price` counts once `priceTyped`. */
export interface EditorLine {
  slug?: string
  productName: string
  unitName: string
  quantity: string
  price: string
  priceTyped: boolean
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The catalogue unit a line is for: by the product's address when the line came from the request (its name may
 * have changed since), else by the product's and the unit's names as typed (any case and spacing).
 */
export function unitOfLine(units: readonly QuoteUnitPrice[], line: EditorLine): QuoteUnitPrice | undefined {
  return units.find(
    (unit) =>
      sameName(unit.unitName, line.unitName) &&
      (line.slug ? unit.slug === line.slug : sameName(unit.productName, line.productName)),
  )
}

/** The price the line's field shows: the one typed, else the lookup's, else blank (never $0 for "no price"). */
export function shownPrice(line: EditorLine, prices: QuotePricesAnswer | undefined): string {
  if (line.priceTyped) return line.price
  const price = prices && unitOfLine(prices.units, line)?.price
  return price ? centsToDollars(price.cents) : ''
}

/** The delivery fee's field: typed, else the yard's fee in force, else blank. */
export function shownFee(
  fee: { text: string; typed: boolean },
  prices: QuotePricesAnswer | undefined,
): string {
  if (fee.typed) return fee.text
  return prices?.deliveryFeeCents == null ? '' : centsToDollars(prices.deliveryFeeCents)
}

export const quotePriceTexts = {
  yardLabel: 'Yard for prices',
  yardEmpty: 'Choose a yard',
  yardHint:
    'Lines start from the customer’s price at this yard on the delivery day (today until one is chosen).',
  loadFailed: 'The prices could not be read. Type them, or choose the yard again.',
  price: (unit: QuoteUnitPrice, yardName: string) =>
    `${unit.price?.source === 'contract' ? 'Contract price' : 'List price'} at ${yardName}: ${formatCents(unit.price?.cents ?? 0)}`,
  noPrice: (yardName: string) => `No price in force at ${yardName}.`,
  notInCatalogue: 'Not a unit of the catalogue: type the price.',
  fee: (cents: number, yardName: string) => `Delivery fee at ${yardName}: ${formatCents(cents)}`,
  noFee: (yardName: string) => `No delivery fee set for ${yardName}.`,
} as const

/** What the line's price field says of the lookup: the price in force and where it comes from, or why there is none. */
export function linePriceHint(line: EditorLine, prices: QuotePricesAnswer | undefined): string | undefined {
  if (!prices) return undefined
  const unit = unitOfLine(prices.units, line)
  if (!unit) return line.productName.trim() === '' ? undefined : quotePriceTexts.notInCatalogue
  return unit.price
    ? quotePriceTexts.price(unit, prices.yard.name)
    : quotePriceTexts.noPrice(prices.yard.name)
}

/** The fee field's word on the lookup. */
export function feeHint(prices: QuotePricesAnswer | undefined): string | undefined {
  if (!prices) return undefined
  return prices.deliveryFeeCents == null
    ? quotePriceTexts.noFee(prices.yard.name)
    : quotePriceTexts.fee(prices.deliveryFeeCents, prices.yard.name)
}
