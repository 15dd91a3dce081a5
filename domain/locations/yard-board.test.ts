import { describe, expect, test } from 'vitest'
import { entry, week, winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { closesInMinutes, mostSevere, waitLevel } from './yard-board.ts'

// Monday 2026-11-23 in Toronto (EST, UTC-5); the yard closes at 18:00.
const at = (time: string) => Date.parse(`2026-11-23T${time}-05:00`)

describe('waitLevel', () => {
  test.each([
    [0, 'quiet'],
    [5, 'quiet'],
    [6, 'busy'],
    [11, 'busy'],
    [12, 'very-busy'],
    [40, 'very-busy'],
  ] as const)('%i pickups in the last hour: %s', (pickups, level) => {
    expect(waitLevel(pickups)).toBe(level)
  })
})

describe('closesInMinutes', () => {
  test('null more than an hour before closing, then the minutes left, rounded up', () => {
    expect(closesInMinutes({ weeklyHours: winterHours }, at('16:59:00'))).toBeNull()
    expect(closesInMinutes({ weeklyHours: winterHours }, at('17:00:00'))).toBe(60)
    expect(closesInMinutes({ weeklyHours: winterHours }, at('17:35:30'))).toBe(25)
    expect(closesInMinutes({ weeklyHours: winterHours }, at('17:59:50'))).toBe(1)
  })

  test('null when closed, when open round the clock, or when staff typed today’s hours', () => {
    expect(closesInMinutes({ weeklyHours: winterHours }, at('18:30:00'))).toBeNull()
    expect(closesInMinutes({ weeklyHours: week({ Monday: '00:00-23:59' }) }, at('17:30:00'))).toBeNull()
    expect(
      closesInMinutes({ weeklyHours: winterHours, todaysHours: 'CLOSED FOR INVENTORY' }, at('17:30:00')),
    ).toBeNull()
  })

  test('storm hours close when they say, not at the weekly time', () => {
    const storm = [entry('2026-11-23', '2026-11-23T05:00:00-05:00', '2026-11-23T22:00:00-05:00')]
    expect(closesInMinutes({ weeklyHours: winterHours, customSchedule: storm }, at('17:30:00'))).toBeNull()
    expect(closesInMinutes({ weeklyHours: winterHours, customSchedule: storm }, at('21:15:00'))).toBe(45)
  })
})

describe('mostSevere', () => {
  test('red over orange over yellow; among equals, the one lasting longest (no end counts as longest)', () => {
    const yellow = { colour: 'yellow' as const, title: 'Snowfall warning', until: '2026-11-24T12:00:00Z' }
    const orange = { colour: 'orange' as const, title: 'Winter storm warning', until: '2026-11-24T12:00:00Z' }
    const orangeLonger = { ...orange, until: '2026-11-25T12:00:00Z' }
    const orangeOpen = { ...orange, until: null }
    expect(mostSevere([yellow, orange])).toBe(orange)
    expect(mostSevere([orange, orangeLonger, yellow])).toBe(orangeLonger)
    expect(mostSevere([orangeLonger, orangeOpen])).toBe(orangeOpen)
    expect(mostSevere([])).toBeNull()
  })
})
