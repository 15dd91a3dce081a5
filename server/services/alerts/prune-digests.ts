import { inArray, lt } from 'drizzle-orm'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import type { Db } from '#server/db/client.ts'
import { alertDigestEntries, alertDigests } from '#server/db/schema.ts'

/** How long a sent digest and its entries are kept, for a customer's "did I get this?": 30 Toronto days. */
export const digestRetentionDays = 30

/**
 * Deletes the digests of Toronto dates more than 30 days back, with the entries they took. Entries go first and in
 * the same transaction: a digest's deletion sets its entries' `digest_id` to null, which would make them wait for
 * the next digest and mail them again. Entries still waiting are never touched. Only today's digest key matters to
 * the digest job (ADR 0029), so an old key row is not needed against a second mail.
 */
export async function pruneSentDigests(db: Db, now: Date): Promise<void> {
  const oldest = isoDate(wallClock(now.getTime()).day - digestRetentionDays)
  await db.transaction(async (tx) => {
    const old = tx
      .select({ id: alertDigests.id })
      .from(alertDigests)
      .where(lt(alertDigests.torontoDate, oldest))
    await tx.delete(alertDigestEntries).where(inArray(alertDigestEntries.digestId, old))
    await tx.delete(alertDigests).where(lt(alertDigests.torontoDate, oldest))
  })
}
