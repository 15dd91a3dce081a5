import { describe, expect, test } from 'vitest'
import { hoursTable, scheduleNotes } from './display.ts'
import { entry, week, winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'

describe('hoursTable', () => {
  test('Monday to Sunday, closed days say Closed', () => {
    expect(hoursTable(winterHours)).toEqual([
      { day: 'Monday', hours: '6:00 AM – 6:00 PM' },
      { day: 'Tuesday', hours: '6:00 AM – 6:00 PM' },
      { day: 'Wednesday', hours: '6:00 AM – 6:00 PM' },
      { day: 'Thursday', hours: '6:00 AM – 6:00 PM' },
      { day: 'Friday', hours: '6:00 AM – 6:00 PM' },
      { day: 'Saturday', hours: '7:00 AM – 2:00 PM' },
      { day: 'Sunday', hours: 'Closed' },
    ])
  })

  test('round the clock, past midnight, until midnight', () => {
    const rows = hoursTable(
      week({
        Monday: '00:00-23:59',
        Tuesday: '07:00-07:00',
        Wednesday: '22:00-06:00',
        Thursday: '06:00-23:59',
        Friday: '12:00-12:30',
      }),
    )
    expect(rows.map((row) => row.hours)).toEqual([
      'Open 24 hours',
      'Open 24 hours',
      '10:00 PM – 6:00 AM (next day)',
      '6:00 AM – 11:59 PM',
      '12:00 PM – 12:30 PM',
      'Closed',
      'Closed',
    ])
  })
})

describe('scheduleNotes', () => {
  const christmas = entry(
    '2026-12-25',
    '2026-12-28T06:00:00-05:00',
    '2026-12-28T18:00:00-05:00',
    'Christmas and Boxing Day',
  )
  const newYear = entry(
    '2027-01-01',
    '2027-01-02T07:00:00-05:00',
    '2027-01-02T14:00:00-05:00',
    'New Year’s Day',
  )
  const storm = entry(
    '2026-12-14',
    '2026-12-14T05:00:00-05:00',
    '2026-12-18T22:00:00-05:00',
    'Storm mode: extended hours',
  )

  test('upcoming within 30 days, soonest first, with closed days and the window after them', () => {
    expect(scheduleNotes([newYear, christmas, storm], new Date('2026-12-05T12:00:00-05:00'))).toEqual([
      {
        note: 'Storm mode: extended hours',
        lines: ['Open from 2026-12-14 5:00 AM to 2026-12-18 10:00 PM'],
        current: false,
      },
      {
        note: 'Christmas and Boxing Day',
        lines: ['Closed 2026-12-25 to 2026-12-27', 'Open 2026-12-28, 6:00 AM – 6:00 PM'],
        current: false,
      },
      {
        note: 'New Year’s Day',
        lines: ['Closed 2027-01-01', 'Open 2027-01-02, 7:00 AM – 2:00 PM'],
        current: false,
      },
    ])
  })

  test('entries further than 30 days ahead wait; entries over are gone; in force now is current', () => {
    const notes = (moment: string) =>
      scheduleNotes([newYear, christmas, storm], new Date(moment)).map((note) => [note.note, note.current])
    // The storm starts in 22 days, Christmas in 33.
    expect(notes('2026-11-22T12:00:00-05:00')).toEqual([['Storm mode: extended hours', false]])
    expect(notes('2026-11-25T12:00:00-05:00')).toEqual([
      ['Storm mode: extended hours', false],
      ['Christmas and Boxing Day', false],
    ])
    expect(notes('2026-12-15T12:00:00-05:00')).toEqual([
      ['Storm mode: extended hours', true],
      ['Christmas and Boxing Day', false],
      ['New Year’s Day', false],
    ])
    expect(notes('2026-12-28T18:00:00-05:00')).toEqual([['New Year’s Day', false]])
    expect(notes('2027-01-02T13:00:00-05:00')).toEqual([['New Year’s Day', true]])
    expect(notes('2027-01-02T14:00:00-05:00')).toEqual([])
  })

  test('a window ending at midnight ends 11:59 PM; no note text; malformed entries are left out', () => {
    const late = entry('2026-12-30', '2026-12-30T20:00:00-05:00', '2026-12-31T00:00:00-05:00')
    const broken = entry('2026-12-31', '2026-12-31T20:00:00-05:00', '2026-12-31T08:00:00-05:00')
    expect(scheduleNotes([late, broken], new Date('2026-12-29T12:00:00-05:00'))).toEqual([
      { note: undefined, lines: ['Open 2026-12-30, 8:00 PM – 11:59 PM'], current: false },
    ])
  })
})
