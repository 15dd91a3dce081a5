import { describe, expect, test } from 'vitest'
import { openingStatus } from './opening-hours.ts'
import { winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { overlappingScheduleRows } from './schedule-overlaps.ts'

const row = (fromDate: string, closeTimestamp: string) => ({ fromDate, closeTimestamp })

describe('overlapping custom schedule rows', () => {
  test('rows one after the other do not overlap, even back to back at midnight', () => {
    expect(
      overlappingScheduleRows([
        row('2026-12-25', '2026-12-28T17:00:00-05:00'),
        row('2026-12-29', '2026-12-29T17:00:00-05:00'),
        // Closes exactly when the next row comes into force (midnight of 2027-01-01, Toronto).
        row('2026-12-30', '2027-01-01T00:00:00-05:00'),
        row('2027-01-01', '2027-01-02T14:00:00-05:00'),
      ]),
    ).toEqual([])
  })

  test('a row in force while another still is overlaps it, wherever it sits in the list', () => {
    expect(
      overlappingScheduleRows([
        row('2027-01-10', '2027-01-12T17:00:00-05:00'),
        row('2026-12-25', '2026-12-28T17:00:00-05:00'),
        row('2026-12-27', '2026-12-27T18:00:00-05:00'),
        row('2027-01-12', '2027-01-13T10:00:00-05:00'),
      ]),
    ).toEqual([
      [0, 3],
      [1, 2],
    ])
  })

  test('the start is Toronto midnight: a row closing at 11:30 PM Toronto the day before does not reach it', () => {
    // 2026-12-27T23:30 Toronto is 2026-12-28T04:30 UTC, after UTC midnight but before Toronto's.
    expect(
      overlappingScheduleRows([
        row('2026-12-27', '2026-12-28T04:30:00Z'),
        row('2026-12-28', '2026-12-28T17:00:00-05:00'),
      ]),
    ).toEqual([])
    expect(
      overlappingScheduleRows([
        row('2026-12-27', '2026-12-28T05:30:00Z'),
        row('2026-12-28', '2026-12-28T17:00:00-05:00'),
      ]),
    ).toEqual([[0, 1]])
  })

  test('incomplete rows and rows never in force overlap nothing', () => {
    expect(
      overlappingScheduleRows([
        row('2026-12-25', ''),
        row('', '2026-12-28T17:00:00-05:00'),
        row('2026-12-29', '2026-12-28T17:00:00-05:00'),
        row('2026-12-26', '2026-12-28T17:00:00-05:00'),
      ]),
    ).toEqual([])
  })

  test('what it warns about is what the storefront does: overlapping rows fall back to the regular hours', () => {
    const weeklyHours = winterHours
    const storm = {
      fromDate: '2026-12-14',
      openTimestamp: '2026-12-14T00:00:00-05:00',
      closeTimestamp: '2026-12-16T00:00:00-05:00',
    }
    const other = { ...storm, fromDate: '2026-12-15', openTimestamp: '2026-12-15T00:00:00-05:00' }
    const at = new Date('2026-12-15T03:00:00-05:00')
    expect(openingStatus({ weeklyHours, customSchedule: [storm] }, at)).toMatch(/^OPEN/)
    expect(overlappingScheduleRows([storm, other])).toEqual([[0, 1]])
    expect(openingStatus({ weeklyHours, customSchedule: [storm, other] }, at)).toMatch(/^CLOSED/)
  })
})
