import { desc, eq, inArray } from 'drizzle-orm'
import type { CapAlert } from '#domain/weather/cap-alert.ts'
import type { Tx } from '#server/db/client.ts'
import { type WeatherAlert, weatherAlertChain, weatherAlerts } from '#server/db/schema.ts'

/**
 * Another transaction made an alert for part of this message's chain while this one made its own (two processes
 * taking in an Alert and its Update at once). Thrown to roll the message back; taken in again, it finds that alert.
 */
export class ChainTakenMeanwhile extends Error {
  constructor(identifier: string) {
    super(`another message of ${identifier}'s chain was taken in meanwhile`)
  }
}

/** The message's own identifier and those its CAP `references` name. */
const chainIdentifiers = (cap: CapAlert) => [
  cap.identifier,
  ...cap.references.map((reference) => reference.identifier),
]

/**
 * The alert (locked) of any message this one names or that named this one (ADR 0039): an Update finds its Alert, and
 * an Alert polled after its Update finds the alert the Update made.
 */
export async function chainAlert(tx: Tx, cap: CapAlert): Promise<WeatherAlert | undefined> {
  // Identifiers of two alerts (one chain taken in as two before this index existed): the latest alert, as before.
  const [known] = await tx
    .select({ alertId: weatherAlertChain.alertId })
    .from(weatherAlertChain)
    .innerJoin(weatherAlerts, eq(weatherAlerts.id, weatherAlertChain.alertId))
    .where(inArray(weatherAlertChain.identifier, chainIdentifiers(cap)))
    .orderBy(desc(weatherAlerts.sentAt), desc(weatherAlerts.id))
    .limit(1)
  if (!known) return undefined
  const [alert] = await tx
    .select()
    .from(weatherAlerts)
    .where(eq(weatherAlerts.id, known.alertId))
    .for('update')
  return alert
}

/**
 * Records the message's identifiers under its alert. For an alert this message created, every identifier must be new:
 * one already taken (after waiting on the other transaction's row) means a second alert for one chain, so the message
 * is rolled back with ChainTakenMeanwhile.
 */
export async function joinChain(tx: Tx, alertId: number, cap: CapAlert, created: boolean): Promise<void> {
  // In one order everywhere, so two transactions waiting on each other's rows cannot deadlock.
  const identifiers = [...new Set(chainIdentifiers(cap))].sort()
  const added = await tx
    .insert(weatherAlertChain)
    .values(identifiers.map((identifier) => ({ identifier, alertId })))
    .onConflictDoNothing()
    .returning({ identifier: weatherAlertChain.identifier })
  if (created && added.length < identifiers.length) throw new ChainTakenMeanwhile(cap.identifier)
}
