import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { autoloadAttempts, autoloadSettings } from '#server/db/schema.ts'

/**
 * Stops a card's autoload in the caller's transaction: off, the saved card forgotten (a new setup is needed to turn
 * it on again), and a top-up still waiting cancelled. A charge already sent to the processor is left to finish:
 * the money may be taken, and then the card is credited. For the customer's cancel and the lost-card flow; answers
 * whether autoload was on. `reason` is shown to the customer.
 */
export async function stopAutoload(tx: Tx, cardId: number, reason: string): Promise<boolean> {
  const [before] = await tx
    .select({ status: autoloadSettings.status })
    .from(autoloadSettings)
    .where(eq(autoloadSettings.cardId, cardId))
    .for('update')
  if (!before) return false
  await tx
    .update(autoloadSettings)
    .set({
      status: 'off',
      offReason: reason,
      methodRef: null,
      methodBrand: null,
      methodLast4: null,
      failuresInRow: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(autoloadSettings.cardId, cardId))
  await tx
    .update(autoloadAttempts)
    .set({ status: 'cancelled', reason, settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(autoloadAttempts.cardId, cardId), eq(autoloadAttempts.status, 'queued')))
  return before.status === 'on'
}
