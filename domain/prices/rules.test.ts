import { describe, expect, test } from 'vitest'
import { historyStates } from './history.ts'
import { lineCents, pickupPriceDiffers, taxCents } from './rules.ts'

describe('the pickup price check', () => {
  test('a cent per tonne is within; more is beyond, either way', () => {
    // 10 t at $82.50 is $825.00.
    expect(pickupPriceDiffers(82_510, 10_000, 8250)).toBe(false)
    expect(pickupPriceDiffers(82_490, 10_000, 8250)).toBe(false)
    expect(pickupPriceDiffers(82_511, 10_000, 8250)).toBe(true)
    expect(pickupPriceDiffers(82_489, 10_000, 8250)).toBe(true)
    // 0.5 t: half a cent of leeway, so a whole cent off is beyond.
    expect(pickupPriceDiffers(4125, 500, 8250)).toBe(false)
    expect(pickupPriceDiffers(4126, 500, 8250)).toBe(true)
  })
})

describe('amounts', () => {
  test('lines and HST round to the cent', () => {
    expect(lineCents(0.1, 8255)).toBe(826)
    expect(lineCents(40.5, 7010)).toBe(283_905)
    expect(taxCents(283_905, 1300)).toBe(36_908)
    expect(taxCents(1000, 0)).toBe(0)
  })
})

describe('history states', () => {
  test('per price: later dates scheduled, the latest on or before today in force (latest entry on a tie)', () => {
    const rows = [
      { id: 1, key: 'a', effectiveFrom: '2026-11-01' },
      { id: 2, key: 'a', effectiveFrom: '2026-11-20' },
      { id: 3, key: 'a', effectiveFrom: '2026-11-20' },
      { id: 4, key: 'a', effectiveFrom: '2026-12-01' },
      { id: 5, key: 'b', effectiveFrom: '2026-10-01' },
    ]
    const states = historyStates(rows, '2026-11-27', (row) => row.key)
    expect([...states.entries()].sort(([a], [b]) => a - b)).toEqual([
      [1, 'replaced'],
      [2, 'replaced'],
      [3, 'in-force'],
      [4, 'scheduled'],
      [5, 'in-force'],
    ])
  })
})
