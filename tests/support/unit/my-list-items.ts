import type { MyListItem } from '#domain/my-list/schemas.ts'

/** A list item as the store and the stored list hold it. */
export const rockSalt: MyListItem = {
  slug: 'rock-salt',
  unitName: 'Tonne',
  quantity: 3,
  imgUrl: '/uploads/rock-salt.webp',
  productName: 'Rock Salt',
  minQty: 1,
  customSize: false,
  quantityStep: 'whole',
}
