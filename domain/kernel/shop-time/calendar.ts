import { shopTimeFormat } from './format.ts'

/**
 * Wall-clock arithmetic in the shop's time zone, America/Toronto, whatever the zone of the machine running it
 * (a server in UTC, a visitor's browser in Vancouver). Only `Intl.DateTimeFormat` knows the zone's rules; everything
 * else is plain arithmetic on "day numbers" (Toronto calendar days counted from 1970-01-01) and minutes of the day.
 */

const dayMs = 86_400_000
const minuteMs = 60_000

/** A Toronto calendar day as days since 1970-01-01; calendar arithmetic only, no zone. */
export type DayNumber = number

/** Where an instant falls on Toronto's wall clock. */
export interface WallClock {
  day: DayNumber
  /** Minutes since that day's midnight, 0–1439. */
  minutes: number
}

const torontoParts = shopTimeFormat(
  {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  'en-US',
)

/** Toronto's offset from UTC at an instant, in milliseconds (−4 h in summer, −5 h in winter), straight from Intl. */
function measureOffset(instant: number): number {
  const value: Record<string, number> = {}
  for (const part of torontoParts().formatToParts(instant)) value[part.type] = Number(part.value)
  const hour = value.hour === 24 ? 0 : (value.hour ?? 0)
  const wall = Date.UTC(value.year!, value.month! - 1, value.day!, hour, value.minute!, value.second!)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * Offsets by UTC hour. Toronto changes its clocks on the hour (07:00 and 06:00 UTC), so one lookup per hour is exact,
 * and a page of eleven locations costs a few dozen Intl calls instead of thousands.
 */
const offsetsByHour = new Map<number, number>()

function offsetAt(instant: number): number {
  const hour = Math.floor(instant / 3_600_000)
  let offset = offsetsByHour.get(hour)
  if (offset === undefined) {
    if (offsetsByHour.size > 20_000) offsetsByHour.clear()
    offset = measureOffset(hour * 3_600_000)
    offsetsByHour.set(hour, offset)
  }
  return offset
}

/** The Toronto wall-clock reading of an instant, as if that reading were a UTC time. */
function wallAsUtc(instant: number): number {
  return instant + offsetAt(instant)
}

export function wallClock(instant: number): WallClock {
  const wall = wallAsUtc(instant)
  const day = Math.floor(wall / dayMs)
  return { day, minutes: Math.floor((wall - day * dayMs) / minuteMs) }
}

/**
 * The instant at which Toronto's wall clock shows `minutes` past midnight of `day`. Like Temporal's "compatible"
 * rule: a time skipped when clocks spring forward (2:30 AM) means the moment after the gap (3:30 AM daylight time);
 * a time that happens twice when clocks fall back (1:30 AM) means the first of the two.
 */
export function instantAt(day: DayNumber, minutes: number): number {
  const wall = day * dayMs + minutes * minuteMs
  // Toronto's clock changes are months apart, so a day either side shows the offsets before and after any change.
  const before = offsetAt(wall - dayMs)
  const after = offsetAt(wall + dayMs)
  if (before === after) return wall - before
  const matching = [wall - before, wall - after].filter((instant) => wallAsUtc(instant) === wall)
  if (matching.length > 0) return Math.min(...matching)
  return wall - before
}

/** "2026-12-25" → its day number; undefined unless it is a real calendar date. */
export function dayFromIsoDate(text: string): DayNumber | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, date)
  const check = new Date(ms)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return undefined
  }
  return ms / dayMs
}

/** Day number → "yyyy-MM-dd", the shop's date format. */
export function isoDate(day: DayNumber): string {
  return new Date(day * dayMs).toISOString().slice(0, 10)
}

/** 0 for Monday … 6 for Sunday, the order of the hours table (1970-01-01 was a Thursday). */
export function weekdayIndex(day: DayNumber): number {
  return (((day + 3) % 7) + 7) % 7
}

/** "HH:mm" (24-hour) → minutes since midnight; undefined unless it is a valid clock time. */
export function parseClockTime(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/** Minutes since midnight → "7:00 AM", "5:30 PM", "12:00 AM" (midnight), "12:00 PM" (noon). */
export function formatClockTime(minutes: number): string {
  const normalized = ((minutes % 1440) + 1440) % 1440
  const hour = Math.floor(normalized / 60)
  const minute = normalized % 60
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** Minutes since midnight → "HH:mm", the 24-hour form schema.org expects. */
export function clockTime24(minutes: number): string {
  const normalized = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(normalized / 60)).padStart(2, '0')}:${String(normalized % 60).padStart(2, '0')}`
}
