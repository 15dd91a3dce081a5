import { addWholeUnits, lowestQuantity } from '#domain/catalogue/unit-range.ts'
import type { MyListItem } from './schemas.ts'

/** What a product page adds to My List: an item without its quantity, which the list decides. */
export type NewMyListItem = Omit<MyListItem, 'quantity'>

/** What identifies an item: the pair slug and unitName. */
export type ItemKey = Pick<MyListItem, 'slug' | 'unitName'>

/** Plus is blocked above this quantity, so 6 is the most the plus control reaches. */
export const plusBlockedAbove = 5

export const sameItem = (a: ItemKey, b: ItemKey) => a.slug === b.slug && a.unitName === b.unitName

/** The quantity a new item starts at: its minimum, or 1 when the product has none. */
const startQuantity = (minQty: number) => lowestQuantity({ minQty })

/** Plus is blocked when the quantity is above 5. */
export const canIncrease = (item: Pick<MyListItem, 'quantity'>) => item.quantity <= plusBlockedAbove

/** Minus is blocked at minQty (an item without a minimum goes, through removeOne, at 1). */
export const canDecrease = (item: Pick<MyListItem, 'quantity' | 'minQty'>) => item.quantity > item.minQty

/**
 * An item already in the list (same slug and unitName) gets one more; a new one is appended with its
 * minimum quantity. The product page's "Add" is a plus too: it stops where plus stops, so the list never holds
 * a quantity the server would refuse.
 */
export function addToList(items: MyListItem[], item: NewMyListItem): MyListItem[] {
  const existing = items.find((entry) => sameItem(entry, item))
  if (!existing) return [...items, { ...item, quantity: startQuantity(item.minQty) }]
  if (!canIncrease(existing)) return items
  return items.map((entry) =>
    entry === existing ? { ...entry, quantity: addWholeUnits(entry.quantity, 1) } : entry,
  )
}

/**
 * Lowers the quantity by 1, and deletes the item when its quantity was 1 or less. A typed quantity with tenths
 * stops at the minimum rather than below it (12.5 t with a minimum of 12 goes to 12, not 11.5): minus never makes
 * a quantity the server refuses. For whole quantities this is the spec's minus exactly.
 */
export function removeOneFromList(items: MyListItem[], key: ItemKey): MyListItem[] {
  return items.flatMap((entry) => {
    if (!sameItem(entry, key)) return [entry]
    if (entry.quantity <= 1) return []
    const lowered = Math.max(addWholeUnits(entry.quantity, -1), startQuantity(entry.minQty))
    return [{ ...entry, quantity: lowered }]
  })
}

/** Sets a typed quantity; the caller has checked it with the unit's rule (unitQuantitySchema). */
export const setQuantityInList = (items: MyListItem[], key: ItemKey, quantity: number): MyListItem[] =>
  items.map((entry) => (sameItem(entry, key) ? { ...entry, quantity } : entry))

/** Deletes the item entirely. */
export const removeFromList = (items: MyListItem[], key: ItemKey): MyListItem[] =>
  items.filter((entry) => !sameItem(entry, key))

/** A stable key for React lists and comparisons. */
export const itemKey = (item: ItemKey) => JSON.stringify([item.slug, item.unitName])
