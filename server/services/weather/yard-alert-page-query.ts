import { mostSevere } from '#domain/locations/yard-board.ts'
import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { yardAlertsInForce } from './yard-alerts-in-force.ts'

/**
 * The ECCC alert in force on a yard, for its page's meta description (ADR 0037). From the read model, kept no later
 * than the first of these alerts ends, so the page cache never serves a description past its alert; an alert taken
 * in or cancelled empties both at once (the intake's contentChanges), as staff changes to notices do.
 */
export function yardAlertPageQueries(db: Db, now: () => Date, { remember }: ReadModel) {
  return {
    inForce: async (slug: string) => {
      const kept = await remember(
        'yard alerts',
        () => yardAlertsInForce(db, now()),
        (alerts) => Math.min(...alerts.map((alert) => (alert.until ? Date.parse(alert.until) : Infinity))),
      )
      const at = now().getTime()
      return mostSevere(
        kept.filter((alert) => alert.slug === slug && (alert.until === null || Date.parse(alert.until) > at)),
      )
    },
  }
}
