import type { MyListItem } from './schemas.ts'
import { formatUnitQuantity } from '#domain/catalogue/unit-quantity.ts'

/** An item as people name it: "Treated Rock Salt, tonne". */
export const itemName = (item: Pick<MyListItem, 'productName' | 'unitName'>) =>
  `${item.productName}, ${item.unitName}`

/** The quantity with its unit, plural when more than one, or "quantity x (unit)" for custom sizes. */
export const itemQuantityText = (item: Pick<MyListItem, 'quantity' | 'unitName' | 'customSize'>) =>
  formatUnitQuantity(item.quantity, item.unitName, item.customSize)

/** Accessible names of an item's buttons: a list of "Remove one" buttons must say which item each is for. */
export const itemButtonLabels = (item: Pick<MyListItem, 'productName' | 'unitName'>) => ({
  decrease: `Remove one ${itemName(item)}`,
  increase: `Add one ${itemName(item)}`,
  remove: `Remove ${itemName(item)} from My List`,
})
