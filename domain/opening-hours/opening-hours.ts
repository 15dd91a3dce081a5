import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import { compileSchedule, currentState } from './schedule.ts'
import { formatClockTime, isoDate, wallClock, weekdayIndex } from '#domain/kernel/shop-time/calendar.ts'

/** What the status needs of a location (the columns of `locations`). */
export interface OpeningHoursInput {
  weeklyHours: WeeklyHours
  customSchedule?: readonly CustomScheduleEntry[] | null
  todaysHours?: string | null
}

const dayNames = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']
const minuteMs = 60_000
const hourMs = 60 * minuteMs

/**
 * The opening-hours status text, in America/Toronto time whatever the machine's zone:
 * - open: "OPEN, CLOSING AT 6:00 PM" when it closes within 24 hours (late shifts close "AT 2:00 AM"; a closing at
 *   midnight reads "AT 11:59 PM");
 * - closed: "CLOSED, OPENING AT 7:00 AM" later today, "CLOSED, OPENING ON MONDAY AT 7:00 AM" within the next six
 *   days, "CLOSED, OPENING ON 2027-01-04 AT 7:00 AM" further away;
 * - a non-empty `todaysHours` is the text as it stands;
 * - "CLOSED" when the data is malformed or nothing opens within 60 days.
 *
 * Beyond the original site's texts, for open states they do not cover: a stretch of storm-mode or round-the-clock hours
 * that closes more than 24 hours ahead says "OPEN, CLOSING ON FRIDAY AT 10:00 PM" (or on a date, as above), and a
 * yard open without a break for the next 60 days says "OPEN 24 HOURS". See schedule.ts for how the
 * hours and the custom schedule combine.
 */
export function openingStatus(input: OpeningHoursInput, now: Date): string {
  const override = typeof input.todaysHours === 'string' ? input.todaysHours.trim() : ''
  if (override) return override
  const instant = now.getTime()
  const schedule = Number.isFinite(instant)
    ? compileSchedule(input.weeklyHours, input.customSchedule)
    : undefined
  if (!schedule) return 'CLOSED'
  const { openNow, changeAt: change } = currentState(schedule, instant)
  if (openNow) {
    if (change === undefined) return 'OPEN 24 HOURS'
    // A closing at midnight reads "11:59 PM" (as the schema stores it), so the text names the day that ends.
    const shown = wallClock(change).minutes === 0 ? change - minuteMs : change
    if (shown - instant <= 24 * hourMs) return `OPEN, CLOSING AT ${formatClockTime(wallClock(shown).minutes)}`
    return `OPEN, CLOSING ${when(instant, shown)}`
  }
  if (change === undefined) return 'CLOSED'
  return `CLOSED, OPENING ${when(instant, change)}`
}

/** "AT 7:00 AM" (later today), "ON MONDAY AT 7:00 AM" (within six days), "ON 2027-01-04 AT 7:00 AM". */
function when(now: number, at: number): string {
  const today = wallClock(now).day
  const { day, minutes } = wallClock(at)
  const time = formatClockTime(minutes)
  if (day === today) return `AT ${time}`
  if (day - today <= 6) return `ON ${dayNames[weekdayIndex(day)]} AT ${time}`
  return `ON ${isoDate(day)} AT ${time}`
}
