import { and, eq, gt, inArray, lt, lte, ne, not, notExists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ErpDocument } from '#server/adapters/erp/connector.ts'
import { externalDocumentNo } from '#server/adapters/erp/connector.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type ErpPosting, accounts, cardLedger, cards, erpPostings } from '#server/db/schema.ts'
import { erpLeaseMs, erpRetryDelayMs, erpStatusAfterFailure } from './erp-retry.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'

/** What a claim writes: the next attempt one lease away (nobody else takes it meanwhile), and the attempt counted. */
const claimValues = (now: Date) => ({
  nextAttemptAt: new Date(now.getTime() + erpLeaseMs),
  attempts: sql`${erpPostings.attempts} + 1`,
  updatedAt: now,
})

const earlier = alias(erpPostings, 'earlier')

/**
 * Claims due postings (pending, or failed and due again) by pushing their next attempt past the lease and
 * counting the attempt. SKIP LOCKED lets several app processes claim side by side without taking the same one.
 * An order's postings go one at a time in id order (ADR 0040): one waits while a posting of its order before it is
 * not approved, so NAV's sales order exists before an update and updates never cross. Ledger entries never wait.
 */
export async function claimDuePostings(db: Db, now: Date, limit = 10): Promise<ErpPosting[]> {
  const due = db
    .select({ id: erpPostings.id })
    .from(erpPostings)
    .where(
      and(
        inArray(erpPostings.status, ['pending', 'failed']),
        lte(erpPostings.nextAttemptAt, now),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.orderId, erpPostings.orderId),
                lt(earlier.id, erpPostings.id),
                ne(earlier.status, 'approved'),
              ),
            ),
        ),
      ),
    )
    .orderBy(erpPostings.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db.update(erpPostings).set(claimValues(now)).where(inArray(erpPostings.id, due)).returning()
}

/**
 * A posting claimed (by a worker or a retry) whose attempt has not been answered yet: the claim set its next attempt
 * exactly one lease after its own time, which no failure's wait does; once the lease has run out it is free again.
 */
const inFlight = (now: Date) =>
  and(
    gt(erpPostings.nextAttemptAt, now),
    sql`${erpPostings.nextAttemptAt} - ${erpPostings.updatedAt} = ${sql.raw(`interval '${erpLeaseMs / 1000} seconds'`)}`,
  )

/**
 * Claims one failed or dead posting for a retry staff asked for, whenever its next attempt would be: the same claim
 * the worker makes, refused (undefined) while a worker or another retry has the posting in flight, so NAV never
 * gets the same entry from two callers at once.
 */
export async function claimPostingForRetry(db: Db, id: number, now: Date): Promise<ErpPosting | undefined> {
  const [claimed] = await db
    .update(erpPostings)
    .set(claimValues(now))
    .where(and(eq(erpPostings.id, id), inArray(erpPostings.status, ['failed', 'dead']), not(inFlight(now)!)))
    .returning()
  return claimed
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

export async function markPostingApproved(
  db: Db | Tx,
  id: number,
  documentNo: string,
  now: Date,
): Promise<void> {
  await db
    .update(erpPostings)
    .set({ status: 'approved', erpDocumentNo: documentNo, lastError: null, updatedAt: now })
    .where(eq(erpPostings.id, id))
}

/** Backs off exponentially after a failed post; dead after the last allowed attempt. */
export async function markPostingFailed(
  db: Db | Tx,
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
