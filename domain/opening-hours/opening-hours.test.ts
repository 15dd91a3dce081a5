import { afterEach, describe, expect, test } from 'vitest'
import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import { entry, everyDay, week, winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { openingStatus } from './opening-hours.ts'

/** Each case: hours, a Toronto moment (ISO with its offset, so the instant is unambiguous) and the exact text. */
type Case = [moment: string, expected: string]

function check(
  weeklyHours: WeeklyHours,
  cases: Case[],
  customSchedule: CustomScheduleEntry[] = [],
  todaysHours: string | null = null,
) {
  for (const [moment, expected] of cases) {
    expect(openingStatus({ weeklyHours, customSchedule, todaysHours }, new Date(moment)), moment).toBe(
      expected,
    )
  }
}

// 2026-11-23 is a Monday; Toronto is on standard time (−05:00) from 2026-11-01 to 2027-03-14.
describe('regular hours (Mon–Fri 6–6, Sat 7–2, Sun closed)', () => {
  test('inside hours: closing time today', () => {
    check(winterHours, [
      ['2026-11-23T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
      ['2026-11-23T06:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
      ['2026-11-23T17:59:59-05:00', 'OPEN, CLOSING AT 6:00 PM'],
      ['2026-11-28T13:30:00-05:00', 'OPEN, CLOSING AT 2:00 PM'],
    ])
  })

  test('before opening: later today', () => {
    check(winterHours, [
      ['2026-11-23T00:00:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
      ['2026-11-23T05:59:59-05:00', 'CLOSED, OPENING AT 6:00 AM'],
      ['2026-11-28T06:15:00-05:00', 'CLOSED, OPENING AT 7:00 AM'],
    ])
  })

  test('after closing: the weekday of the next opening', () => {
    check(winterHours, [
      ['2026-11-23T18:00:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ['2026-11-23T23:59:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ['2026-11-27T19:00:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 7:00 AM'],
      ['2026-11-28T14:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
    ])
  })

  test('a closed day', () => {
    check(winterHours, [
      ['2026-11-29T00:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
      ['2026-11-29T12:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
    ])
  })

  test('times on the half hour, at noon and in the afternoon', () => {
    const hours = week({ Monday: '07:30-12:00', Tuesday: '12:00-17:30', Wednesday: '13:05-21:45' })
    check(hours, [
      ['2026-11-23T07:00:00-05:00', 'CLOSED, OPENING AT 7:30 AM'],
      ['2026-11-23T08:00:00-05:00', 'OPEN, CLOSING AT 12:00 PM'],
      ['2026-11-23T12:00:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 12:00 PM'],
      ['2026-11-24T12:00:00-05:00', 'OPEN, CLOSING AT 5:30 PM'],
      ['2026-11-24T18:00:00-05:00', 'CLOSED, OPENING ON WEDNESDAY AT 1:05 PM'],
      ['2026-11-25T21:00:00-05:00', 'OPEN, CLOSING AT 9:45 PM'],
    ])
  })

  test('a single open day a week: the next one is named by weekday up to six days ahead', () => {
    const hours = week({ Wednesday: '08:00-16:00' })
    check(hours, [
      ['2026-11-25T16:00:00-05:00', 'CLOSED, OPENING ON 2026-12-02 AT 8:00 AM'],
      ['2026-11-26T09:00:00-05:00', 'CLOSED, OPENING ON WEDNESDAY AT 8:00 AM'],
      ['2026-11-24T23:00:00-05:00', 'CLOSED, OPENING ON WEDNESDAY AT 8:00 AM'],
    ])
  })

  test('never open: plain CLOSED', () => {
    check(week({}), [['2026-11-23T10:00:00-05:00', 'CLOSED']])
  })

  test('open round the clock every day: OPEN 24 HOURS', () => {
    check(everyDay('00:00-23:59'), [['2026-11-23T10:00:00-05:00', 'OPEN 24 HOURS']])
    check(everyDay('00:00-00:00'), [['2026-11-23T03:00:00-05:00', 'OPEN 24 HOURS']])
  })
})

describe('midnight', () => {
  test('23:59 means open until midnight; the text says 11:59 PM', () => {
    const hours = week({ Monday: '06:00-23:59', Tuesday: '06:00-18:00' })
    check(hours, [
      ['2026-11-23T22:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-23T23:59:30-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-24T00:00:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
    ])
  })

  test('a closing time at or before the opening time runs past midnight', () => {
    const hours = week({ Friday: '18:00-02:00', Saturday: '18:00-00:00' })
    check(hours, [
      ['2026-11-27T17:00:00-05:00', 'CLOSED, OPENING AT 6:00 PM'],
      ['2026-11-27T23:00:00-05:00', 'OPEN, CLOSING AT 2:00 AM'],
      ['2026-11-28T01:59:00-05:00', 'OPEN, CLOSING AT 2:00 AM'],
      ['2026-11-28T02:00:00-05:00', 'CLOSED, OPENING AT 6:00 PM'],
      ['2026-11-28T20:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-29T00:00:00-05:00', 'CLOSED, OPENING ON FRIDAY AT 6:00 PM'],
    ])
  })

  test('equal opening and closing times: 24 hours from the opening', () => {
    check(week({ Monday: '07:00-07:00' }), [
      ['2026-11-23T06:00:00-05:00', 'CLOSED, OPENING AT 7:00 AM'],
      ['2026-11-23T07:00:00-05:00', 'OPEN, CLOSING AT 7:00 AM'],
      ['2026-11-24T06:59:00-05:00', 'OPEN, CLOSING AT 7:00 AM'],
      ['2026-11-24T07:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 7:00 AM'],
    ])
  })

  test('days that meet at midnight are one stretch (a yard open Monday to Saturday)', () => {
    const hours = week({
      Monday: '05:00-23:59',
      Tuesday: '00:00-23:59',
      Wednesday: '00:00-23:59',
      Thursday: '00:00-23:59',
      Friday: '00:00-23:59',
      Saturday: '00:00-16:00',
    })
    check(hours, [
      ['2026-11-23T04:00:00-05:00', 'CLOSED, OPENING AT 5:00 AM'],
      ['2026-11-23T12:00:00-05:00', 'OPEN, CLOSING ON SATURDAY AT 4:00 PM'],
      ['2026-11-26T23:59:00-05:00', 'OPEN, CLOSING ON SATURDAY AT 4:00 PM'],
      ['2026-11-27T18:00:00-05:00', 'OPEN, CLOSING AT 4:00 PM'],
      ['2026-11-28T16:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 5:00 AM'],
    ])
  })

  test('a stretch ending at midnight names the day that ends', () => {
    const hours = week({ Monday: '00:00-23:59', Tuesday: '00:00-23:59', Wednesday: '00:00-23:59' })
    check(hours, [
      ['2026-11-23T08:00:00-05:00', 'OPEN, CLOSING ON WEDNESDAY AT 11:59 PM'],
      ['2026-11-25T08:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-26T00:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 12:00 AM'],
    ])
  })
})

describe('custom schedule', () => {
  // Christmas 2026 is a Friday, Boxing Day a Saturday: closed from the 25th until Monday the 28th.
  const christmas = entry(
    '2026-12-25',
    '2026-12-28T06:00:00-05:00',
    '2026-12-28T18:00:00-05:00',
    'Christmas and Boxing Day',
  )

  test('a holiday closure: closed from its first day until the window after it', () => {
    check(
      winterHours,
      [
        ['2026-12-24T12:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-12-24T20:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2026-12-25T10:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2026-12-26T08:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2026-12-28T05:00:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
        ['2026-12-28T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-12-28T18:00:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ],
      [christmas],
    )
  })

  test("the window's own hours replace the day's regular hours", () => {
    const longDay = entry('2026-12-30', '2026-12-30T08:00:00-05:00', '2026-12-30T20:00:00-05:00')
    check(
      winterHours,
      [
        ['2026-12-30T06:30:00-05:00', 'CLOSED, OPENING AT 8:00 AM'],
        ['2026-12-30T11:00:00-05:00', 'OPEN, CLOSING AT 8:00 PM'],
        ['2026-12-30T19:00:00-05:00', 'OPEN, CLOSING AT 8:00 PM'],
        ['2026-12-30T20:00:00-05:00', 'CLOSED, OPENING ON THURSDAY AT 6:00 AM'],
      ],
      [longDay],
    )
  })

  test('after the window closes, the regular hours apply again the same day', () => {
    const morning = entry('2026-12-29', '2026-12-29T08:00:00-05:00', '2026-12-29T12:00:00-05:00')
    check(
      winterHours,
      [
        ['2026-12-29T07:00:00-05:00', 'CLOSED, OPENING AT 8:00 AM'],
        // The window runs into the regular hours without a break.
        ['2026-12-29T11:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-12-29T13:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
      ],
      [morning],
    )
  })

  test('a custom schedule starting at midnight ends a late shift early', () => {
    const lateShifts = week({ Thursday: '18:00-02:00', Friday: '18:00-02:00' })
    const holiday = entry('2027-01-01', '2027-01-02T09:00:00-05:00', '2027-01-02T13:00:00-05:00')
    check(
      lateShifts,
      [
        ['2026-12-31T22:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
        ['2027-01-01T01:00:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 9:00 AM'],
      ],
      [holiday],
    )
  })

  test('storm mode: one long window of extended hours', () => {
    const storm = entry('2026-12-14', '2026-12-14T05:00:00-05:00', '2026-12-18T22:00:00-05:00', 'Storm mode')
    check(
      winterHours,
      [
        ['2026-12-14T04:00:00-05:00', 'CLOSED, OPENING AT 5:00 AM'],
        ['2026-12-14T12:00:00-05:00', 'OPEN, CLOSING ON FRIDAY AT 10:00 PM'],
        ['2026-12-16T02:00:00-05:00', 'OPEN, CLOSING ON FRIDAY AT 10:00 PM'],
        ['2026-12-17T23:00:00-05:00', 'OPEN, CLOSING AT 10:00 PM'],
        ['2026-12-18T22:00:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 7:00 AM'],
      ],
      [storm],
    )
  })

  test('a week of closures: the opening a week away is a date, then a weekday', () => {
    const closedWeek = entry('2027-01-04', '2027-01-11T06:00:00-05:00', '2027-01-11T18:00:00-05:00')
    check(
      winterHours,
      [
        ['2027-01-04T08:00:00-05:00', 'CLOSED, OPENING ON 2027-01-11 AT 6:00 AM'],
        ['2027-01-05T08:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2027-01-09T08:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2027-01-11T08:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
      ],
      [closedWeek],
    )
  })

  test('two entries in force at once cancel custom mode; the regular hours apply', () => {
    const first = entry('2026-12-24', '2026-12-28T06:00:00-05:00', '2026-12-28T18:00:00-05:00')
    const second = entry('2026-12-27', '2026-12-30T08:00:00-05:00', '2026-12-30T12:00:00-05:00')
    check(
      winterHours,
      [
        // Only the first is in force on Thursday the 24th and Saturday the 26th.
        ['2026-12-24T10:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        // From Sunday the 27th both are, until the first closes on Monday at 6 PM.
        ['2026-12-27T10:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2026-12-28T07:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        // Then only the second, which opens on Wednesday at 8.
        ['2026-12-28T19:00:00-05:00', 'CLOSED, OPENING ON WEDNESDAY AT 8:00 AM'],
      ],
      [first, second],
    )
  })

  test('overlapping entries with different windows: regular hours while both are in force', () => {
    const storm = entry('2026-12-14', '2026-12-14T00:00:00-05:00', '2026-12-20T23:00:00-05:00')
    const closure = entry('2026-12-16', '2026-12-21T06:00:00-05:00', '2026-12-21T18:00:00-05:00')
    check(
      winterHours,
      [
        // The second comes into force at midnight; Wednesday's regular hours start at 6.
        ['2026-12-15T03:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
        ['2026-12-16T03:00:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
        ['2026-12-16T12:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-12-20T23:30:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
      ],
      [storm, closure],
    )
  })

  test('an entry that has ended or not yet begun changes nothing', () => {
    const past = entry('2026-11-02', '2026-11-03T08:00:00-05:00', '2026-11-03T12:00:00-05:00')
    const future = entry('2026-12-25', '2026-12-28T06:00:00-05:00', '2026-12-28T18:00:00-05:00')
    check(
      winterHours,
      [
        ['2026-11-23T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-11-23T19:00:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ],
      [past, future],
    )
  })

  test('closed longer than 60 days: plain CLOSED', () => {
    const season = entry('2026-11-23', '2027-03-01T06:00:00-05:00', '2027-03-01T18:00:00-05:00')
    check(winterHours, [['2026-11-23T10:00:00-05:00', 'CLOSED']], [season])
  })

  test('within 60 days a far opening is given as a date', () => {
    const long = entry('2026-11-23', '2027-01-11T06:00:00-05:00', '2027-01-11T18:00:00-05:00')
    check(winterHours, [['2026-11-23T10:00:00-05:00', 'CLOSED, OPENING ON 2027-01-11 AT 6:00 AM']], [long])
  })
})

describe('daylight saving time: wall-clock times stay right', () => {
  const sundays = week({ Saturday: '07:00-14:00', Sunday: '08:00-16:00' })

  test('spring forward 2026-03-08: Sunday opens at 8:00 daylight time', () => {
    check(sundays, [
      ['2026-03-07T22:00:00-05:00', 'CLOSED, OPENING ON SUNDAY AT 8:00 AM'],
      ['2026-03-08T01:30:00-05:00', 'CLOSED, OPENING AT 8:00 AM'],
      ['2026-03-08T07:59:00-04:00', 'CLOSED, OPENING AT 8:00 AM'],
      ['2026-03-08T08:00:00-04:00', 'OPEN, CLOSING AT 4:00 PM'],
      ['2026-03-08T15:59:00-04:00', 'OPEN, CLOSING AT 4:00 PM'],
      ['2026-03-08T16:00:00-04:00', 'CLOSED, OPENING ON SATURDAY AT 7:00 AM'],
    ])
  })

  test('fall back 2026-11-01: Sunday opens at 8:00 standard time', () => {
    check(sundays, [
      ['2026-10-31T20:00:00-04:00', 'CLOSED, OPENING ON SUNDAY AT 8:00 AM'],
      ['2026-11-01T01:30:00-04:00', 'CLOSED, OPENING AT 8:00 AM'],
      ['2026-11-01T01:30:00-05:00', 'CLOSED, OPENING AT 8:00 AM'],
      ['2026-11-01T07:59:00-05:00', 'CLOSED, OPENING AT 8:00 AM'],
      ['2026-11-01T08:00:00-05:00', 'OPEN, CLOSING AT 4:00 PM'],
      ['2026-11-01T16:00:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 7:00 AM'],
    ])
  })

  test('spring forward 2027-03-14 and fall back 2027-11-07 in a weekday schedule', () => {
    check(winterHours, [
      ['2027-03-13T15:00:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
      ['2027-03-15T05:59:00-04:00', 'CLOSED, OPENING AT 6:00 AM'],
      ['2027-03-15T06:00:00-04:00', 'OPEN, CLOSING AT 6:00 PM'],
      ['2027-11-06T15:00:00-04:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
      ['2027-11-08T05:59:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
      ['2027-11-08T06:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
    ])
  })

  test('a night shift across the spring-forward night is an hour shorter and closes at 6:00 daylight time', () => {
    check(week({ Saturday: '22:00-06:00' }), [
      ['2027-03-13T23:00:00-05:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-03-14T01:59:00-05:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-03-14T03:00:00-04:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-03-14T05:59:00-04:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-03-14T06:00:00-04:00', 'CLOSED, OPENING ON SATURDAY AT 10:00 PM'],
    ])
  })

  test('a night shift across the fall-back night closes at 6:00 standard time', () => {
    check(week({ Saturday: '22:00-06:00' }), [
      ['2027-11-06T23:00:00-04:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-11-07T01:30:00-04:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-11-07T01:30:00-05:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-11-07T05:59:00-05:00', 'OPEN, CLOSING AT 6:00 AM'],
      ['2027-11-07T06:00:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 10:00 PM'],
    ])
  })

  test('a closing time that happens twice (1:30 AM on 2026-11-01) means the first', () => {
    check(week({ Saturday: '20:00-01:30' }), [
      ['2026-11-01T01:15:00-04:00', 'OPEN, CLOSING AT 1:30 AM'],
      ['2026-11-01T01:30:00-04:00', 'CLOSED, OPENING ON SATURDAY AT 8:00 PM'],
      ['2026-11-01T01:15:00-05:00', 'CLOSED, OPENING ON SATURDAY AT 8:00 PM'],
    ])
  })

  test('an opening time the clocks skip (2:30 AM on 2026-03-08) opens when the clock reads 3:30', () => {
    check(week({ Sunday: '02:30-12:00' }), [
      ['2026-03-08T01:00:00-05:00', 'CLOSED, OPENING AT 3:30 AM'],
      ['2026-03-08T03:29:00-04:00', 'CLOSED, OPENING AT 3:30 AM'],
      ['2026-03-08T03:30:00-04:00', 'OPEN, CLOSING AT 12:00 PM'],
    ])
  })

  test('a round-the-clock day is 23 hours on spring-forward day and 25 on fall-back day', () => {
    const sundaysOnly = week({ Sunday: '00:00-23:59' })
    check(sundaysOnly, [
      ['2026-03-08T00:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-03-08T23:59:00-04:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-03-09T00:00:00-04:00', 'CLOSED, OPENING ON SUNDAY AT 12:00 AM'],
      ['2026-11-01T00:30:00-04:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-01T23:59:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
      ['2026-11-02T00:00:00-05:00', 'CLOSED, OPENING ON SUNDAY AT 12:00 AM'],
    ])
  })

  test('storm mode across the fall-back change closes at 10:00 PM standard time', () => {
    const storm = entry('2026-10-30', '2026-10-30T05:00:00-04:00', '2026-11-02T22:00:00-05:00')
    check(
      winterHours,
      [
        ['2026-10-31T12:00:00-04:00', 'OPEN, CLOSING ON MONDAY AT 10:00 PM'],
        ['2026-11-02T21:59:00-05:00', 'OPEN, CLOSING AT 10:00 PM'],
        ['2026-11-02T22:00:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ],
      [storm],
    )
  })

  test('a custom schedule starting on spring-forward day begins at its midnight', () => {
    const closure = entry('2027-03-14', '2027-03-16T06:00:00-04:00', '2027-03-16T18:00:00-04:00')
    check(
      week({ Saturday: '20:00-23:59', Sunday: '00:00-12:00', Monday: '06:00-18:00', Tuesday: '06:00-18:00' }),
      [
        ['2027-03-13T23:00:00-05:00', 'OPEN, CLOSING AT 11:59 PM'],
        ['2027-03-14T00:30:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
      ],
      [closure],
    )
  })
})

describe('the machine time zone does not matter', () => {
  const savedZone = process.env.TZ
  afterEach(() => {
    process.env.TZ = savedZone
  })

  for (const zone of ['UTC', 'Asia/Tokyo', 'America/Vancouver', 'Pacific/Kiritimati']) {
    test(zone, () => {
      process.env.TZ = zone
      check(winterHours, [
        ['2026-11-23T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM'],
        ['2026-11-23T20:30:00-05:00', 'CLOSED, OPENING ON TUESDAY AT 6:00 AM'],
        ['2026-11-29T23:30:00-05:00', 'CLOSED, OPENING ON MONDAY AT 6:00 AM'],
        ['2026-11-30T00:30:00-05:00', 'CLOSED, OPENING AT 6:00 AM'],
      ])
    })
  }
})

describe("today's hours override", () => {
  test('a non-empty todaysHours is the text, whatever the hours say', () => {
    check(
      winterHours,
      [['2026-11-23T10:00:00-05:00', 'OPEN TODAY 8:00 AM – 12:00 PM ONLY']],
      [],
      '  OPEN TODAY 8:00 AM – 12:00 PM ONLY ',
    )
    check(
      week({}),
      [['2026-11-23T10:00:00-05:00', 'Call ahead: loader in repair']],
      [],
      'Call ahead: loader in repair',
    )
  })

  test('an empty or blank todaysHours is ignored', () => {
    check(winterHours, [['2026-11-23T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM']], [], '')
    check(winterHours, [['2026-11-23T10:00:00-05:00', 'OPEN, CLOSING AT 6:00 PM']], [], '   ')
  })
})

describe('bad data: plain CLOSED', () => {
  const at = new Date('2026-11-23T10:00:00-05:00')
  const status = (weeklyHours: unknown, customSchedule: unknown = []) =>
    openingStatus({ weeklyHours, customSchedule } as Parameters<typeof openingStatus>[0], at)

  test('weekly hours that are not seven days, Monday first', () => {
    expect(status(winterHours.slice(1))).toBe('CLOSED')
    expect(status([...winterHours.slice(1), winterHours[0]])).toBe('CLOSED')
    expect(status(null)).toBe('CLOSED')
    expect(status({})).toBe('CLOSED')
    expect(status([...winterHours.slice(0, 6), null])).toBe('CLOSED')
  })

  test('times that are not 24-hour HH:mm, or an open flag that is not a boolean', () => {
    const withMonday = (monday: object) => [{ ...winterHours[0], ...monday }, ...winterHours.slice(1)]
    expect(status(withMonday({ openTime: '6:00' }))).toBe('CLOSED')
    expect(status(withMonday({ closeTime: '24:00' }))).toBe('CLOSED')
    expect(status(withMonday({ closeTime: '18:60' }))).toBe('CLOSED')
    expect(status(withMonday({ open: 'yes' }))).toBe('CLOSED')
    // The same hours with a valid Monday are fine: the checks above fail on the bad field alone.
    expect(status(withMonday({ openTime: '06:00' }))).toBe('OPEN, CLOSING AT 6:00 PM')
  })

  test('custom entries with a bad date, a bad timestamp, or a window that ends before it starts', () => {
    const good = {
      fromDate: '2026-11-23',
      openTimestamp: '2026-11-23T10:30:00-05:00',
      closeTimestamp: '2026-11-23T11:00:00-05:00',
    }
    expect(status(winterHours, [good])).toBe('CLOSED, OPENING AT 10:30 AM')
    expect(status(winterHours, [{ ...good, fromDate: '2026-02-30' }])).toBe('CLOSED')
    expect(status(winterHours, [{ ...good, fromDate: '23/11/2026' }])).toBe('CLOSED')
    expect(status(winterHours, [{ ...good, openTimestamp: 'soon' }])).toBe('CLOSED')
    expect(status(winterHours, [{ ...good, closeTimestamp: good.openTimestamp }])).toBe('CLOSED')
    expect(status(winterHours, [null])).toBe('CLOSED')
    expect(status(winterHours, null)).toBe('OPEN, CLOSING AT 6:00 PM')
  })

  test('an invalid date', () => {
    expect(openingStatus({ weeklyHours: winterHours }, new Date('not a date'))).toBe('CLOSED')
  })
})
