import { describe, expect, test } from 'vitest'
import { pickupWindow, printedTimeProblem } from './pickup-window.ts'

const now = new Date('2026-11-24T15:00:00Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
const minute = 60_000
const day = 24 * 60 * minute

describe('printedTimeProblem', () => {
  test('a ticket printed now, a week back or five minutes ahead is in the window', () => {
    expect(printedTimeProblem(now, now)).toBeNull()
    expect(printedTimeProblem(at(-7 * day), now)).toBeNull()
    expect(printedTimeProblem(at(5 * minute), now)).toBeNull()
  })

  test('one millisecond past either edge is refused, each with its own reason', () => {
    expect(printedTimeProblem(at(-7 * day - 1), now)).toBe('too-old')
    expect(printedTimeProblem(at(5 * minute + 1), now)).toBe('in-the-future')
    expect(printedTimeProblem(at(-365 * day), now)).toBe('too-old')
    expect(printedTimeProblem(at(2 * day), now)).toBe('in-the-future')
  })

  test('the window is seven days back and five minutes ahead', () => {
    expect(pickupWindow).toEqual({ backMs: 7 * day, aheadMs: 5 * minute })
  })
})
