import type { CustomScheduleEntry } from '#domain/locations/hours.ts'
import { dayFromIsoDate, instantAt, isoDate, parseClockTime } from '#domain/kernel/shop-time/calendar.ts'
import { inForceSpan } from './schedule-overlaps.ts'

/** What storm mode asks for: Toronto dates, and daily hours (HH:mm) or null for round the clock. */
export interface StormHours {
  fromDate: string
  toDate: string
  opensAt: string | null
  closesAt: string | null
  /** Shown beside the hours table on the yard page. */
  note: string
}

const endOfDay = 24 * 60
const iso = (instant: number) => new Date(instant).toISOString()

/**
 * The custom schedule rows a storm writes to each of its yards (schedule.ts reads them):
 * - round the clock: one row, open from the first day's midnight to the end of the last day;
 * - daily hours: one row per day, in force from that day's midnight, open from `opensAt` to `closesAt`. A closing
 *   of "23:59" means midnight, as in the weekly hours (ADR 0005). Hours past midnight are refused by the schema:
 *   the next day's row would be in force before the previous one closed, and the two would cancel each other.
 * Times are Toronto wall-clock times on each day, so a storm across a DST change keeps its hours.
 */
export function stormRows(storm: StormHours, stormId: number): CustomScheduleEntry[] {
  const from = dayFromIsoDate(storm.fromDate)
  const to = dayFromIsoDate(storm.toDate)
  if (from === undefined || to === undefined || to < from) return []
  const row = (day: number, open: number, close: number): CustomScheduleEntry => ({
    fromDate: isoDate(day),
    openTimestamp: iso(open),
    closeTimestamp: iso(close),
    note: storm.note,
    stormId,
  })
  if (storm.opensAt === null || storm.closesAt === null)
    return [row(from, instantAt(from, 0), instantAt(to + 1, 0))]
  const opens = parseClockTime(storm.opensAt)
  const closes = parseClockTime(storm.closesAt)
  if (opens === undefined || closes === undefined) return []
  const rows: CustomScheduleEntry[] = []
  for (let day = from; day <= to; day++) {
    const close = closes === endOfDay - 1 ? instantAt(day + 1, 0) : instantAt(day, closes)
    rows.push(row(day, instantAt(day, opens), close))
  }
  return rows
}

/** When the storm's rows begin to count (the first day's midnight) and when its last row closes. */
export function stormSpan(storm: StormHours): { start: number; end: number } | undefined {
  const rows = stormRows(storm, 1)
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last) return undefined
  return { start: instantAt(dayFromIsoDate(first.fromDate)!, 0), end: Date.parse(last.closeTimestamp) }
}

export type StormPhase = 'upcoming' | 'active' | 'past' | 'ended'

/** Ended early by staff, or by the calendar: not begun yet, running, or over. */
export function stormPhase(storm: StormHours & { endedAt: string | null }, now: number): StormPhase {
  if (storm.endedAt !== null) return 'ended'
  const span = stormSpan(storm)
  if (!span || now >= span.end) return 'past'
  return now < span.start ? 'upcoming' : 'active'
}

/**
 * A yard's schedule once storm `stormId` ends at `at`: its rows already closed stay as they were (the yard's history
 * stays true), a row open at `at` now closes at the start of that minute, and rows not yet open then are removed, so
 * the weekly hours apply again at once. The minute, not the second: browsers recompute the status for the current
 * minute (use-minute.ts), and a close at 7:05:30 would read "OPEN, CLOSING AT 7:05 PM" there until 7:06. Other rows
 * are not touched.
 */
export function endStormRows(
  schedule: readonly CustomScheduleEntry[],
  stormId: number,
  at: number,
): CustomScheduleEntry[] {
  const end = at - (at % 60_000)
  return schedule.flatMap((entry) => {
    if (entry.stormId !== stormId) return [entry]
    if (Date.parse(entry.closeTimestamp) <= end) return [entry]
    if (Date.parse(entry.openTimestamp) < end) return [{ ...entry, closeTimestamp: iso(end) }]
    return []
  })
}

/**
 * The existing rows that a storm's new rows would be in force together with, at `now` or later (two rows in
 * force at once cancel the custom schedule). Overlaps wholly in the past change nothing the site shows and are not
 * conflicts. A row is in force from its `fromDate`'s Toronto midnight until it closes.
 */
export function stormConflicts(
  existing: readonly CustomScheduleEntry[],
  added: readonly CustomScheduleEntry[],
  now: number,
): CustomScheduleEntry[] {
  const addedSpans = added.flatMap((entry) => inForceSpan(entry) ?? [])
  return existing.filter((entry) => {
    const span = inForceSpan(entry)
    return (
      span !== undefined &&
      addedSpans.some(
        (other) =>
          span.from < other.until && other.from < span.until && Math.min(span.until, other.until) > now,
      )
    )
  })
}
