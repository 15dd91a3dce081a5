import type { CheckedListItem } from '#domain/my-list/answers.ts'
import { type SubmittedItem, maxItemQuantity } from '#domain/my-list/schemas.ts'
import { pairKey } from './catalog-items.ts'

/** An item as a list request stores it: what was asked for, named as the catalogue names it at that moment. */
export interface StoredListItem {
  slug: string
  unitName: string
  quantity: number
  productName: string
  customSize: boolean
}

export type ListCheck =
  | { ok: true; items: StoredListItem[] }
  /** Field paths such as `list.2.quantity`, as the API's `fields` names them. */
  | { ok: false; fields: Record<string, string> }

/**
 * Checks a submitted list against the units on offer: each product published with that unit, and a whole quantity
 * from the unit's minQty (at least 1) up to what the plus button allows (6, or minQty when that is higher).
 */
export function checkList(items: SubmittedItem[], offered: CheckedListItem[]): ListCheck {
  const units = new Map(offered.map((unit) => [pairKey(unit), unit]))
  const offeredSlugs = new Set(offered.map((unit) => unit.slug))
  const fields: Record<string, string> = {}
  const stored: StoredListItem[] = []
  for (const [index, item] of items.entries()) {
    const unit = units.get(pairKey(item))
    if (!unit) {
      if (offeredSlugs.has(item.slug))
        fields[`list.${index}.unitName`] = 'This product is not sold by this unit.'
      else fields[`list.${index}.slug`] = 'This product is no longer available.'
      continue
    }
    const min = Math.max(1, unit.minQty)
    const max = maxItemQuantity(min)
    if (!Number.isInteger(item.quantity) || item.quantity < min || item.quantity > max) {
      fields[`list.${index}.quantity`] = min === max ? `Ask for ${max}.` : `Ask for ${min} to ${max}.`
      continue
    }
    stored.push({
      slug: unit.slug,
      unitName: unit.unitName,
      quantity: item.quantity,
      productName: unit.productName,
      customSize: unit.customSize,
    })
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, items: stored }
}
