import { describe, expect, it } from 'vitest'
import { monthName, shiftMonth, statementMonthSchema } from './month.ts'

describe('statement months', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2026-03', 1)).toBe('2026-04')
  })

  it('takes YYYY-MM only, months 01 to 12', () => {
    for (const month of ['2026-01', '2026-12', '2000-01'])
      expect(statementMonthSchema.safeParse(month).success, month).toBe(true)
    for (const month of ['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01', '1999-12', ''])
      expect(statementMonthSchema.safeParse(month).success, month).toBe(false)
  })

  it('names a month in words', () => {
    expect(monthName('2026-03')).toBe('March 2026')
  })
})
