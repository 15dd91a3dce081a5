import type { CheckedListItem } from '#domain/my-list/answers.ts'
import { type SubmittedItem, unitQuantitySchema } from '#domain/my-list/schemas.ts'
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
 * Checks a submitted list against the units on offer: each product published with that unit, and a quantity the
 * unit allows (from its minQty, at least 1, up to the maximum staff set, in its step: the shared unitQuantitySchema).
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
    const quantity = unitQuantitySchema(unit).safeParse(item.quantity)
    if (!quantity.success) {
      fields[`list.${index}.quantity`] = quantity.error.issues[0]?.message ?? 'Check the quantity.'
      continue
    }
    stored.push({
      slug: unit.slug,
      unitName: unit.unitName,
      quantity: quantity.data,
      productName: unit.productName,
      customSize: unit.customSize,
    })
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, items: stored }
}
