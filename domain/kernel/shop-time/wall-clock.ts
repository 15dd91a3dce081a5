import { clockTime24, dayFromIsoDate, instantAt, isoDate, parseClockTime, wallClock } from './calendar.ts'

/**
 * A `datetime-local` input shows and answers a wall-clock reading ("2026-12-28T07:00") with no zone. Staff mean
 * Toronto time whatever their device's zone, and the schedule stores UTC instants, so these convert between the two
 * with the storefront's own zone arithmetic (DST included).
 */
const wallClockPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/

/**
 * "2026-12-28T07:00" (Toronto) → "2026-12-28T12:00:00.000Z"; undefined unless it is a real date and time. A time
 * skipped when clocks spring forward means the moment after the gap; one that happens twice in the fall, the first.
 */
export function torontoWallClockToIso(text: string): string | undefined {
  const match = wallClockPattern.exec(text.trim())
  if (!match) return undefined
  const day = dayFromIsoDate(match[1]!)
  const minutes = parseClockTime(match[2]!)
  if (day === undefined || minutes === undefined) return undefined
  return new Date(instantAt(day, minutes)).toISOString()
}

/** An instant (ISO text with a zone or offset) → Toronto's "yyyy-MM-ddTHH:mm"; '' when it is no instant. */
export function isoToTorontoWallClock(iso: string): string {
  const instant = Date.parse(iso)
  if (!Number.isFinite(instant)) return ''
  const { day, minutes } = wallClock(instant)
  return `${isoDate(day)}T${clockTime24(minutes)}`
}
