import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { type CapAlert, type YardPlace, alertCoversYard } from '#domain/weather/cap-alert.ts'
import { readCapDocument } from '#server/adapters/weather-alerts/cap-document.ts'
import type { CapFile } from '#server/adapters/weather-alerts/alert-source.ts'
import { XmlRefused } from '#server/adapters/weather-alerts/strict-xml.ts'
import { autoPublishRedAlert } from './auto-publish.ts'
import { warnLowCardsOfAlert } from './storm-warnings.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  type WeatherAlert,
  locations,
  weatherAlertMessages,
  weatherAlertYards,
  weatherAlerts,
} from '#server/db/schema.ts'

type Deps = Pick<AppDeps, 'db' | 'log' | 'now' | 'contentChanges' | 'config'>

/** What one CAP file did: the alert it made, changed or ended, or why it changed nothing. */
export type IntakeOutcome =
  | {
      kind: 'created' | 'updated' | 'cancelled'
      alertId: number
      yardIds: number[]
      /** A red alert's notice, published by itself for auto-publish yards (auto-publish.ts). */
      autoNoticeId?: number
      /** Low cards whose accounts were warned of this alert by this message (storm-warnings.ts); 0 left out. */
      cardsWarned?: number
    }
  | { kind: 'refused' | 'ignored' | 'seen' | 'stale'; reason: string }

/**
 * Takes in one CAP file (ADR 0033). A file that is not a safe, well-formed CAP 1.2 alert is logged and changes
 * nothing. Each message is claimed once by its identifier (a second poll or process finds it taken); an Update or
 * Cancel finds its alert through CAP `references` and rewrites or ends it, and the alert's yards are recomputed.
 * In the same transaction, red alerts publish their notice for auto-publish yards and orange and red ones warn the
 * accounts of low cards on their yards (storm-warnings.ts, ADR 0037).
 */
export async function takeInCapFile(deps: Deps, file: CapFile): Promise<IntakeOutcome> {
  let cap: CapAlert
  try {
    cap = readCapDocument(file.text)
  } catch (error) {
    if (!(error instanceof XmlRefused)) throw error
    deps.log.warn({ file: file.name, reason: error.message }, 'weather alert file refused')
    return { kind: 'refused', reason: error.message }
  }
  if (
    cap.status !== 'Actual' ||
    (cap.msgType !== 'Alert' && cap.msgType !== 'Update' && cap.msgType !== 'Cancel')
  )
    return { kind: 'ignored', reason: `${cap.status} ${cap.msgType}` }

  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(weatherAlertMessages)
      .values({ identifier: cap.identifier, msgType: cap.msgType, sentAt: new Date(cap.sent) })
      .onConflictDoNothing()
      .returning()
    if (!claimed) return { kind: 'seen', reason: cap.identifier } as const
    const alert = await referencedAlert(tx, cap)
    const result = await applyMessage(tx, cap, alert)
    if (!('alertId' in result)) return result
    await tx
      .update(weatherAlertMessages)
      .set({ alertId: result.alertId })
      .where(eq(weatherAlertMessages.identifier, cap.identifier))
    const [row] = await tx.select().from(weatherAlerts).where(eq(weatherAlerts.id, result.alertId))
    const autoNoticeId = await autoPublishRedAlert(tx, row!, result.yardIds, deps.now())
    const cardsWarned = await warnLowCardsOfAlert(tx, deps, row!, result.yardIds, deps.now())
    return {
      ...result,
      ...(autoNoticeId === null ? {} : { autoNoticeId }),
      ...(cardsWarned === 0 ? {} : { cardsWarned }),
    }
  })
  deps.log.info({ file: file.name, identifier: cap.identifier, outcome }, 'weather alert file taken in')
  if ('alertId' in outcome) deps.contentChanges.notify()
  return outcome
}

async function applyMessage(tx: Tx, cap: CapAlert, alert: WeatherAlert | undefined): Promise<IntakeOutcome> {
  const sentAt = new Date(cap.sent)
  if (cap.msgType === 'Cancel') {
    if (!alert) return { kind: 'ignored', reason: 'cancels an alert never taken in' }
    await tx
      .update(weatherAlerts)
      .set({ cancelledAt: sentAt, updatedAt: sentAt })
      .where(eq(weatherAlerts.id, alert.id))
    await tx.delete(weatherAlertYards).where(eq(weatherAlertYards.alertId, alert.id))
    return { kind: 'cancelled', alertId: alert.id, yardIds: [] }
  }
  const fields = alertFields(cap)
  if (alert) {
    // An update that arrives after a newer one (files are polled, not ordered) must not put older text back.
    if (alert.cancelledAt || alert.sentAt >= sentAt) return { kind: 'stale', reason: cap.identifier }
    await tx.update(weatherAlerts).set(fields).where(eq(weatherAlerts.id, alert.id))
    return { kind: 'updated', alertId: alert.id, yardIds: await matchYards(tx, alert.id, cap) }
  }
  const [created] = await tx
    .insert(weatherAlerts)
    .values({ ...fields, firstIdentifier: cap.identifier })
    .returning({ id: weatherAlerts.id })
  return { kind: 'created', alertId: created!.id, yardIds: await matchYards(tx, created!.id, cap) }
}

/** The alert an Update or Cancel refers to (the latest one, locked), found through the messages it references. */
async function referencedAlert(tx: Tx, cap: CapAlert): Promise<WeatherAlert | undefined> {
  const identifiers = cap.references.map((reference) => reference.identifier)
  if (identifiers.length === 0) return undefined
  const [known] = await tx
    .select({ alertId: weatherAlertMessages.alertId })
    .from(weatherAlertMessages)
    .where(inArray(weatherAlertMessages.identifier, identifiers))
    .orderBy(desc(weatherAlertMessages.sentAt))
    .limit(1)
  if (!known?.alertId) return undefined
  const [alert] = await tx
    .select()
    .from(weatherAlerts)
    .where(eq(weatherAlerts.id, known.alertId))
    .for('update')
  return alert
}

function alertFields(cap: CapAlert) {
  return {
    latestIdentifier: cap.identifier,
    sender: cap.sender,
    sentAt: new Date(cap.sent),
    status: cap.status,
    msgType: cap.msgType,
    references: cap.references,
    event: cap.event,
    headline: cap.headline,
    description: cap.description,
    urgency: cap.urgency,
    severity: cap.severity,
    certainty: cap.certainty,
    colour: cap.colour,
    onset: cap.onset ? new Date(cap.onset) : null,
    expires: cap.expires ? new Date(cap.expires) : null,
    areas: cap.areas,
    updatedAt: new Date(cap.sent),
  }
}

/** Rewrites the alert's yards: every yard (published or not) whose regions or coordinates its areas cover. */
async function matchYards(tx: Tx, alertId: number, cap: CapAlert): Promise<number[]> {
  const yards = await tx
    .select({
      id: locations.id,
      latitude: locations.latitude,
      longitude: locations.longitude,
      forecastRegions: locations.forecastRegions,
    })
    .from(locations)
  const covered = yards.filter((yard) => alertCoversYard(cap, yard)).map((yard) => yard.id)
  await tx.delete(weatherAlertYards).where(eq(weatherAlertYards.alertId, alertId))
  if (covered.length > 0)
    await tx.insert(weatherAlertYards).values(covered.map((locationId) => ({ alertId, locationId })))
  return covered.sort((a, b) => a - b)
}

/**
 * A yard whose regions or coordinates staff changed is matched again against the alerts in force, so a region added
 * during a storm shows the storm's alert without waiting for ECCC's next update.
 */
export async function rematchYard(tx: Tx, yard: YardPlace & { id: number }, at: Date): Promise<void> {
  const live = await tx
    .select({ id: weatherAlerts.id, areas: weatherAlerts.areas })
    .from(weatherAlerts)
    .where(
      and(
        isNull(weatherAlerts.cancelledAt),
        or(isNull(weatherAlerts.expires), gt(weatherAlerts.expires, at)),
      ),
    )
  await tx.delete(weatherAlertYards).where(eq(weatherAlertYards.locationId, yard.id))
  const covering = live.filter((alert) => alertCoversYard(alert, yard))
  if (covering.length > 0)
    await tx
      .insert(weatherAlertYards)
      .values(covering.map((alert) => ({ alertId: alert.id, locationId: yard.id })))
}
