import { describe, expect, it } from 'vitest'
import type { CheckedListItem } from '#domain/my-list/answers.ts'
import { checkList } from './list-rules.ts'

const unit = (slug: string, unitName: string, minQty: number, customSize = false): CheckedListItem => ({
  slug,
  unitName,
  productName: `${slug} product`,
  imgUrl: '',
  minQty,
  customSize,
  href: `/products/g/${slug}`,
})

const offered = [unit('rock-salt', 'tonne', 1), unit('rock-salt', 'skid', 3), unit('brine', 'tote', 8, true)]

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

  it('allows minQty up to 6, or exactly minQty when that is above 6', () => {
    const quantityOk = (slug: string, unitName: string, quantity: number) =>
      checkList([{ slug, unitName, quantity }], offered).ok
    expect([0, 1, 6, 7].map((q) => quantityOk('rock-salt', 'tonne', q))).toEqual([false, true, true, false])
    expect([2, 3, 6, 7].map((q) => quantityOk('rock-salt', 'skid', q))).toEqual([false, true, true, false])
    expect([7, 8, 9].map((q) => quantityOk('brine', 'tote', q))).toEqual([false, true, false])
  })

  it('treats a minQty of 0 as 1', () => {
    expect(checkList([{ slug: 'x', unitName: 'bag', quantity: 0 }], [unit('x', 'bag', 0)]).ok).toBe(false)
  })

  it('names each refused item by its index and field', () => {
    expect(
      checkList(
        [
          { slug: 'rock-salt', unitName: 'tonne', quantity: 2 },
          { slug: 'gone', unitName: 'tonne', quantity: 1 },
          { slug: 'rock-salt', unitName: 'pallet', quantity: 1 },
          { slug: 'brine', unitName: 'tote', quantity: 1 },
          { slug: 'rock-salt', unitName: 'tonne', quantity: 1.5 },
        ],
        offered,
      ),
    ).toEqual({
      ok: false,
      fields: {
        'list.1.slug': 'This product is no longer available.',
        'list.2.unitName': 'This product is not sold by this unit.',
        'list.3.quantity': 'Ask for 8.',
        'list.4.quantity': 'Ask for 1 to 6.',
      },
    })
  })

  it('matches slug and unit exactly', () => {
    expect(checkList([{ slug: 'rock-salt', unitName: 'Tonne', quantity: 1 }], offered).ok).toBe(false)
  })
})
