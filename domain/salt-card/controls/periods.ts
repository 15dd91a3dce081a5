import { instantAt, wallClock, weekdayIndex } from '#domain/kernel/shop-time/calendar.ts'

/** A span of time, start included, end not: UTC milliseconds. */
export interface Span {
  start: number
  end: number
}

/**
 * The Toronto day and week an instant falls in, for the daily and weekly limits. A day runs from Toronto's midnight
 * to the next (23 or 25 hours on the days the clocks change); **a week starts on Monday** at midnight, the first day
 * of the hours table and of ISO 8601, so a Sunday's pickups count with the week they end.
 */
export function torontoPeriods(instant: number): { day: Span; week: Span } {
  const { day } = wallClock(instant)
  const monday = day - weekdayIndex(day)
  return {
    day: { start: instantAt(day, 0), end: instantAt(day + 1, 0) },
    week: { start: instantAt(monday, 0), end: instantAt(monday + 7, 0) },
  }
}
