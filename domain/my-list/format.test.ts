import { describe, expect, it } from 'vitest'
import { itemButtonLabels, itemName, itemQuantityText } from './format.ts'

const treatedTonne = { productName: 'Treated Rock Salt', unitName: 'tonne', customSize: false }

describe('My List item texts', () => {
  it('names an item by product and unit', () => {
    expect(itemName(treatedTonne)).toBe('Treated Rock Salt, tonne')
  })

  it('shows the quantity with its unit, plural above one, or "quantity x (unit)" for a custom size', () => {
    expect(itemQuantityText({ ...treatedTonne, quantity: 1 })).toBe('1 tonne')
    expect(itemQuantityText({ ...treatedTonne, quantity: 6 })).toBe('6 tonnes')
    expect(itemQuantityText({ unitName: 'bag', customSize: false, quantity: 10 })).toBe('10 bags')
    expect(itemQuantityText({ unitName: '1,000 L tote', customSize: true, quantity: 2 })).toBe(
      '2 x (1,000 L tote)',
    )
  })

  it('gives each button a name that says which item it changes', () => {
    expect(itemButtonLabels(treatedTonne)).toEqual({
      decrease: 'Remove one Treated Rock Salt, tonne',
      increase: 'Add one Treated Rock Salt, tonne',
      remove: 'Remove Treated Rock Salt, tonne from My List',
    })
  })
})
