import { describe, expect, test } from 'vitest'
import { type OrderAgainItem, fillFromOrder } from './order-again.ts'
import type { MyListItem } from './schemas.ts'

const item = (slug: string, unitName: string, quantity: number): MyListItem => ({
  slug,
  unitName,
  quantity,
  imgUrl: '',
  productName: slug,
  minQty: 1,
  customSize: false,
  maxQty: 60,
  quantityStep: 'whole',
})
const line = (slug: string, unitName: string, quantity: number): OrderAgainItem => ({
  ...item(slug, unitName, quantity),
  maxQty: 60,
  productName: `${slug} now`,
  href: `/products/salt/${slug}`,
})

describe('fillFromOrder', () => {
  test('an empty list takes the order’s lines as they are, without their links', () => {
    expect(fillFromOrder([], [line('rock-salt', 'tonne', 40), line('brine', 'tote', 3)])).toEqual([
      { ...item('rock-salt', 'tonne', 40), productName: 'rock-salt now' },
      { ...item('brine', 'tote', 3), productName: 'brine now' },
    ])
  })

  test('an item already listed takes the order’s quantity and details; other items stay, new lines are appended', () => {
    const list = [item('treated', 'bag', 12), item('rock-salt', 'tonne', 2)]
    expect(fillFromOrder(list, [line('rock-salt', 'tonne', 40), line('brine', 'tote', 3)])).toEqual([
      item('treated', 'bag', 12),
      { ...item('rock-salt', 'tonne', 40), productName: 'rock-salt now' },
      { ...item('brine', 'tote', 3), productName: 'brine now' },
    ])
  })

  test('the same product in another unit is another item', () => {
    const filled = fillFromOrder([item('rock-salt', 'bag', 10)], [line('rock-salt', 'tonne', 5)])
    expect(filled.map((entry) => [entry.unitName, entry.quantity])).toEqual([
      ['bag', 10],
      ['tonne', 5],
    ])
  })
})
