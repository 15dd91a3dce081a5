import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { ErpDocument } from '#server/adapters/erp/connector.ts'
import { externalDocumentNo } from '#server/adapters/erp/connector.ts'
import type { Db } from '#server/db/client.ts'
import { type ErpPosting, accounts, cardLedger, cards, erpPostings } from '#server/db/schema.ts'
import { erpRetryDelayMs, erpStatusAfterFailure } from './erp-retry.ts'
import { torontoDate } from './toronto-time.ts'

/** How long a claimed posting stays invisible to other workers; longer than any post may take. */
const leaseMs = 5 * 60_000

/**
 * Claims due postings (pending, or failed and due again) by pushing their next attempt past the lease and
 * counting the attempt. SKIP LOCKED lets several app processes claim side by side without taking the same one.
 */
export async function claimDuePostings(db: Db, now: Date, limit = 10): Promise<ErpPosting[]> {
  const due = db
    .select({ id: erpPostings.id })
    .from(erpPostings)
    .where(and(inArray(erpPostings.status, ['pending', 'failed']), lte(erpPostings.nextAttemptAt, now)))
    .orderBy(erpPostings.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(erpPostings)
    .set({
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      attempts: sql`${erpPostings.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(erpPostings.id, due))
    .returning()
}

/** The ledger entry of a posting as NAV receives it. */
export async function erpDocumentFor(db: Db, ledgerId: number): Promise<ErpDocument> {
  const [row] = await db
    .select({
      entry: cardLedger,
      cardNo: cards.cardNo,
      customerNo: accounts.customerNo,
    })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cardLedger.id, ledgerId))
  if (!row) throw new Error(`ledger entry ${ledgerId} not found`)
  const { entry } = row
  return {
    externalDocumentNo: externalDocumentNo(entry.id),
    entryType: entry.type,
    customerNo: row.customerNo,
    cardNo: row.cardNo,
    postingDate: torontoDate(entry.printedAt),
    printedAt: entry.printedAt.toISOString(),
    amountCents: entry.amountCents,
    reference: entry.externalRef,
    locationSlug: entry.locationSlug,
    product: entry.product,
    tonnes: entry.tonnes,
  }
}

export async function markPostingApproved(db: Db, id: number, documentNo: string, now: Date): Promise<void> {
  await db
    .update(erpPostings)
    .set({ status: 'approved', erpDocumentNo: documentNo, lastError: null, updatedAt: now })
    .where(eq(erpPostings.id, id))
}

/** Backs off exponentially after a failed post; dead after the last allowed attempt. */
export async function markPostingFailed(
  db: Db,
  posting: ErpPosting,
  error: string,
  now: Date,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(erpPostings)
    .set({
      status: erpStatusAfterFailure(posting.attempts, maxAttempts),
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + erpRetryDelayMs(posting.attempts)),
      updatedAt: now,
    })
    .where(eq(erpPostings.id, posting.id))
}
