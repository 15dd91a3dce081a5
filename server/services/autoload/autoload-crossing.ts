import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { autoloadAttempts, autoloadSettings } from '#server/db/schema.ts'

/** The processor's idempotency key of a card's nth crossing: the same for every try at that one top-up. */
export const autoloadKey = (cardId: number, crossing: number) => `autoload-card${cardId}-crossing${crossing}`

/** A debit took the balance from the threshold or above to below it. */
export const crossesThreshold = (beforeCents: number, afterCents: number, thresholdCents: number) =>
  beforeCents >= thresholdCents && afterCents < thresholdCents

/**
 * Called in a pickup's transaction, with the card row already locked by its debit: when autoload is on and this
 * debit crossed the card's threshold, queues one top-up for the worker, with the idempotency key of this crossing.
 * Nothing is queued while an earlier top-up of the card is still on its way (the partial unique index
 * autoload_attempts_one_open says so too), so parallel pickups of one card queue one top-up at most.
 */
export async function queueAutoloadOnCrossing(
  tx: Tx,
  cardId: number,
  debit: { balanceBeforeCents: number; entry: { balanceAfterCents: number } },
  now: Date,
): Promise<void> {
  const [settings] = await tx
    .select()
    .from(autoloadSettings)
    .where(eq(autoloadSettings.cardId, cardId))
    .for('update')
  if (settings?.status !== 'on' || !settings.methodRef) return
  if (!crossesThreshold(debit.balanceBeforeCents, debit.entry.balanceAfterCents, settings.thresholdCents))
    return
  const [open] = await tx
    .select({ id: autoloadAttempts.id })
    .from(autoloadAttempts)
    .where(and(eq(autoloadAttempts.cardId, cardId), inArray(autoloadAttempts.status, ['queued', 'charging'])))
  if (open) return
  const crossing = settings.crossings + 1
  await tx
    .update(autoloadSettings)
    .set({ crossings: crossing, updatedAt: now })
    .where(eq(autoloadSettings.cardId, cardId))
  await tx.insert(autoloadAttempts).values({
    cardId: cardId,
    accountId: settings.accountId,
    idempotencyKey: autoloadKey(cardId, crossing),
    amountCents: settings.topUpCents,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  })
}
