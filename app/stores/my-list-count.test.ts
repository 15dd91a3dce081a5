import { describe, expect, it } from 'vitest'
import type { MyListItem } from '#domain/my-list/schemas.ts'
import { selectMyListCount } from './my-list.ts'

const rockSalt: MyListItem = {
  slug: 'rock-salt',
  unitName: 'Tonne',
  quantity: 3,
  imgUrl: '/uploads/rock-salt.webp',
  productName: 'Rock Salt',
  minQty: 1,
  customSize: false,
}

describe('selectMyListCount', () => {
  it('counts the items in the list', () => {
    expect(selectMyListCount({ items: [] })).toBe(0)
    expect(selectMyListCount({ items: [rockSalt, { ...rockSalt, unitName: 'Bag' }] })).toBe(2)
  })
})
