import {
  type UnitQuantityRange,
  addWholeUnits,
  fromThousandths,
  leastMaxQty,
  lowestQuantity,
  stepThousandths,
} from '#domain/catalogue/unit-range.ts'
import type { CheckedListItem } from './answers.ts'
import type { MyListItem } from './schemas.ts'

/** What a product page adds to My List: an item without its quantity, which the list decides. */
export type NewMyListItem = Omit<MyListItem, 'quantity'>

/** What identifies an item: the pair slug and unitName. */
export type ItemKey = Pick<MyListItem, 'slug' | 'unitName'>

/** Plus is blocked above this quantity, so 6 is the most the plus control reaches. */
export const plusBlockedAbove = 5

const sameItem = (a: ItemKey, b: ItemKey) => a.slug === b.slug && a.unitName === b.unitName

/** The quantity a new item starts at: its minimum, or 1 when the product has none. */
const startQuantity = (minQty: number) => lowestQuantity({ minQty })

/** The unit's range for the typed quantity; an item stored before units had a maximum gets the plus control's. */
export const itemRange = (
  item: Pick<MyListItem, 'unitName' | 'minQty' | 'maxQty' | 'quantityStep'>,
): UnitQuantityRange => ({
  unitName: item.unitName,
  minQty: item.minQty,
  maxQty: item.maxQty ?? leastMaxQty(item.minQty),
  quantityStep: item.quantityStep,
})

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

/** A quantity brought into a unit's range and onto its step (down to the step below), for a unit staff changed. */
export function fitToRange(quantity: number, range: UnitQuantityRange): number {
  const step = stepThousandths[range.quantityStep]
  const onStep = Math.floor(Math.round(quantity * 1000) / step) * step
  const lowest = lowestQuantity(range) * 1000
  return fromThousandths(Math.min(Math.max(onStep, lowest), Math.max(range.maxQty * 1000, lowest)))
}

/** Deletes the item entirely. */
export const removeFromList = (items: MyListItem[], key: ItemKey): MyListItem[] =>
  items.filter((entry) => !sameItem(entry, key))

/**
 * On recover: of the items that were checked, keeps those the catalogue still offers (by slug and unit), with its
 * current name, image, minimum, maximum and step; a quantity outside a changed range or off a changed step is
 * brought into it, so the list stays one the server accepts. Items added while the check was on its way were not
 * checked and stay as they are.
 */
export function keepOffered(
  items: MyListItem[],
  checked: ItemKey[],
  offered: CheckedListItem[],
): MyListItem[] {
  return items.flatMap((entry) => {
    if (!checked.some((key) => sameItem(key, entry))) return [entry]
    const unit = offered.find((candidate) => sameItem(candidate, entry))
    if (!unit) return []
    return [
      {
        ...entry,
        productName: unit.productName,
        imgUrl: unit.imgUrl,
        minQty: unit.minQty,
        customSize: unit.customSize,
        maxQty: unit.maxQty,
        quantityStep: unit.quantityStep,
        quantity: fitToRange(entry.quantity, unit),
      },
    ]
  })
}

/** A stable key for React lists and comparisons. */
export const itemKey = (item: ItemKey) => JSON.stringify([item.slug, item.unitName])
