import { describe, expect, it } from 'vitest'
import { defaultLoadFundsLimits, formatCents, loadFundsLimits, parseLoadAmount } from './load-amount.ts'

const limits = { minCents: 5_000, maxCents: 1_000_000 }

describe('parseLoadAmount', () => {
  it('takes whole dollars and cents', () => {
    expect(parseLoadAmount('250', limits)).toEqual({ ok: true, cents: 25_000 })
    expect(parseLoadAmount('250.5', limits)).toEqual({ ok: true, cents: 25_050 })
    expect(parseLoadAmount('250.05', limits)).toEqual({ ok: true, cents: 25_005 })
    expect(parseLoadAmount(' $1,250.99 ', limits)).toEqual({ ok: true, cents: 125_099 })
  })

  it('accepts exactly the minimum and the maximum', () => {
    expect(parseLoadAmount('50', limits)).toEqual({ ok: true, cents: 5_000 })
    expect(parseLoadAmount('10000.00', limits)).toEqual({ ok: true, cents: 1_000_000 })
  })

  it('refuses a cent below the minimum and a cent above the maximum', () => {
    expect(parseLoadAmount('49.99', limits)).toEqual({
      ok: false,
      message: 'Enter an amount from $50.00 to $10,000.00.',
    })
    expect(parseLoadAmount('10000.01', limits)).toMatchObject({ ok: false })
  })

  it('refuses what is not an amount of dollars', () => {
    for (const bad of ['', 'abc', '-100', '100.001', '1e3', '12,34', '1.2.3', '$', '100 dollars']) {
      expect(parseLoadAmount(bad, limits), bad).toEqual({
        ok: false,
        message: 'Enter an amount in dollars, such as 250 or 250.50.',
      })
    }
  })

  it('follows other limits', () => {
    const narrow = { minCents: 100, maxCents: 200 }
    expect(parseLoadAmount('1', narrow)).toEqual({ ok: true, cents: 100 })
    expect(parseLoadAmount('2.01', narrow)).toEqual({
      ok: false,
      message: 'Enter an amount from $1.00 to $2.00.',
    })
  })

  it('counts cents without floating-point drift', () => {
    expect(parseLoadAmount('1234.57', limits)).toEqual({ ok: true, cents: 123_457 })
    expect(parseLoadAmount('4321.29', limits)).toEqual({ ok: true, cents: 432_129 })
  })
})

describe('loadFundsLimits', () => {
  it('uses the configured limits', () => {
    expect(loadFundsLimits({ loadFunds: { minCents: 1, maxCents: 2 } })).toEqual({ minCents: 1, maxCents: 2 })
  })

  it('falls back to $50 and $10,000', () => {
    expect(loadFundsLimits({})).toEqual(defaultLoadFundsLimits)
    expect(defaultLoadFundsLimits).toEqual({ minCents: 5_000, maxCents: 1_000_000 })
  })
})

describe('formatCents', () => {
  it('shows Canadian dollars', () => {
    expect(formatCents(125_000)).toBe('$1,250.00')
    expect(formatCents(5)).toBe('$0.05')
  })
})
