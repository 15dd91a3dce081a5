import { expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { loadAmountProblem, loadLimitsOf } from './load-limits.ts'

const limits = { minCents: 5_000, maxCents: 1_000_000 }

test('amounts from the minimum to the maximum, in whole cents, may be loaded', () => {
  for (const cents of [5_000, 5_001, 250_050, 1_000_000]) expect(loadAmountProblem(cents, limits)).toBeNull()
})

test('below the minimum, above the maximum or a fraction of a cent is refused with the limits in words', () => {
  for (const cents of [0, 4_999, 1_000_001, 5_000.5]) {
    expect(loadAmountProblem(cents, limits)).toBe('Enter an amount from $50.00 to $10,000.00.')
  }
})

test('the limits come from the configuration, $50 to $10,000 by default', () => {
  expect(loadLimitsOf(loadConfig({}))).toEqual(limits)
  expect(loadLimitsOf(loadConfig({ LOAD_MIN_CENTS: '10000', LOAD_MAX_CENTS: '250000' }))).toEqual({
    minCents: 10_000,
    maxCents: 250_000,
  })
  expect(() => loadConfig({ LOAD_MIN_CENTS: '500000', LOAD_MAX_CENTS: '100000' })).toThrow(/LOAD_MAX_CENTS/)
})
