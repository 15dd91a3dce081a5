/**
 * Times are stored in UTC and shown in America/Toronto (DESIGN.md). These turn the customer's days into instants
 * and instants into the shop's wall-clock text, across daylight-saving changes.
 */
import { isCalendarDay } from '#app/lib/schemas/salt-card.ts'

export const shopTimeZone = 'America/Toronto'

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function torontoParts(instant: Date) {
  const parts: Record<string, string> = {}
  for (const part of wallClock.formatToParts(instant)) parts[part.type] = part.value
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** yyyy-MM-dd HH:mm on the Toronto wall clock. */
export function torontoDateTime(instant: Date): string {
  const p = torontoParts(instant)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** yyyy-MM-dd in Toronto. */
export function torontoDate(instant: Date): string {
  const p = torontoParts(instant)
  return `${p.year}-${p.month}-${p.day}`
}

/** Minutes Toronto is ahead of UTC at an instant (negative: -300 in winter, -240 in summer). */
function offsetMinutes(instant: Date): number {
  const p = torontoParts(instant)
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/**
 * The instant a wall-clock time in Toronto happens. Toronto changes its clocks at 02:00, so midnight and the
 * business hours the demo data uses always exist exactly once.
 */
export function torontoInstant(day: string, hour = 0, minute = 0): Date {
  if (!isCalendarDay(day)) throw new Error(`Not a day: "${day}"`)
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  // The offset at the wall time read as UTC is right unless a clock change lies between the two; check again.
  const first = wall - offsetMinutes(new Date(wall)) * 60_000
  return new Date(wall - offsetMinutes(new Date(first)) * 60_000)
}

/** The day after a yyyy-MM-dd day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}
