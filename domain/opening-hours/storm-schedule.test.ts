import { describe, expect, test } from 'vitest'
import type { CustomScheduleEntry } from '#domain/locations/hours.ts'
import { openingStatus } from './opening-hours.ts'
import { winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { overlappingScheduleRows } from './schedule-overlaps.ts'
import { endStormRows, stormConflicts, stormPhase, stormRows, stormSpan } from './storm-schedule.ts'

const storm = (
  fromDate: string,
  toDate: string,
  opensAt: string | null = null,
  closesAt: string | null = null,
) => ({
  fromDate,
  toDate,
  opensAt,
  closesAt,
  note: 'Storm mode',
})
const at = (text: string) => new Date(text).getTime()
const windows = (rows: CustomScheduleEntry[]) =>
  rows.map((row) => [row.fromDate, row.openTimestamp, row.closeTimestamp])

describe('the rows storm mode writes', () => {
  test('round the clock: one row from the first midnight to the end of the last day, across the fall-back night', () => {
    const rows = stormRows(storm('2026-10-31', '2026-11-01'), 7)
    // Saturday midnight is daylight time (−04:00), Monday midnight standard time (−05:00): 49 hours.
    expect(windows(rows)).toEqual([['2026-10-31', '2026-10-31T04:00:00.000Z', '2026-11-02T05:00:00.000Z']])
    expect(rows[0]).toMatchObject({ note: 'Storm mode', stormId: 7 })
  })

  test('daily hours: one row a day at the same wall-clock times, across the spring-forward night', () => {
    const rows = stormRows(storm('2027-03-13', '2027-03-15', '05:00', '22:00'), 3)
    expect(windows(rows)).toEqual([
      ['2027-03-13', '2027-03-13T10:00:00.000Z', '2027-03-14T03:00:00.000Z'],
      ['2027-03-14', '2027-03-14T09:00:00.000Z', '2027-03-15T02:00:00.000Z'],
      ['2027-03-15', '2027-03-15T09:00:00.000Z', '2027-03-16T02:00:00.000Z'],
    ])
    expect(rows.every((row) => row.stormId === 3)).toBe(true)
  })

  test('an opening in the hour the clocks skip means the moment after the gap, as everywhere in the hours', () => {
    const [row] = stormRows(storm('2027-03-14', '2027-03-14', '02:30', '20:00'), 1)
    expect(row!.openTimestamp).toBe('2027-03-14T07:30:00.000Z') // 3:30 AM daylight time
  })

  test('a closing of 23:59 means midnight, and back-to-back days never cancel each other', () => {
    const rows = stormRows(storm('2026-12-14', '2026-12-16', '00:00', '23:59'), 2)
    expect(rows.map((row) => row.closeTimestamp)).toEqual([
      '2026-12-15T05:00:00.000Z',
      '2026-12-16T05:00:00.000Z',
      '2026-12-17T05:00:00.000Z',
    ])
    expect(overlappingScheduleRows(rows)).toEqual([])
    const hours = { weeklyHours: winterHours, customSchedule: rows }
    // Monday noon: open without a break until Wednesday's end.
    expect(openingStatus(hours, new Date('2026-12-14T12:00:00-05:00'))).toBe(
      'OPEN, CLOSING ON WEDNESDAY AT 11:59 PM',
    )
  })

  test('the yard page’s status follows: storm hours replace the weekly hours while each row is in force', () => {
    const rows = stormRows(storm('2026-12-19', '2026-12-20', '05:00', '22:00'), 4)
    const hours = { weeklyHours: winterHours, customSchedule: rows }
    // Saturday: the weekly hours close at 2 PM, the storm at 10 PM; Sunday is closed in winter but not in the storm.
    expect(openingStatus({ weeklyHours: winterHours }, new Date('2026-12-19T15:00:00-05:00'))).toBe(
      'CLOSED, OPENING ON MONDAY AT 6:00 AM',
    )
    expect(openingStatus(hours, new Date('2026-12-19T15:00:00-05:00'))).toBe('OPEN, CLOSING AT 10:00 PM')
    expect(openingStatus(hours, new Date('2026-12-19T23:00:00-05:00'))).toBe(
      'CLOSED, OPENING ON SUNDAY AT 5:00 AM',
    )
  })

  test('nothing for a range that ends before it starts or a date that is no date', () => {
    expect(stormRows(storm('2026-12-20', '2026-12-19'), 1)).toEqual([])
    expect(stormRows(storm('2026-02-30', '2026-03-01'), 1)).toEqual([])
  })
})

describe('a storm in time', () => {
  const hoursStorm = storm('2026-12-14', '2026-12-15', '05:00', '22:00')

  test('spans from its first midnight to its last closing', () => {
    expect(stormSpan(hoursStorm)).toEqual({
      start: at('2026-12-14T00:00:00-05:00'),
      end: at('2026-12-15T22:00:00-05:00'),
    })
  })

  test('is upcoming, active, past, or ended early by staff', () => {
    const running = { ...hoursStorm, endedAt: null }
    expect(stormPhase(running, at('2026-12-13T23:59:00-05:00'))).toBe('upcoming')
    expect(stormPhase(running, at('2026-12-14T00:00:00-05:00'))).toBe('active')
    expect(stormPhase(running, at('2026-12-15T21:59:00-05:00'))).toBe('active')
    expect(stormPhase(running, at('2026-12-15T22:00:00-05:00'))).toBe('past')
    expect(stormPhase({ ...running, endedAt: '2026-12-14T10:00:00Z' }, at('2026-12-14T11:00:00-05:00'))).toBe(
      'ended',
    )
  })
})

describe('ending a storm early', () => {
  const holiday: CustomScheduleEntry = {
    fromDate: '2026-12-25',
    openTimestamp: '2026-12-28T11:00:00.000Z',
    closeTimestamp: '2026-12-28T23:00:00.000Z',
    note: 'Closed for Christmas',
  }
  const rows = stormRows(storm('2026-12-14', '2026-12-17', '05:00', '22:00'), 9)
  const otherStorm = stormRows(storm('2026-12-18', '2026-12-18'), 10)
  const schedule = [holiday, ...rows, ...otherStorm]

  test('keeps the rows already closed, closes the open one now, removes the rest; other rows untouched', () => {
    const now = at('2026-12-15T13:30:00-05:00')
    const ended = endStormRows(schedule, 9, now)
    expect(ended).toEqual([
      holiday,
      rows[0],
      { ...rows[1], closeTimestamp: '2026-12-15T18:30:00.000Z' },
      ...otherStorm,
    ])
    expect(openingStatus({ weeklyHours: winterHours, customSchedule: ended }, new Date(now + 60_000))).toBe(
      'OPEN, CLOSING AT 6:00 PM',
    )
  })

  test('between two days’ hours, the coming days go and the weekly hours apply at once', () => {
    const now = at('2026-12-15T23:00:00-05:00')
    expect(endStormRows(schedule, 9, now)).toEqual([holiday, rows[0], rows[1], ...otherStorm])
  })

  test('in force but not yet open (before the day’s opening): the row goes, it never opened', () => {
    const now = at('2026-12-16T03:00:00-05:00')
    expect(endStormRows(schedule, 9, now)).toEqual([holiday, rows[0], rows[1], ...otherStorm])
  })

  test('before it began: every row goes', () => {
    expect(endStormRows(schedule, 9, at('2026-12-01T12:00:00-05:00'))).toEqual([holiday, ...otherStorm])
  })
})

describe('conflicts with the rows a yard already has', () => {
  const christmas: CustomScheduleEntry = {
    fromDate: '2026-12-25',
    openTimestamp: '2026-12-28T11:00:00.000Z',
    closeTimestamp: '2026-12-28T23:00:00.000Z',
    note: 'Closed for Christmas',
  }
  const now = at('2026-12-20T12:00:00-05:00')

  test('a storm over a holiday closure would cancel both: the closure is named', () => {
    const added = stormRows(storm('2026-12-24', '2026-12-26'), 1)
    expect(stormConflicts([christmas], added, now)).toEqual([christmas])
  })

  test('back to back is no conflict; nor is another storm on other days', () => {
    const before = stormRows(storm('2026-12-21', '2026-12-24'), 1)
    expect(stormConflicts([christmas], before, now)).toEqual([])
    const other = stormRows(storm('2026-12-21', '2026-12-22', '05:00', '22:00'), 2)
    expect(stormConflicts(other, stormRows(storm('2026-12-23', '2026-12-23'), 3), now)).toEqual([])
    expect(stormConflicts(other, stormRows(storm('2026-12-22', '2026-12-23'), 3), now)).toEqual([other[1]])
  })

  test('an overlap wholly in the past (a storm ended early this morning) changes nothing the site shows', () => {
    const morning = at('2026-12-20T09:00:00-05:00')
    const endedToday = endStormRows(stormRows(storm('2026-12-20', '2026-12-21'), 4), 4, morning)
    expect(stormConflicts(endedToday, stormRows(storm('2026-12-20', '2026-12-20'), 5), now)).toEqual([])
  })
})
