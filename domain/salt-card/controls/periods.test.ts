import { describe, expect, test } from 'vitest'
import { torontoPeriods } from './periods.ts'

const iso = (ms: number) => new Date(ms).toISOString()

describe('torontoPeriods', () => {
  test('a winter day runs midnight to midnight, Eastern Standard Time', () => {
    const { day, week } = torontoPeriods(Date.parse('2027-01-13T23:30:00-05:00'))
    expect(iso(day.start)).toBe('2027-01-13T05:00:00.000Z')
    expect(iso(day.end)).toBe('2027-01-14T05:00:00.000Z')
    // Wednesday 13 January: the week began on Monday 11 January.
    expect(iso(week.start)).toBe('2027-01-11T05:00:00.000Z')
    expect(iso(week.end)).toBe('2027-01-18T05:00:00.000Z')
  })

  test('a minute past Toronto midnight is the next day, though UTC is still on the previous one', () => {
    const before = torontoPeriods(Date.parse('2027-01-13T23:59:00-05:00'))
    const after = torontoPeriods(Date.parse('2027-01-14T00:01:00-05:00'))
    expect(after.day.start).toBe(before.day.end)
  })

  test('the spring-forward day has 23 hours and its week 167', () => {
    const { day, week } = torontoPeriods(Date.parse('2027-03-14T12:00:00-04:00'))
    expect(iso(day.start)).toBe('2027-03-14T05:00:00.000Z')
    expect(iso(day.end)).toBe('2027-03-15T04:00:00.000Z')
    expect((week.end - week.start) / 3_600_000).toBe(167)
  })

  test('the fall-back day has 25 hours; Sunday belongs to the week that began on Monday', () => {
    const { day, week } = torontoPeriods(Date.parse('2027-11-07T23:00:00-05:00'))
    expect((day.end - day.start) / 3_600_000).toBe(25)
    expect(iso(week.start)).toBe('2027-11-01T04:00:00.000Z')
    expect(iso(week.end)).toBe('2027-11-08T05:00:00.000Z')
  })
})
