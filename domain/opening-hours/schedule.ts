import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import {
  type DayNumber,
  dayFromIsoDate,
  instantAt,
  parseClockTime,
  wallClock,
  weekdayIndex,
} from '#domain/kernel/shop-time/calendar.ts'

/**
 * A location's hours as a function of time: open or closed at any instant, and when that next changes.
 *
 * Regular hours (one row per weekday, Toronto wall-clock times):
 * - closeTime after openTime: open that day from openTime to closeTime;
 * - closeTime "23:59": open until midnight, the end of the day (the schema has no "24:00"), so a yard open
 *   00:00–23:59 every day is open around the clock, and Monday 06:00–23:59 followed by Tuesday 00:00–… is one
 *   stretch;
 * - closeTime at or before openTime: the hours run past midnight and end at closeTime the next day
 *   (equal times: 24 hours from openTime).
 *
 * Custom schedule (see domain/locations/hours.ts): an entry is in force from the start of its `fromDate` (Toronto)
 * until its `closeTimestamp`; while exactly one entry is in force it replaces the regular hours (open from
 * `openTimestamp` to `closeTimestamp`, closed otherwise). Two or more entries in force at once cancel custom mode,
 * and the regular hours apply.
 */

/** The same weekday order as `weekdays` in location-hours.ts, which this module does not import so zod stays out of the page bundle. */
const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** A regular day's opening, in minutes from that day's midnight; `close` is above 1440 when it runs past midnight. */
interface RegularHours {
  open: number
  close: number
}

interface CustomWindow {
  /** Start of the entry's `fromDate` in Toronto. */
  from: number
  open: number
  close: number
}

export interface Schedule {
  /** Monday first; null on a closed day. */
  week: Array<RegularHours | null>
  custom: CustomWindow[]
}

const endOfDay = 24 * 60

/** Checks the data (it comes from a JSON column) and prepares it; undefined when anything is malformed. */
export function compileSchedule(
  weeklyHours: WeeklyHours,
  customSchedule: readonly CustomScheduleEntry[] | null | undefined,
): Schedule | undefined {
  if (!Array.isArray(weeklyHours) || weeklyHours.length !== 7) return undefined
  const week: Schedule['week'] = []
  for (const [index, day] of weeklyHours.entries()) {
    if (typeof day !== 'object' || day === null || day.day !== weekdayNames[index]) return undefined
    const open = parseClockTime(day.openTime)
    const close = parseClockTime(day.closeTime)
    if (typeof day.open !== 'boolean' || open === undefined || close === undefined) return undefined
    week.push(day.open ? { open, close: regularClose(open, close) } : null)
  }
  const custom: CustomWindow[] = []
  for (const entry of customSchedule ?? []) {
    const fromDay = typeof entry?.fromDate === 'string' ? dayFromIsoDate(entry.fromDate) : undefined
    const open = timestamp(entry?.openTimestamp)
    const close = timestamp(entry?.closeTimestamp)
    if (fromDay === undefined || open === undefined || close === undefined || open >= close) return undefined
    custom.push({ from: instantAt(fromDay, 0), open, close })
  }
  return { week, custom }
}

function regularClose(open: number, close: number): number {
  if (close === endOfDay - 1) return endOfDay
  return close <= open ? close + endOfDay : close
}

function timestamp(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : undefined
}

/** The instants a regular opening starting on `day` begins and ends. */
function regularInterval(schedule: Schedule, day: DayNumber): [number, number] | undefined {
  const hours = schedule.week[weekdayIndex(day)]
  if (!hours) return undefined
  const end = Math.floor(hours.close / endOfDay)
  return [instantAt(day, hours.open), instantAt(day + end, hours.close - end * endOfDay)]
}

export function isOpenAt(schedule: Schedule, instant: number): boolean {
  const inForce = schedule.custom.filter((entry) => entry.from <= instant && instant < entry.close)
  if (inForce.length === 1) return inForce[0]!.open <= instant
  // An opening lasts at most a day and an hour (24 hours across a fall-back night), so only yesterday's can reach today.
  const today = wallClock(instant).day
  return [today - 1, today].some((day) => {
    const interval = regularInterval(schedule, day)
    return interval !== undefined && interval[0] <= instant && instant < interval[1]
  })
}

/**
 * Whether the location is open at `now`, and the first instant after it at which that changes (it opens when closed,
 * closes when open), looking `horizonDays` ahead; `changeAt` is undefined when nothing changes by then. Works day by day so the usual answer (today or
 * tomorrow) costs a handful of time-zone conversions, not sixty days' worth.
 */
export function currentState(
  schedule: Schedule,
  now: number,
  horizonDays = 60,
): { openNow: boolean; changeAt: number | undefined } {
  const openNow = isOpenAt(schedule, now)
  // Every instant where the state can change; between two of them it stays the same.
  let pending = schedule.custom
    .flatMap((entry) => [entry.from, entry.open, entry.close])
    .filter((t) => t > now)
  const today = wallClock(now).day
  for (let day = today - 1; day <= today + horizonDays; day += 1) {
    const interval = regularInterval(schedule, day)
    if (interval) pending.push(...interval.filter((t) => t > now))
    if (day < today) continue
    // Openings of later days start after this day ends, so every boundary before then is already pending.
    const dayEnd = instantAt(day + 1, 0)
    const due = pending.filter((t) => t < dayEnd).sort((a, b) => a - b)
    const changeAt = due.find((boundary) => isOpenAt(schedule, boundary) !== openNow)
    if (changeAt !== undefined) return { openNow, changeAt }
    pending = pending.filter((t) => t >= dayEnd)
  }
  return { openNow, changeAt: undefined }
}
