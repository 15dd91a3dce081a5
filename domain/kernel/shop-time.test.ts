import { describe, expect, it, test } from 'vitest'
import {
  dayFromIsoDate,
  formatClockTime,
  formatTorontoDateTime,
  instantAt,
  isoDate,
  isoToTorontoWallClock,
  parseClockTime,
  shopTimeFormat,
  shopTimeParts,
  torontoDate,
  torontoWallClockToIso,
  wallClock,
  weekdayIndex,
} from './shop-time.ts'

describe('shopTimeFormat', () => {
  it("reads an instant on the shop's clock, not the machine's", () => {
    // 03:30 UTC on 1 January is still 31 December in Toronto (UTC−5 in winter).
    const year = shopTimeFormat({ year: 'numeric' })
    expect(year().format(Date.UTC(2027, 0, 1, 3, 30))).toBe('2026')
  })

  it('builds its formatter once', () => {
    const format = shopTimeFormat({ hour: 'numeric' })
    expect(format()).toBe(format())
  })
})

describe('shopTimeParts', () => {
  it("gives the parts by type, on the shop's clock and daylight time in summer", () => {
    const format = shopTimeFormat(
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      'en-US',
    )
    // 12:05 UTC on 1 July is 08:05 in Toronto (UTC−4).
    expect(shopTimeParts(format, new Date(Date.UTC(2026, 6, 1, 12, 5)))).toMatchObject({
      year: '2026',
      month: '07',
      day: '01',
      hour: '08',
      minute: '05',
    })
  })
})

describe('torontoDate', () => {
  it('gives the day as the calendar in Toronto shows it, not in UTC', () => {
    // 02:30 UTC on Nov 16 is still the evening of Nov 15 in Toronto (EST, UTC−5).
    expect(torontoDate(new Date('2026-11-16T02:30:00Z'))).toBe('2026-11-15')
    expect(torontoDate(new Date('2026-11-16T05:00:00Z'))).toBe('2026-11-16')
    // In summer (EDT, UTC−4) midnight comes an hour earlier in UTC.
    expect(torontoDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(torontoDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })

  it('pads months and days (yyyy-MM-dd, spec 9)', () => {
    expect(torontoDate(new Date('2026-02-03T12:00:00Z'))).toBe('2026-02-03')
  })

  it('reads the day the clocks fall back by its own offset', () => {
    expect(torontoDate(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01')
  })
})

test('an instant reads on the shop’s clock, whatever the zone of the machine', () => {
  expect(formatTorontoDateTime('2026-01-15T12:30:00.000Z')).toMatch(/Jan 15, 2026, 7:30/)
  expect(formatTorontoDateTime('2026-07-01T04:00:00.000Z')).toMatch(/Jul 1, 2026, 12:00/)
})

describe('Toronto wall clock ⇄ UTC', () => {
  test('winter (EST, −5 h) and summer (EDT, −4 h)', () => {
    expect(torontoWallClockToIso('2026-12-28T07:00')).toBe('2026-12-28T12:00:00.000Z')
    expect(torontoWallClockToIso('2026-07-01T07:00')).toBe('2026-07-01T11:00:00.000Z')
    expect(isoToTorontoWallClock('2026-12-28T12:00:00.000Z')).toBe('2026-12-28T07:00')
    expect(isoToTorontoWallClock('2026-07-01T07:00:00-04:00')).toBe('2026-07-01T07:00')
  })

  test('spring forward (2026-03-08, 2:00 AM → 3:00 AM): either side, and a skipped time means the moment after the gap', () => {
    expect(torontoWallClockToIso('2026-03-08T01:30')).toBe('2026-03-08T06:30:00.000Z')
    expect(torontoWallClockToIso('2026-03-08T03:30')).toBe('2026-03-08T07:30:00.000Z')
    expect(torontoWallClockToIso('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z')
    expect(isoToTorontoWallClock('2026-03-08T06:59:00.000Z')).toBe('2026-03-08T01:59')
    expect(isoToTorontoWallClock('2026-03-08T07:00:00.000Z')).toBe('2026-03-08T03:00')
  })

  test('fall back (2026-11-01, 2:00 AM → 1:00 AM): a repeated time means the first one; both read back as 1:30', () => {
    expect(torontoWallClockToIso('2026-11-01T01:30')).toBe('2026-11-01T05:30:00.000Z')
    expect(torontoWallClockToIso('2026-11-01T03:00')).toBe('2026-11-01T08:00:00.000Z')
    expect(isoToTorontoWallClock('2026-11-01T05:30:00.000Z')).toBe('2026-11-01T01:30')
    expect(isoToTorontoWallClock('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T01:30')
  })

  test('round trip of every quarter hour across both changes, skipped times aside', () => {
    for (const start of ['2026-03-07T12:00:00Z', '2026-10-31T12:00:00Z']) {
      for (let step = 0; step < 4 * 36; step++) {
        const iso = new Date(Date.parse(start) + step * 15 * 60_000).toISOString()
        const local = isoToTorontoWallClock(iso)
        const back = torontoWallClockToIso(local)!
        // In the repeated fall-back hour the wall clock names the first occurrence, an hour earlier.
        expect([iso, new Date(Date.parse(iso) - 3_600_000).toISOString()]).toContain(back)
        expect(isoToTorontoWallClock(back)).toBe(local)
      }
    }
  })

  test('seconds from the input are accepted; anything else is no time', () => {
    expect(torontoWallClockToIso('2026-12-28T07:00:30')).toBe('2026-12-28T12:00:00.000Z')
    for (const text of ['', '2026-12-28', '2026-02-30T07:00', '2026-12-28T24:00', '28/12/2026 07:00'])
      expect(torontoWallClockToIso(text)).toBeUndefined()
    expect(isoToTorontoWallClock('not a time')).toBe('')
  })
})

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
