import {
  dayFromIsoDate,
  instantAt,
  isoDate,
  parseClockTime,
  clockTime24,
  wallClock,
} from './opening-hours-time.ts'
import { shopTimeFormat } from './shop-time-format.ts'

/**
 * The value of an `<input type="datetime-local">` for an instant, on Toronto's clock ("2026-12-01T07:30"), whatever
 * the zone of the browser: staff schedule posts in shop time.
 */
export function torontoLocalInput(iso: string | null): string {
  if (!iso) return ''
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return ''
  const { day, minutes } = wallClock(instant)
  return `${isoDate(day)}T${clockTime24(minutes)}`
}

/** The instant a Toronto wall-clock reading from a datetime-local input means, as ISO; null unless it is one. */
export function instantFromTorontoLocal(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(text)
  if (!match) return null
  const day = dayFromIsoDate(match[1]!)
  const minutes = parseClockTime(match[2]!)
  if (day === undefined || minutes === undefined) return null
  return new Date(instantAt(day, minutes)).toISOString()
}

const torontoDateTime = shopTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })

/** "Jan 15, 2026, 7:30 a.m.": an instant as staff read it, in shop time. */
export const formatTorontoDateTime = (iso: string) => torontoDateTime().format(new Date(iso))
