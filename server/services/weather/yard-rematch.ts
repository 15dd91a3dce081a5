import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { type YardPlace, alertCoversYard } from '#domain/weather/cap-alert.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { weatherAlertYards, weatherAlerts } from '#server/db/schema.ts'
import { warnLowCardsOfAlert } from './storm-warnings.ts'

/**
 * A yard whose regions or coordinates staff changed is matched again against the alerts in force (ADR 0033), so a
 * region added during a storm shows the storm's alert without waiting for ECCC's next message. In the same
 * transaction, each alert that covers the yard only now warns the low cards that may use it (ADR 0039), claimed per
 * card and alert as any warning, so a card warned before is not warned again. Answers the cards warned.
 */
export async function rematchYard(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  yard: YardPlace & { id: number },
  at: Date,
): Promise<number> {
  const live = await tx
    .select()
    .from(weatherAlerts)
    .where(
      and(
        isNull(weatherAlerts.cancelledAt),
        or(isNull(weatherAlerts.expires), gt(weatherAlerts.expires, at)),
      ),
    )
  const matchedBefore = await tx
    .delete(weatherAlertYards)
    .where(eq(weatherAlertYards.locationId, yard.id))
    .returning({ alertId: weatherAlertYards.alertId })
  const covering = live.filter((alert) => alertCoversYard(alert, yard))
  if (covering.length === 0) return 0
  await tx
    .insert(weatherAlertYards)
    .values(covering.map((alert) => ({ alertId: alert.id, locationId: yard.id })))
  const before = new Set(matchedBefore.map((row) => row.alertId))
  let warned = 0
  for (const alert of covering.filter((alert) => !before.has(alert.id)))
    warned += await warnLowCardsOfAlert(tx, deps, alert, [yard.id], at)
  return warned
}
