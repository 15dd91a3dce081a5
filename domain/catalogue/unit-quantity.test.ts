import { describe, expect, it } from 'vitest'
import { formatUnitQuantity, pluralUnit } from './unit-quantity.ts'

describe('formatUnitQuantity', () => {
  it('shows the unit name, plural when more than one', () => {
    expect(formatUnitQuantity(1, 'tonne', false)).toBe('1 tonne')
    expect(formatUnitQuantity(3, 'tonne', false)).toBe('3 tonnes')
    expect(formatUnitQuantity(1000, 'litre', false)).toBe('1,000 litres')
    expect(formatUnitQuantity(2, 'bulk sack', false)).toBe('2 bulk sacks')
  })

  it('shows a custom size as "quantity x (unit)", never pluralised', () => {
    expect(formatUnitQuantity(1, '1,000 L tote', true)).toBe('1 x (1,000 L tote)')
    expect(formatUnitQuantity(4, '500 kg sack', true)).toBe('4 x (500 kg sack)')
  })
})

describe('pluralUnit', () => {
  it('follows the English endings units have', () => {
    expect(pluralUnit('skid')).toBe('skids')
    expect(pluralUnit('bag')).toBe('bags')
    expect(pluralUnit('tonne')).toBe('tonnes')
    expect(pluralUnit('litre')).toBe('litres')
    expect(pluralUnit('box')).toBe('boxes')
    expect(pluralUnit('batch')).toBe('batches')
    expect(pluralUnit('gallon')).toBe('gallons')
    expect(pluralUnit('delivery')).toBe('deliveries')
    expect(pluralUnit('tray')).toBe('trays')
  })
})
