import { describe, expect, test } from 'vitest'
import { torontoDateTime, torontoDayEnd, torontoInstant, torontoMonthStart } from './toronto-time.ts'

describe('torontoInstant', () => {
  test('midnight in winter is 05:00 UTC, in summer 04:00 UTC', () => {
    expect(torontoInstant('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z')
    expect(torontoInstant('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z')
  })

  test('on the days the clocks change, midnight and the hours after the change are right', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT. 2026-11-01: 02:00 EDT becomes 01:00 EST.
    expect(torontoInstant('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(torontoInstant('2026-03-08', 9, 30).toISOString()).toBe('2026-03-08T13:30:00.000Z')
    expect(torontoInstant('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(torontoInstant('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(torontoInstant('2026-11-01', 9).toISOString()).toBe('2026-11-01T14:00:00.000Z')
    expect(torontoInstant('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  test('refuses what is not a calendar day', () => {
    expect(() => torontoInstant('2026-02-30')).toThrow()
    expect(() => torontoInstant('26-1-5')).toThrow()
  })
})

test('torontoDateTime reads an instant on the Toronto wall clock', () => {
  expect(torontoDateTime(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31 23:59')
  expect(torontoDateTime(new Date('2026-07-01T16:05:00Z'))).toBe('2026-07-01 12:05')
})

test('torontoDayEnd is the next day’s midnight, across months, years and clock changes', () => {
  expect(torontoDayEnd('2026-02-28')).toEqual(torontoInstant('2026-03-01'))
  expect(torontoDayEnd('2028-02-28')).toEqual(torontoInstant('2028-02-29'))
  expect(torontoDayEnd('2026-12-31')).toEqual(torontoInstant('2027-01-01'))
  expect(torontoDayEnd('2026-03-07').toISOString()).toBe('2026-03-08T05:00:00.000Z')
  expect(torontoDayEnd('2026-03-08').toISOString()).toBe('2026-03-09T04:00:00.000Z')
})

describe('torontoMonthStart', () => {
  test("the month is Toronto's: 03:00 UTC on the 1st is still the month before", () => {
    expect(torontoMonthStart(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(torontoMonthStart(new Date('2026-12-01T05:00:00Z')).toISOString()).toBe('2026-12-01T05:00:00.000Z')
    expect(torontoMonthStart(new Date('2026-07-31T23:59:00-04:00')).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    )
  })
})
