import { eq } from 'drizzle-orm'
import { type CapAlert, alertCoversYard } from '#domain/weather/cap-alert.ts'
import { readCapDocument } from '#server/adapters/weather-alerts/cap-document.ts'
import type { CapFile } from '#server/adapters/weather-alerts/alert-source.ts'
import { XmlRefused } from '#server/adapters/weather-alerts/strict-xml.ts'
import { ChainTakenMeanwhile, chainAlert, joinChain } from './alert-chain.ts'
import { autoPublishRedAlert } from './auto-publish.ts'
import { alertClosed } from './storm-warning-prune.ts'
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
 * nothing. Each message is claimed once by its identifier (a second poll or process finds it taken); a message finds
 * its alert through its chain (CAP `references`, either way round: ADR 0039) and rewrites or ends it, and the alert's
 * yards are recomputed.
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

  const outcome = await takeInMessage(deps, cap).catch((error: unknown) => {
    if (!(error instanceof ChainTakenMeanwhile)) throw error
    // Rolled back; taken in again, the message finds the alert the other transaction made for its chain.
    deps.log.info(
      { file: file.name, identifier: cap.identifier },
      'weather alert chain taken meanwhile; again',
    )
    return takeInMessage(deps, cap)
  })
  deps.log.info({ file: file.name, identifier: cap.identifier, outcome }, 'weather alert file taken in')
  if ('alertId' in outcome) deps.contentChanges.notify()
  return outcome
}

/**
 * One message in one transaction: claimed by its identifier, applied to its chain's alert (or made an alert), then
 * the alert's automatic notice and storm warnings.
 */
function takeInMessage(deps: Deps, cap: CapAlert): Promise<IntakeOutcome> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(weatherAlertMessages)
      .values({ identifier: cap.identifier, msgType: cap.msgType, sentAt: new Date(cap.sent) })
      .onConflictDoNothing()
      .returning()
    if (!claimed) return { kind: 'seen', reason: cap.identifier } as const
    const alert = await chainAlert(tx, cap)
    const result = await applyMessage(tx, cap, alert, deps.now())
    const alertId = 'alertId' in result ? result.alertId : alert?.id
    if (alertId === undefined) return result
    await joinChain(tx, alertId, cap, alert === undefined)
    await tx
      .update(weatherAlertMessages)
      .set({ alertId })
      .where(eq(weatherAlertMessages.identifier, cap.identifier))
    if (!('alertId' in result)) return result
    const [row] = await tx.select().from(weatherAlerts).where(eq(weatherAlerts.id, alertId))
    const autoNoticeId = await autoPublishRedAlert(tx, row!, result.yardIds, deps.now())
    const cardsWarned = await warnLowCardsOfAlert(tx, deps, row!, result.yardIds, deps.now())
    return {
      ...result,
      ...(autoNoticeId === null ? {} : { autoNoticeId }),
      ...(cardsWarned === 0 ? {} : { cardsWarned }),
    }
  })
}

async function applyMessage(
  tx: Tx,
  cap: CapAlert,
  alert: WeatherAlert | undefined,
  now: Date,
): Promise<IntakeOutcome> {
  const sentAt = new Date(cap.sent)
  const fields = alertFields(cap)
  if (!alert) {
    // A Cancel polled before its Alert makes the alert already ended, so the Alert arriving late finds it over.
    const cancelledAt = cap.msgType === 'Cancel' ? sentAt : null
    const [created] = await tx
      .insert(weatherAlerts)
      .values({ ...fields, firstIdentifier: cap.identifier, cancelledAt })
      .returning({ id: weatherAlerts.id })
    const yardIds = cancelledAt ? [] : await matchYards(tx, created!.id, cap)
    return { kind: cancelledAt ? 'cancelled' : 'created', alertId: created!.id, yardIds }
  }
  // An alert over for longer than its storm warnings are kept has had them pruned: nothing may revive it.
  if (alertClosed(alert, now)) return { kind: 'stale', reason: `${cap.identifier}: the alert is closed` }
  if (cap.msgType === 'Cancel') {
    await tx
      .update(weatherAlerts)
      .set({ cancelledAt: sentAt, updatedAt: sentAt })
      .where(eq(weatherAlerts.id, alert.id))
    await tx.delete(weatherAlertYards).where(eq(weatherAlertYards.alertId, alert.id))
    return { kind: 'cancelled', alertId: alert.id, yardIds: [] }
  }
  // A message older than the alert's latest (files are polled, not ordered: an Update late, or an Alert after its own
  // Update) must not put older text back.
  if (alert.cancelledAt || alert.sentAt >= sentAt) return { kind: 'stale', reason: cap.identifier }
  await tx.update(weatherAlerts).set(fields).where(eq(weatherAlerts.id, alert.id))
  return { kind: 'updated', alertId: alert.id, yardIds: await matchYards(tx, alert.id, cap) }
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
