import { and, eq, gt, inArray, lt, lte, ne, not, notExists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ErpDocument } from '#server/adapters/erp/connector.ts'
import { externalDocumentNo } from '#server/adapters/erp/connector.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type ErpPosting, accounts, cardLedger, cards, erpPostings } from '#server/db/schema.ts'
import { salesOrderFor } from '#server/services/orders/sales-order-posting.ts'
import { salesOrderUpdateFor } from '#server/services/orders/sales-order-updates.ts'
import { erpFailureText, erpLeaseMs, erpRetryDelayMs, erpStatusAfterFailure } from './erp-retry.ts'
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

export type PostingOutcome =
  { approved: true; documentNo: string } | { approved: false; status: 'failed' | 'dead'; error: string }

/**
 * Sends a claimed posting to NAV as its kind says: a ledger entry, an order as a sales order (ADR 0036), or the
 * order's change onto that sales order (ADR 0040).
 */
async function sendPosting(deps: Pick<AppDeps, 'db' | 'erp'>, posting: ErpPosting) {
  switch (posting.kind) {
    case 'sales-order':
      return deps.erp.postSalesOrder(await salesOrderFor(deps.db, posting.orderId!))
    case 'sales-order-update':
      return deps.erp.updateSalesOrder(await salesOrderUpdateFor(deps.db, posting.orderId!))
    default:
      return deps.erp.post(await erpDocumentFor(deps.db, posting.ledgerId!))
  }
}

/**
 * One attempt at a claimed posting (its attempts already count this one), the worker's and a staff retry's alike:
 * the entry or order goes to NAV through the configured connector and the answer is recorded. `alsoRecord` writes in the
 * transaction that records the answer (a retry's audit row), so neither exists without the other.
 */
export async function attemptErpPosting(
  deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>,
  posting: ErpPosting,
  alsoRecord?: (tx: Tx, outcome: PostingOutcome, at: Date) => Promise<void>,
): Promise<PostingOutcome> {
  const maxAttempts = deps.config.ERP_MAX_ATTEMPTS
  let outcome: PostingOutcome
  try {
    const { documentNo } = await sendPosting(deps, posting)
    outcome = { approved: true, documentNo }
  } catch (error) {
    const message = erpFailureText(error)
    const status = erpStatusAfterFailure(posting.attempts, maxAttempts)
    deps.log.warn(
      { postingId: posting.id, attempts: posting.attempts, connector: deps.erp.name, error: message },
      status === 'dead'
        ? 'ERP posting failed for the last time; dead until an admin retries it'
        : 'ERP posting failed; will retry',
    )
    outcome = { approved: false, status, error: message }
  }
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    if (outcome.approved) await markPostingApproved(tx, posting.id, outcome.documentNo, at)
    else await markPostingFailed(tx, posting, outcome.error, at, maxAttempts)
    await alsoRecord?.(tx, outcome, at)
  })
  return outcome
}
