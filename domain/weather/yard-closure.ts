import type { NoticeSeverity } from './notices.ts'

/**
 * A severe notice may close, in the same save, the yards it concerns: their "Today's hours" become
 * `closedTodayText`, which the yard's page, the list of locations and the dashboard show instead of the hours.
 * Info and warnings tell visitors something; only a severe notice stops the yards' work.
 */
export const severityClosesYards = (severity: NoticeSeverity): boolean => severity === 'severe'

/** The "Today's hours" of a yard a severe notice closed (at most 80 characters, as the field allows). */
export const closedTodayText = 'CLOSED TODAY: SEVERE WEATHER'

/**
 * The yards a notice as typed would close: those ticked that the notice still concerns (every yard when it is for
 * every yard), and none unless it is severe, so a box ticked before the severity or the yards changed is not sent.
 */
export function yardsToClose(values: {
  severity: NoticeSeverity
  everyYard: boolean
  locationIds: readonly number[]
  closeYardIds: readonly number[]
}): number[] {
  if (!severityClosesYards(values.severity)) return []
  return values.closeYardIds.filter((id) => values.everyYard || values.locationIds.includes(id))
}
