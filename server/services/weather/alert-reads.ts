import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { AdminWeatherAlert } from '#domain/weather/alert-drafts.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  type WeatherAlert,
  locations,
  weatherAlertNotices,
  weatherAlertYards,
  weatherAlerts,
} from '#server/db/schema.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { readsTogether } from '#server/db/reads-together.ts'

const colourRank = { red: 0, orange: 1, yellow: 2 } as const

/**
 * The alerts in force at `now` (not cancelled, not expired) that cover at least one yard the member may act on, with
 * those yards only (a yard-staff member never learns about other yards): red first, then orange, yellow, statements.
 */
export async function listLiveAlerts(db: Db | Tx, scope: YardScope, now: Date): Promise<AdminWeatherAlert[]> {
  const alerts = await db
    .select()
    .from(weatherAlerts)
    .where(
      and(
        isNull(weatherAlerts.cancelledAt),
        or(isNull(weatherAlerts.expires), gt(weatherAlerts.expires, now)),
      ),
    )
    .orderBy(desc(weatherAlerts.sentAt))
  if (alerts.length === 0) return []
  const ids = alerts.map((alert) => alert.id)
  const [matches, notices] = await readsTogether(db, [
    () =>
      db
        .select({ alertId: weatherAlertYards.alertId, id: locations.id, name: locations.locationName })
        .from(weatherAlertYards)
        .innerJoin(locations, eq(locations.id, weatherAlertYards.locationId))
        .where(inArray(weatherAlertYards.alertId, ids))
        .orderBy(asc(locations.locationName)),
    () => db.select().from(weatherAlertNotices).where(inArray(weatherAlertNotices.alertId, ids)),
  ])
  return alerts
    .map((alert) =>
      toAdminAlert(
        alert,
        matches
          .filter((match) => match.alertId === alert.id && (scope === 'every-yard' || scope.has(match.id)))
          .map(({ id, name }) => ({ id, name })),
        notices.find((notice) => notice.alertId === alert.id)?.noticeId ?? null,
      ),
    )
    .filter((alert) => alert.yards.length > 0)
    .sort((a, b) => rank(a) - rank(b))
}

const rank = (alert: AdminWeatherAlert) => (alert.colour ? colourRank[alert.colour] : 3)

export function toAdminAlert(
  alert: WeatherAlert,
  yards: AdminWeatherAlert['yards'],
  autoNoticeId: number | null,
): AdminWeatherAlert {
  return {
    id: alert.id,
    event: alert.event,
    headline: alert.headline,
    colour: alert.colour,
    severity: alert.severity,
    urgency: alert.urgency,
    certainty: alert.certainty,
    sentAt: alert.sentAt.toISOString(),
    onset: alert.onset?.toISOString() ?? null,
    expires: alert.expires?.toISOString() ?? null,
    areas: alert.areas.map((area) => area.description),
    yards,
    autoNoticeId,
  }
}
