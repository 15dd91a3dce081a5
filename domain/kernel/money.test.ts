import { describe, expect, it } from 'vitest'
import { centsToDollars, dollarsToCents } from './money.ts'

describe('dollarsToCents', () => {
  it('reads dollars with up to two decimals, grouping and a dollar sign', () => {
    expect(dollarsToCents('250')).toBe(25_000)
    expect(dollarsToCents('250.5')).toBe(25_050)
    expect(dollarsToCents('0.05')).toBe(5)
    expect(dollarsToCents(' $1,250.99 ')).toBe(125_099)
    expect(dollarsToCents('$ 12.30')).toBe(1_230)
    expect(dollarsToCents('999,999,999.99')).toBe(99_999_999_999)
  })

  it('adds cents exactly where floating point would not', () => {
    expect(dollarsToCents('0.29')).toBe(29)
    expect(dollarsToCents('1.13')).toBe(113)
    expect(dollarsToCents('4.35')).toBe(435)
  })

  it('is null for what is not a plain amount of dollars', () => {
    for (const bad of ['', '-5', '+5', '1.234', '1e3', '12,34', '1,2345', '1.2.3', '$', 'ten', '1000000000'])
      expect(dollarsToCents(bad), bad).toBeNull()
  })
})

describe('centsToDollars', () => {
  it('writes two decimals without grouping, the way a form field holds them', () => {
    expect(centsToDollars(12_345)).toBe('123.45')
    expect(centsToDollars(5)).toBe('0.05')
    expect(centsToDollars(0)).toBe('0.00')
    expect(centsToDollars(-1_050)).toBe('-10.50')
    expect(centsToDollars(20_000_000)).toBe('200000.00')
  })

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 99, 100, 101, 123_456_789])
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents)
  })
})
