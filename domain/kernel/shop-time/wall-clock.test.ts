import { describe, expect, test } from 'vitest'
import { isoToTorontoWallClock, torontoWallClockToIso } from './wall-clock.ts'

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
