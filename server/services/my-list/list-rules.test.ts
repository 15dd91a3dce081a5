import { describe, expect, it } from 'vitest'
import type { CheckedListItem } from '#domain/my-list/answers.ts'
import { checkList } from './list-rules.ts'

const unit = (
  slug: string,
  unitName: string,
  range: Pick<CheckedListItem, 'minQty' | 'maxQty'> & Partial<CheckedListItem>,
): CheckedListItem => ({
  slug,
  unitName,
  productName: `${slug} product`,
  imgUrl: '',
  customSize: false,
  quantityStep: 'whole',
  href: `/products/g/${slug}`,
  ...range,
})

const offered = [
  unit('rock-salt', 'tonne', { minQty: 1, maxQty: 60, quantityStep: 'tenth' }),
  unit('rock-salt', 'skid', { minQty: 3, maxQty: 6 }),
  unit('brine', 'tote', { minQty: 8, maxQty: 8, customSize: true }),
]

describe('checkList', () => {
  it('takes names and the custom-size flag from the catalogue', () => {
    expect(
      checkList(
        [
          { slug: 'rock-salt', unitName: 'skid', quantity: 3 },
          { slug: 'brine', unitName: 'tote', quantity: 8 },
        ],
        offered,
      ),
    ).toEqual({
      ok: true,
      items: [
        {
          slug: 'rock-salt',
          unitName: 'skid',
          quantity: 3,
          productName: 'rock-salt product',
          customSize: false,
        },
        { slug: 'brine', unitName: 'tote', quantity: 8, productName: 'brine product', customSize: true },
      ],
    })
  })

  it("allows the unit's minQty up to the maximum staff set, in the unit's step", () => {
    const quantityOk = (slug: string, unitName: string, quantity: number) =>
      checkList([{ slug, unitName, quantity }], offered).ok
    expect([0, 0.9, 1, 6, 40, 40.5, 60, 60.1, 61].map((q) => quantityOk('rock-salt', 'tonne', q))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    expect([2, 3, 6, 7, 3.5].map((q) => quantityOk('rock-salt', 'skid', q))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ])
    expect([7, 8, 9].map((q) => quantityOk('brine', 'tote', q))).toEqual([false, true, false])
  })

  it('treats a minQty of 0 as 1', () => {
    const bag = unit('x', 'bag', { minQty: 0, maxQty: 6 })
    expect(checkList([{ slug: 'x', unitName: 'bag', quantity: 0 }], [bag]).ok).toBe(false)
  })

  it('names each refused item by its index and field', () => {
    expect(
      checkList(
        [
          { slug: 'rock-salt', unitName: 'tonne', quantity: 2 },
          { slug: 'gone', unitName: 'tonne', quantity: 1 },
          { slug: 'rock-salt', unitName: 'pallet', quantity: 1 },
          { slug: 'brine', unitName: 'tote', quantity: 1 },
          { slug: 'rock-salt', unitName: 'skid', quantity: 4.5 },
          { slug: 'rock-salt', unitName: 'tonne', quantity: 40.05 },
          { slug: 'rock-salt', unitName: 'tonne', quantity: 61 },
        ],
        offered,
      ),
    ).toEqual({
      ok: false,
      fields: {
        'list.1.slug': 'This product is no longer available.',
        'list.2.unitName': 'This product is not sold by this unit.',
        'list.3.quantity': 'Ask for 8.',
        'list.4.quantity': 'Ask for a whole number of skids.',
        'list.5.quantity': 'Ask in tenths of a tonne, like 40.5.',
        'list.6.quantity': 'Ask for 1 to 60.',
      },
    })
  })

  it('matches slug and unit exactly', () => {
    expect(checkList([{ slug: 'rock-salt', unitName: 'Tonne', quantity: 1 }], offered).ok).toBe(false)
  })
})
