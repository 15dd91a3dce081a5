import { describe, expect, test } from 'vitest'
import type { QuotePricesAnswer } from './answers.ts'
import { type EditorLine, feeHint, linePriceHint, shownFee, shownPrice, unitOfLine } from './price-prefill.ts'

const prices: QuotePricesAnswer = {
  yard: { slug: 'bradford', name: 'Bradford' },
  on: '2026-12-01',
  units: [
    {
      slug: 'rock-salt',
      productName: 'Rock Salt',
      unitName: 'tonne',
      price: { cents: 7_125, source: 'contract' },
    },
    {
      slug: 'rock-salt',
      productName: 'Rock Salt',
      unitName: '20 kg bag',
      price: { cents: 1_150, source: 'list' },
    },
    { slug: 'treated-salt', productName: 'Treated Salt', unitName: 'tonne', price: null },
  ],
  deliveryFeeCents: 17_500,
}

const line = (fields: Partial<EditorLine>): EditorLine => ({
  productName: 'Rock Salt',
  unitName: 'tonne',
  quantity: '40',
  price: '',
  priceTyped: false,
  ...fields,
})

describe('unitOfLine', () => {
  test('a request’s line by its product’s address, whatever its name says now', () => {
    expect(unitOfLine(prices.units, line({ slug: 'rock-salt', productName: 'Old name' }))?.price?.cents).toBe(
      7_125,
    )
  })
  test('a typed line by product and unit names, in any case and spacing', () => {
    expect(
      unitOfLine(prices.units, line({ productName: ' rock  SALT ', unitName: '20 KG bag' }))?.price,
    ).toEqual({
      cents: 1_150,
      source: 'list',
    })
    expect(unitOfLine(prices.units, line({ productName: 'Sand' }))).toBeUndefined()
  })
})

describe('shownPrice', () => {
  test('the lookup’s price until staff type one; a typed price (even a blank one) stays', () => {
    expect(shownPrice(line({}), prices)).toBe('71.25')
    expect(shownPrice(line({ price: '69.99', priceTyped: true }), prices)).toBe('69.99')
    expect(shownPrice(line({ price: '', priceTyped: true }), prices)).toBe('')
  })
  test('blank, never $0, without a yard, without a price, or outside the catalogue', () => {
    expect(shownPrice(line({}), undefined)).toBe('')
    expect(shownPrice(line({ productName: 'Treated Salt' }), prices)).toBe('')
    expect(shownPrice(line({ productName: 'Sand' }), prices)).toBe('')
  })
})

describe('shownFee', () => {
  test('the yard’s fee until one is typed; none when the yard has none', () => {
    expect(shownFee({ text: '', typed: false }, prices)).toBe('175.00')
    expect(shownFee({ text: '150', typed: true }, prices)).toBe('150')
    expect(shownFee({ text: '', typed: false }, { ...prices, deliveryFeeCents: null })).toBe('')
  })
})

describe('the hints under the fields', () => {
  test('say where a price comes from, or why there is none', () => {
    expect(linePriceHint(line({}), prices)).toBe('Contract price at Bradford: $71.25')
    expect(linePriceHint(line({ unitName: '20 kg bag' }), prices)).toBe('List price at Bradford: $11.50')
    expect(linePriceHint(line({ productName: 'Treated Salt' }), prices)).toBe(
      'No price in force at Bradford.',
    )
    expect(linePriceHint(line({ productName: 'Sand' }), prices)).toBe(
      'Not a unit of the catalogue: type the price.',
    )
    expect(linePriceHint(line({ productName: '' }), prices)).toBeUndefined()
    expect(linePriceHint(line({}), undefined)).toBeUndefined()
    expect(feeHint(prices)).toBe('Delivery fee at Bradford: $175.00')
    expect(feeHint({ ...prices, deliveryFeeCents: null })).toBe('No delivery fee set for Bradford.')
  })
})
