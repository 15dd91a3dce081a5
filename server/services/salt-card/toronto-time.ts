/**
 * Times are stored in UTC and shown in America/Toronto (DESIGN.md). These turn the customer's days into instants
 * and instants into the shop's wall-clock text, across daylight-saving changes, with the storefront's own zone
 * arithmetic (domain/kernel/shop-time/calendar.ts).
 */
import {
  clockTime24,
  dayFromIsoDate,
  instantAt,
  isoDate,
  wallClock,
} from '#domain/kernel/shop-time/calendar.ts'

/** yyyy-MM-dd HH:mm on the Toronto wall clock. */
export function torontoDateTime(instant: Date): string {
  const { day, minutes } = wallClock(instant.getTime())
  return `${isoDate(day)} ${clockTime24(minutes)}`
}

function calendarDay(day: string): number {
  const number = dayFromIsoDate(day)
  if (number === undefined) throw new Error(`Not a day: "${day}"`)
  return number
}

/**
 * The instant a wall-clock time in Toronto happens. Toronto changes its clocks at 02:00, so midnight and the
 * business hours the demo data uses always exist exactly once.
 */
export function torontoInstant(day: string, hour = 0, minute = 0): Date {
  return new Date(instantAt(calendarDay(day), hour * 60 + minute))
}

/** The instant a yyyy-MM-dd day ends in Toronto (the next day's midnight): the end of an inclusive day filter. */
export function torontoDayEnd(day: string): Date {
  return new Date(instantAt(calendarDay(day) + 1, 0))
}

/** The instant the Toronto calendar month of `instant` began (its first day's midnight). */
export function torontoMonthStart(instant: Date): Date {
  const day = isoDate(wallClock(instant.getTime()).day)
  return torontoInstant(`${day.slice(0, 8)}01`)
}
