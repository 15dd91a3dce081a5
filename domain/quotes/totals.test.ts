import { describe, expect, test } from 'vitest'
import { lineTotalCents, quoteTotals, taxRateLabel } from './totals.ts'

describe('quote totals', () => {
  test('lines, delivery fee and 13 % HST on both, in whole cents', () => {
    const totals = quoteTotals(
      [
        { quantity: 40, unitPriceCents: 12_950 },
        { quantity: 12, unitPriceCents: 1_499 },
      ],
      17_500,
      1300,
    )
    expect(totals).toEqual({
      subtotalCents: 518_000 + 17_988,
      deliveryFeeCents: 17_500,
      taxCents: Math.round((518_000 + 17_988 + 17_500) * 0.13),
      totalCents: 518_000 + 17_988 + 17_500 + Math.round((518_000 + 17_988 + 17_500) * 0.13),
    })
  })

  test('decimal quantities never drift: 0.1 t at $3.33 is 33 cents, 2.5 t at $99.99 is $249.98', () => {
    expect(lineTotalCents({ quantity: 0.1, unitPriceCents: 333 })).toBe(33)
    expect(lineTotalCents({ quantity: 2.5, unitPriceCents: 9_999 })).toBe(24_998)
  })

  test('a rate of zero adds no tax; the label shows the configured rate', () => {
    expect(quoteTotals([{ quantity: 1, unitPriceCents: 100 }], 0, 0).totalCents).toBe(100)
    expect(taxRateLabel(1300)).toBe('13 %')
    expect(taxRateLabel(1350)).toBe('13.5 %')
  })
})
