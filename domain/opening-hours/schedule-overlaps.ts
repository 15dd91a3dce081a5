import type { CustomScheduleEntry } from '#domain/locations/hours.ts'
import { dayFromIsoDate, instantAt } from '#domain/kernel/shop-time/calendar.ts'

/**
 * Pairs of custom schedule rows (indexes, the lower first) that are in force at the same moment. A row is in force
 * from the start of its `fromDate` in Toronto until its `closeTimestamp` (schedule.ts); while two are,
 * custom mode is cancelled and the regular hours apply (the original site's rule), which is rarely what the person
 * who typed them meant. Rows that are incomplete, or never in force (from a date after they close), overlap nothing.
 */
export function overlappingScheduleRows(
  entries: ReadonlyArray<Pick<CustomScheduleEntry, 'fromDate' | 'closeTimestamp'>>,
): Array<[number, number]> {
  const spans = entries.map(inForceSpan)
  const pairs: Array<[number, number]> = []
  spans.forEach((a, i) => {
    spans.slice(i + 1).forEach((b, offset) => {
      if (a && b && a.from < b.until && b.from < a.until) pairs.push([i, i + 1 + offset])
    })
  })
  return pairs
}

/** From the start of a row's `fromDate` in Toronto until it closes; undefined when incomplete or never in force. */
export function inForceSpan(entry: Pick<CustomScheduleEntry, 'fromDate' | 'closeTimestamp'>) {
  const day = dayFromIsoDate(entry.fromDate)
  const until = Date.parse(entry.closeTimestamp)
  if (day === undefined || !Number.isFinite(until)) return undefined
  const from = instantAt(day, 0)
  return from < until ? { from, until } : undefined
}
