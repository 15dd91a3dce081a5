import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import {
  dayFromIsoDate,
  formatClockTime,
  isoDate,
  parseClockTime,
  wallClock,
} from '#domain/kernel/shop-time/calendar.ts'

/** One row of a location's hours table, Monday to Sunday. */
export interface HoursRow {
  day: string
  hours: string
}

/** "6:00 AM – 6:00 PM", "Closed", "Open 24 hours", "10:00 PM – 6:00 AM (next day)"; rules as in schedule.ts. */
export function hoursTable(weeklyHours: WeeklyHours): HoursRow[] {
  return (Array.isArray(weeklyHours) ? weeklyHours : []).map((day) => ({
    day: day.day,
    hours: dayHours(day.open, day.openTime, day.closeTime),
  }))
}

function dayHours(isOpen: boolean, openTime: string, closeTime: string): string {
  const open = parseClockTime(openTime)
  const close = parseClockTime(closeTime)
  if (!isOpen || open === undefined || close === undefined) return 'Closed'
  if ((open === 0 && close === 23 * 60 + 59) || open === close) return 'Open 24 hours'
  const range = `${formatClockTime(open)} – ${formatClockTime(close)}`
  return close < open ? `${range} (next day)` : range
}

/** A custom schedule entry as the location page explains it beside the hours table. */
export interface ScheduleNote {
  /** The admin's note, e.g. "Christmas and Boxing Day". */
  note?: string
  /** "Closed 2026-12-25 to 2026-12-27", "Open 2026-12-28, 6:00 AM – 6:00 PM". */
  lines: string[]
  /** In force now (its first day has begun). */
  current: boolean
}

/**
 * Entries in force at `now` or starting within `withinDays`, soonest first. Dates are yyyy-MM-dd, times as
 * in the status text (a window closing at midnight ends "11:59 PM" of its last day). Malformed entries are left out.
 */
export function scheduleNotes(
  customSchedule: readonly CustomScheduleEntry[] | null | undefined,
  now: Date,
  withinDays = 30,
): ScheduleNote[] {
  const today = wallClock(now.getTime()).day
  const notes: Array<ScheduleNote & { starts: string }> = []
  for (const entry of customSchedule ?? []) {
    const fromDay = dayFromIsoDate(entry?.fromDate ?? '')
    const open = Date.parse(entry?.openTimestamp ?? '')
    const close = Date.parse(entry?.closeTimestamp ?? '')
    if (fromDay === undefined || !(open < close) || close <= now.getTime()) continue
    if (fromDay - today > withinDays) continue
    notes.push({
      starts: entry.fromDate,
      note: entry.note?.trim() || undefined,
      lines: entryLines(fromDay, open, close),
      current: fromDay <= today,
    })
  }
  return notes.sort((a, b) => a.starts.localeCompare(b.starts)).map(({ starts: _starts, ...note }) => note)
}

function entryLines(fromDay: number, open: number, close: number): string[] {
  const opening = wallClock(open)
  // As in the status text: a closing at midnight is the last minute of the day before.
  const closing = wallClock(wallClock(close).minutes === 0 ? close - 60_000 : close)
  const lines: string[] = []
  if (fromDay < opening.day) {
    const last = opening.day - 1
    lines.push(
      last === fromDay ? `Closed ${isoDate(fromDay)}` : `Closed ${isoDate(fromDay)} to ${isoDate(last)}`,
    )
  }
  const [opens, closes] = [formatClockTime(opening.minutes), formatClockTime(closing.minutes)]
  lines.push(
    opening.day === closing.day
      ? `Open ${isoDate(opening.day)}, ${opens} – ${closes}`
      : `Open from ${isoDate(opening.day)} ${opens} to ${isoDate(closing.day)} ${closes}`,
  )
  return lines
}
