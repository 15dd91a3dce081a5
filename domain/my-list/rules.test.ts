import { describe, expect, it } from 'vitest'
import type { CheckedListItem } from './answers.ts'
import { itemRange, keepOffered } from './item-range.ts'
import { addToList, removeOneFromList, setQuantityInList } from './rules.ts'
import { type MyListItem, unitQuantitySchema } from './schemas.ts'

const bulkSalt: MyListItem = {
  slug: 'rock-salt',
  unitName: 'tonne',
  quantity: 1,
  imgUrl: '',
  productName: 'Rock Salt',
  minQty: 1,
  customSize: false,
  maxQty: 60,
  quantityStep: 'tenth',
}
const key = { slug: 'rock-salt', unitName: 'tonne' }
const quantityOf = (items: MyListItem[]) => items[0]?.quantity

describe('the spec controls beside a typed quantity', () => {
  it('plus adds one in thousandths (4.1 → 5.1) and stays blocked above 5', () => {
    expect(quantityOf(addToList([{ ...bulkSalt, quantity: 4.1 }], bulkSalt))).toBe(5.1)
    expect(quantityOf(addToList([{ ...bulkSalt, quantity: 5.1 }], bulkSalt))).toBe(5.1)
    expect(quantityOf(addToList([{ ...bulkSalt, quantity: 40 }], bulkSalt))).toBe(40)
  })

  it('minus lowers by one but not below the minimum, and whole quantities move as the spec says', () => {
    expect(quantityOf(removeOneFromList([{ ...bulkSalt, quantity: 40 }], key))).toBe(39)
    expect(quantityOf(removeOneFromList([{ ...bulkSalt, quantity: 12.5, minQty: 12 }], key))).toBe(12)
    expect(quantityOf(removeOneFromList([{ ...bulkSalt, quantity: 1.5, minQty: 0 }], key))).toBe(1)
    expect(removeOneFromList([{ ...bulkSalt, quantity: 1 }], key)).toEqual([])
  })

  it('a typed quantity replaces the quantity of that item only', () => {
    const other = { ...bulkSalt, unitName: 'bulk sack', quantityStep: 'whole' as const }
    const items = setQuantityInList([bulkSalt, other], key, 40)
    expect(items.map((item) => item.quantity)).toEqual([40, 1])
  })
})

describe('unitQuantitySchema (the typed field and the server share it)', () => {
  it('parses a quantity in range and step, and refuses the rest in words', () => {
    const schema = unitQuantitySchema(itemRange(bulkSalt))
    expect(schema.parse(40)).toBe(40)
    expect(schema.parse(0.1 + 0.2 + 0.7)).toBe(1)
    expect(schema.safeParse(61).error?.issues[0]?.message).toBe('Ask for 1 to 60.')
    expect(schema.safeParse(40.05).error?.issues[0]?.message).toBe('Ask in tenths of a tonne, like 40.5.')
    expect(schema.safeParse(Number.NaN).error?.issues[0]?.message).toBe('Enter a number of tonnes.')
  })

  it('gives an item stored before units had a maximum the plus control range', () => {
    const { maxQty: _maxQty, ...stored } = bulkSalt
    expect(itemRange({ ...stored, quantityStep: 'whole' })).toMatchObject({ maxQty: 6 })
    expect(itemRange({ ...stored, minQty: 10, quantityStep: 'whole' })).toMatchObject({ maxQty: 10 })
  })
})

describe('keepOffered after staff changed a unit', () => {
  const offered = (range: Partial<CheckedListItem>): CheckedListItem[] => [
    { ...bulkSalt, href: '/products/bulk-salt/rock-salt', maxQty: 60, ...range },
  ]

  it('takes the new range and brings the quantity into it and onto its step', () => {
    const items = [{ ...bulkSalt, quantity: 40.5 }]
    expect(keepOffered(items, [key], offered({}))).toEqual(items)
    expect(quantityOf(keepOffered(items, [key], offered({ maxQty: 30 })))).toBe(30)
    expect(quantityOf(keepOffered(items, [key], offered({ quantityStep: 'whole' })))).toBe(40)
    expect(quantityOf(keepOffered(items, [key], offered({ minQty: 45 })))).toBe(45)
    expect(keepOffered(items, [key], offered({ maxQty: 30 }))[0]).toMatchObject({ maxQty: 30 })
  })
})
