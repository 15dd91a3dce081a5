import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { mostSevere } from '#domain/locations/yard-board.ts'
import { alertTitle } from '#domain/weather/storm-warning-texts.ts'
import type { Db } from '#server/db/client.ts'
import { locations, weatherAlertYards, weatherAlerts } from '#server/db/schema.ts'
import type { ReadModel } from '#server/services/read-model.ts'

interface KeptYardAlert {
  slug: string
  colour: 'yellow' | 'orange' | 'red' | null
  title: string
  until: string | null
}

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
        async (): Promise<KeptYardAlert[]> => {
          const at = now()
          const rows = await db
            .select({
              slug: locations.slug,
              colour: weatherAlerts.colour,
              headline: weatherAlerts.headline,
              expires: weatherAlerts.expires,
            })
            .from(weatherAlertYards)
            .innerJoin(weatherAlerts, eq(weatherAlerts.id, weatherAlertYards.alertId))
            .innerJoin(locations, eq(locations.id, weatherAlertYards.locationId))
            .where(
              and(
                isNull(weatherAlerts.cancelledAt),
                or(isNull(weatherAlerts.expires), gt(weatherAlerts.expires, at)),
              ),
            )
          return rows.map((row) => ({
            slug: row.slug,
            colour: row.colour,
            title: alertTitle(row.headline),
            until: row.expires?.toISOString() ?? null,
          }))
        },
        (alerts) => Math.min(...alerts.map((alert) => (alert.until ? Date.parse(alert.until) : Infinity))),
      )
      const at = now().getTime()
      return mostSevere(
        kept.filter((alert) => alert.slug === slug && (alert.until === null || Date.parse(alert.until) > at)),
      )
    },
  }
}
