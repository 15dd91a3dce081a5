import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import {
  type DayNumber,
  clockTime24,
  dayFromIsoDate,
  isoDate,
  parseClockTime,
  wallClock,
} from '#domain/kernel/shop-time/calendar.ts'

/** schema.org OpeningHoursSpecification, as Google reads it for a LocalBusiness. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek?: string[]
  opens: string
  closes: string
  validFrom?: string
  validThrough?: string
}

const spec = (fields: Omit<OpeningHoursSpecification, '@type'>): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  ...fields,
})

/**
 * The regular hours, one specification per distinct opening with the days that share it ("Monday"…"Friday" 06:00–
 * 18:00). Closed days are left out, as schema.org intends. "23:59" stays as it is (schema.org's end of day); a closing
 * at or before the opening runs past midnight, which `closes` < `opens` expresses; a day of 24 hours is 00:00–23:59.
 */
export function openingHoursSpecification(weeklyHours: WeeklyHours): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>()
  for (const day of Array.isArray(weeklyHours) ? weeklyHours : []) {
    const open = parseClockTime(day?.openTime ?? '')
    const close = parseClockTime(day?.closeTime ?? '')
    if (day?.open !== true || open === undefined || close === undefined) continue
    const [opens, closes] = open === close ? ['00:00', '23:59'] : [day.openTime, day.closeTime]
    const key = `${opens}-${closes}`
    const existing = byHours.get(key)
    if (existing) existing.dayOfWeek!.push(day.day)
    else byHours.set(key, spec({ dayOfWeek: [day.day], opens, closes }))
  }
  return [...byHours.values()]
}

/**
 * The custom schedule as special hours, for entries not over by `now`: the days closed before an entry's window
 * (opens = closes = 00:00, Google's "closed all day"), then the window itself, split by day when it spans several
 * (storm mode: first day to 23:59, whole days 00:00–23:59, last day from 00:00). Entries that cancel each other
 * by overlapping (see schedule.ts) are listed as they are; the page's status text has the final word.
 */
export function specialOpeningHoursSpecification(
  customSchedule: readonly CustomScheduleEntry[] | null | undefined,
  now: Date,
): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = []
  for (const entry of customSchedule ?? []) {
    const fromDay = dayFromIsoDate(entry?.fromDate ?? '')
    const open = Date.parse(entry?.openTimestamp ?? '')
    const close = Date.parse(entry?.closeTimestamp ?? '')
    if (fromDay === undefined || !(open < close) || close <= now.getTime()) continue
    specs.push(...entrySpecs(fromDay, open, close))
  }
  return specs.sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? ''))
}

function entrySpecs(fromDay: DayNumber, open: number, close: number): OpeningHoursSpecification[] {
  const opening = wallClock(open)
  const closing = wallClock(close)
  const range = (from: DayNumber, through: DayNumber, opens: string, closes: string) =>
    spec({ validFrom: isoDate(from), validThrough: isoDate(through), opens, closes })
  const specs: OpeningHoursSpecification[] = []
  if (fromDay < opening.day) specs.push(range(fromDay, opening.day - 1, '00:00', '00:00'))
  const opens = clockTime24(opening.minutes)
  const closes = clockTime24(closing.minutes)
  if (opening.day === closing.day) return [...specs, range(opening.day, opening.day, opens, closes)]
  specs.push(range(opening.day, opening.day, opens, '23:59'))
  if (closing.day - opening.day > 1) specs.push(range(opening.day + 1, closing.day - 1, '00:00', '23:59'))
  if (closing.minutes > 0) specs.push(range(closing.day, closing.day, '00:00', closes))
  return specs
}
