import { and, eq, inArray } from 'drizzle-orm'
import { alertNoticeInput } from '#domain/weather/alert-drafts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  type WeatherAlert,
  locations,
  weatherAlertNotices,
  weatherAutoPublishYards,
  weatherNotices,
} from '#server/db/schema.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { refuseYardsOutOfScope } from '#server/services/locations/yard-scope.ts'
import { toAdminAlert } from './alert-reads.ts'

/** The yards (of those the member may act on) for which red alerts publish their notice without a person. */
export async function autoPublishYardIds(db: AppDeps['db'], scope: YardScope): Promise<number[]> {
  const rows = await db.select({ id: weatherAutoPublishYards.locationId }).from(weatherAutoPublishYards)
  return rows
    .map((row) => row.id)
    .filter((id) => scope === 'every-yard' || scope.has(id))
    .sort((a, b) => a - b)
}

/**
 * Sets the switch for the member's yards: `locationIds` on, every other yard in scope off; yards outside a yard-staff
 * member's grants are refused (403) and never touched. Audited with the yards before and after.
 */
export async function setAutoPublishYards(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  scope: YardScope,
  locationIds: number[],
): Promise<number[]> {
  refuseYardsOutOfScope(scope, locationIds, 'locationIds')
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const before = await autoPublishYardIds(tx, scope)
    const known = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, [0, ...locationIds]))
    const wanted = known.map((row) => row.id)
    const dropped = before.filter((id) => !wanted.includes(id))
    if (dropped.length > 0)
      await tx.delete(weatherAutoPublishYards).where(inArray(weatherAutoPublishYards.locationId, dropped))
    if (wanted.length > 0)
      await tx
        .insert(weatherAutoPublishYards)
        .values(wanted.map((locationId) => ({ locationId, createdBy: actor.accountId })))
        .onConflictDoNothing()
    await recordAudit(tx, {
      action: 'weather.updated',
      actorAccountId: actor.accountId,
      subject: 'weather/auto-publish',
      details: { before, after: [...wanted].sort((a, b) => a - b) },
      ip: actor.ip,
      at,
    })
  })
  return autoPublishYardIds(deps.db, scope)
}

/**
 * A red alert covering auto-publish yards publishes its notice for those yards, once per alert (its updates find the
 * claim taken), in the intake's transaction. Audited with no actor: no person published it.
 */
export async function autoPublishRedAlert(
  tx: Tx,
  alert: WeatherAlert,
  yardIds: readonly number[],
  now: Date,
): Promise<number | null> {
  if (alert.colour !== 'red' || yardIds.length === 0) return null
  const yards = await tx
    .select({ id: locations.id, name: locations.locationName })
    .from(locations)
    .innerJoin(weatherAutoPublishYards, eq(weatherAutoPublishYards.locationId, locations.id))
    .where(and(inArray(locations.id, [...yardIds])))
  if (yards.length === 0) return null
  const [claimed] = await tx
    .insert(weatherAlertNotices)
    .values({ alertId: alert.id })
    .onConflictDoNothing()
    .returning()
  if (!claimed) return null
  const draft = alertNoticeInput(toAdminAlert(alert, yards, null), now)
  const [notice] = await tx
    .insert(weatherNotices)
    .values({
      ...draft,
      startsAt: new Date(draft.startsAt),
      endsAt: new Date(draft.endsAt),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await tx
    .update(weatherAlertNotices)
    .set({ noticeId: notice!.id })
    .where(eq(weatherAlertNotices.alertId, alert.id))
  await recordAudit(tx, {
    action: 'weather.created',
    actorAccountId: null,
    subject: `weather/${notice!.id}`,
    details: { before: null, after: JSON.parse(JSON.stringify(notice)), alertId: alert.id },
    at: now,
  })
  return notice!.id
}
