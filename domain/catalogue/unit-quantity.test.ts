import { describe, expect, it } from 'vitest'
import { readTypedQuantity, unitQuantityIssue } from './typed-quantity.ts'
import { formatUnitQuantity, pluralUnit } from './unit-quantity.ts'
import { addWholeUnits } from './unit-range.ts'
import { leastMaxQty, toThousandths } from './unit-steps.ts'

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

describe('typed quantities (ADR 0030)', () => {
  const bulkTonne = { unitName: 'tonne', minQty: 1, maxQty: 60, quantityStep: 'tenth' } as const
  const bag = { unitName: 'bag', minQty: 10, maxQty: 400, quantityStep: 'whole' } as const

  it('shows tenths, and only tenths', () => {
    expect(formatUnitQuantity(40, 'tonne', false)).toBe('40 tonnes')
    expect(formatUnitQuantity(40.5, 'tonne', false)).toBe('40.5 tonnes')
    expect(formatUnitQuantity(1.5, 'tonne', false)).toBe('1.5 tonnes')
  })

  it('reads a quantity as exact integer thousandths, or refuses finer digits', () => {
    expect(toThousandths(40)).toBe(40_000)
    expect(toThousandths(40.1)).toBe(40_100)
    expect(toThousandths(0.1 + 0.2)).toBe(300)
    expect(toThousandths(1.2345)).toBeNull()
    expect(toThousandths(Number.NaN)).toBeNull()
    expect(toThousandths(Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('allows the minimum to the maximum in the unit step, and says what is wrong otherwise', () => {
    for (const ok of [1, 1.1, 40, 40.5, 59.9, 60])
      expect(unitQuantityIssue(ok, bulkTonne), `${ok}`).toBeNull()
    expect(unitQuantityIssue(0.9, bulkTonne)).toBe('Ask for 1 to 60.')
    expect(unitQuantityIssue(60.1, bulkTonne)).toBe('Ask for 1 to 60.')
    expect(unitQuantityIssue(40.05, bulkTonne)).toBe('Ask in tenths of a tonne, like 40.5.')
    expect(unitQuantityIssue(40.0001, bulkTonne)).toBe('Ask in tenths of a tonne, like 40.5.')
    for (const ok of [10, 11, 400]) expect(unitQuantityIssue(ok, bag), `${ok}`).toBeNull()
    expect(unitQuantityIssue(9, bag)).toBe('Ask for 10 to 400.')
    expect(unitQuantityIssue(401, bag)).toBe('Ask for 10 to 400.')
    expect(unitQuantityIssue(10.5, bag)).toBe('Ask for a whole number of bags.')
  })

  it('treats a minimum of 0 as 1 and never has an empty range', () => {
    expect(unitQuantityIssue(0, { ...bag, minQty: 0, maxQty: 6 })).toBe('Ask for 1 to 6.')
    expect(unitQuantityIssue(8, { ...bag, minQty: 8, maxQty: 6 })).toBeNull()
    expect(unitQuantityIssue(9, { ...bag, minQty: 8, maxQty: 6 })).toBe('Ask for 8.')
  })

  it('moves by whole units without drifting', () => {
    expect(addWholeUnits(4.1, 1)).toBe(5.1)
    expect(addWholeUnits(0.3, 1)).toBe(1.3)
    expect(addWholeUnits(12.5, -1)).toBe(11.5)
  })

  it("keeps a unit's maximum at or above what plus reaches and the minimum", () => {
    expect([1, 6, 10].map(leastMaxQty)).toEqual([6, 6, 10])
  })
})

describe('readTypedQuantity', () => {
  const bulkTonne = { unitName: 'tonne', minQty: 1, maxQty: 60, quantityStep: 'tenth' } as const

  it('reads digits with one point and checks them with the unit rule', () => {
    expect(readTypedQuantity(' 40 ', bulkTonne)).toEqual({ ok: true, quantity: 40 })
    expect(readTypedQuantity('40.5', bulkTonne)).toEqual({ ok: true, quantity: 40.5 })
    expect(readTypedQuantity('61', bulkTonne)).toEqual({ ok: false, issue: 'Ask for 1 to 60.' })
  })

  it('refuses what is not written as a quantity, though Number() would read it', () => {
    for (const text of ['', ' ', '4e1', '-3', '0x10', '40,5', '40.', '.5', 'forty']) {
      expect(readTypedQuantity(text, bulkTonne), JSON.stringify(text)).toEqual({
        ok: false,
        issue: 'Enter a number of tonnes.',
      })
    }
  })
})
