import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { alertTitle } from '#domain/weather/storm-warning-texts.ts'
import type { Db } from '#server/db/client.ts'
import { locations, weatherAlertYards, weatherAlerts } from '#server/db/schema.ts'

/** An ECCC alert in force on one yard, in the words a visitor reads (ADR 0037). */
export interface YardAlertInForce {
  slug: string
  colour: 'yellow' | 'orange' | 'red' | null
  title: string
  /** ISO time the alert ends, or null when it gave none. */
  until: string | null
}

/** Every yard's alerts not cancelled and not over at `at`: the live board's and the yard page's one reading. */
export async function yardAlertsInForce(db: Db, at: Date): Promise<YardAlertInForce[]> {
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
}
