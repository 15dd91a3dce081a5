import { eq, inArray, lt, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { type WeatherAlert, stormWarningMails, weatherAlerts } from '#server/db/schema.ts'

/**
 * How long a storm warning's claim is kept after its alert ended (expired or was cancelled): 30 days, as sent digests
 * (ADR 0029), to answer a customer's "was I warned of that storm?". After the end no message warns anyone (the
 * intake refuses messages for an alert this long over, and warns only while an alert is in force), so the row has
 * no other use.
 */
export const stormWarningRetentionDays = 30

const retentionMs = stormWarningRetentionDays * 24 * 60 * 60_000

/** Whether the alert ended more than the retention before `now`: its warnings are pruned, it takes no more messages. */
export function alertClosed(alert: Pick<WeatherAlert, 'cancelledAt' | 'expires'>, now: Date): boolean {
  const cutoff = now.getTime() - retentionMs
  return [alert.cancelledAt, alert.expires].some((end) => end !== null && end.getTime() < cutoff)
}

/**
 * Deletes the warning claims of alerts that ended over 30 days ago (ADR 0039). The alerts are found from the claims
 * (the table pruned here stays small) through weather_alerts' primary key, so no other index is needed however many
 * alerts are kept.
 */
export async function pruneStormWarnings(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - retentionMs)
  const closed = db
    .selectDistinct({ id: stormWarningMails.alertId })
    .from(stormWarningMails)
    .innerJoin(weatherAlerts, eq(weatherAlerts.id, stormWarningMails.alertId))
    .where(or(lt(weatherAlerts.cancelledAt, cutoff), lt(weatherAlerts.expires, cutoff)))
  await db.delete(stormWarningMails).where(inArray(stormWarningMails.alertId, closed))
}
