import { describe, expect, test } from 'vitest'
import {
  dayFromIsoDate,
  formatClockTime,
  instantAt,
  isoDate,
  parseClockTime,
  wallClock,
  weekdayIndex,
} from './calendar.ts'

describe('Toronto wall clock', () => {
  test('instantAt and wallClock agree, in standard and daylight time', () => {
    const day = dayFromIsoDate('2026-11-23')!
    expect(new Date(instantAt(day, 6 * 60)).toISOString()).toBe('2026-11-23T11:00:00.000Z')
    const summer = dayFromIsoDate('2026-07-01')!
    expect(new Date(instantAt(summer, 6 * 60)).toISOString()).toBe('2026-07-01T10:00:00.000Z')
    expect(wallClock(Date.parse('2026-07-01T10:00:00Z'))).toEqual({ day: summer, minutes: 360 })
    expect(wallClock(Date.parse('2026-11-24T04:59:59Z'))).toEqual({ day, minutes: 23 * 60 + 59 })
  })

  test('DST: a skipped time moves past the gap, a repeated time is the first', () => {
    const spring = dayFromIsoDate('2026-03-08')!
    expect(new Date(instantAt(spring, 150)).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    expect(new Date(instantAt(spring, 180)).toISOString()).toBe('2026-03-08T07:00:00.000Z')
    const fall = dayFromIsoDate('2026-11-01')!
    expect(new Date(instantAt(fall, 90)).toISOString()).toBe('2026-11-01T05:30:00.000Z')
    expect(new Date(instantAt(fall, 120)).toISOString()).toBe('2026-11-01T07:00:00.000Z')
  })

  test('calendar days and weekdays', () => {
    expect(isoDate(dayFromIsoDate('2027-02-28')! + 1)).toBe('2027-03-01')
    expect(dayFromIsoDate('2027-02-29')).toBeUndefined()
    expect(dayFromIsoDate('2026-1-01')).toBeUndefined()
    expect(weekdayIndex(dayFromIsoDate('2026-11-23')!)).toBe(0)
    expect(weekdayIndex(dayFromIsoDate('2026-11-29')!)).toBe(6)
    expect(weekdayIndex(dayFromIsoDate('1969-12-29')!)).toBe(0)
  })

  test('clock times', () => {
    expect(parseClockTime('07:05')).toBe(425)
    expect(parseClockTime('24:00')).toBeUndefined()
    expect(parseClockTime('7:05')).toBeUndefined()
    expect([0, 1, 420, 719, 720, 1050, 1439].map(formatClockTime)).toEqual([
      '12:00 AM',
      '12:01 AM',
      '7:00 AM',
      '11:59 AM',
      '12:00 PM',
      '5:30 PM',
      '11:59 PM',
    ])
  })
})
