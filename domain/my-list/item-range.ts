import { type UnitQuantityRange, fromThousandths, lowestQuantity } from '#domain/catalogue/unit-range.ts'
import { leastMaxQty, stepThousandths } from '#domain/catalogue/unit-steps.ts'
import type { CheckedListItem } from './answers.ts'
import { type ItemKey, sameItem } from './rules.ts'
import type { MyListItem } from './schemas.ts'

/*
 * A list item's range (ADR 0030): what the typed quantity and the check after recovery need. Apart from rules.ts
 * because My List's store, which every public page loads, needs these only on the My List page and once a stored
 * list comes back from its check: both load this module on demand.
 */

/** The unit's range for the typed quantity; an item stored before units had a maximum gets the plus control's. */
export const itemRange = (
  item: Pick<MyListItem, 'unitName' | 'minQty' | 'maxQty' | 'quantityStep'>,
): UnitQuantityRange => ({
  unitName: item.unitName,
  minQty: item.minQty,
  maxQty: item.maxQty ?? leastMaxQty(item.minQty),
  quantityStep: item.quantityStep,
})

/** A quantity brought into a unit's range and onto its step (down to the step below), for a unit staff changed. */
export function fitToRange(quantity: number, range: UnitQuantityRange): number {
  const step = stepThousandths[range.quantityStep]
  const onStep = Math.floor(Math.round(quantity * 1000) / step) * step
  const lowest = lowestQuantity(range) * 1000
  return fromThousandths(Math.min(Math.max(onStep, lowest), Math.max(range.maxQty * 1000, lowest)))
}

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
