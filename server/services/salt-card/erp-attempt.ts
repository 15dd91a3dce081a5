import { and, eq } from 'drizzle-orm'
import type { ErpConnector } from '#server/adapters/erp/connector.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type ErpPosting, erpPostings } from '#server/db/schema.ts'
import { isDatabaseUnavailable } from '#server/db/unavailable.ts'
import { salesOrderFor } from '#server/services/orders/sales-order-posting.ts'
import { salesOrderUpdateFor } from '#server/services/orders/sales-order-updates.ts'
import { erpDocumentFor, markPostingApproved, markPostingFailed } from './erp-postings.ts'
import { erpDatabaseRetryMs, erpFailureText, erpStatusAfterFailure } from './erp-retry.ts'

export type PostingOutcome =
  { approved: true; documentNo: string } | { approved: false; status: 'failed' | 'dead'; error: string }

type SendToNav = (erp: ErpConnector) => Promise<{ documentNo: string }>

/**
 * Reads from our database what NAV is to receive for a claimed posting, as its kind says: a ledger entry, an order as
 * a sales order (ADR 0036), or the order's change onto that sales order (ADR 0040). Answers the call that sends it.
 */
async function readForNav(db: Db, posting: ErpPosting): Promise<SendToNav> {
  switch (posting.kind) {
    case 'sales-order': {
      const order = await salesOrderFor(db, posting.orderId!)
      return (erp) => erp.postSalesOrder(order)
    }
    case 'sales-order-update': {
      const update = await salesOrderUpdateFor(db, posting.orderId!)
      return (erp) => erp.updateSalesOrder(update)
    }
    default: {
      const document = await erpDocumentFor(db, posting.ledgerId!)
      return (erp) => erp.post(document)
    }
  }
}

/**
 * Undoes the claim of an attempt that never reached NAV: the attempt is not counted, and the posting is due again once
 * the database may answer. Only while the claim is still this caller's (same attempt count); best effort, since the
 * database it writes to has just failed: if it cannot, the claim's lease runs out instead.
 */
export async function giveBackClaim(db: Db, posting: ErpPosting, now: Date): Promise<void> {
  await db
    .update(erpPostings)
    .set({
      attempts: posting.attempts - 1,
      nextAttemptAt: new Date(now.getTime() + erpDatabaseRetryMs),
      updatedAt: now,
    })
    .where(and(eq(erpPostings.id, posting.id), eq(erpPostings.attempts, posting.attempts)))
    .catch(() => undefined)
}

function failedAttempt(
  deps: Pick<AppDeps, 'log' | 'erp' | 'config'>,
  posting: ErpPosting,
  error: unknown,
): PostingOutcome {
  const message = erpFailureText(error)
  const status = erpStatusAfterFailure(posting.attempts, deps.config.ERP_MAX_ATTEMPTS)
  deps.log.warn(
    { postingId: posting.id, attempts: posting.attempts, connector: deps.erp.name, error: message },
    status === 'dead'
      ? 'ERP posting failed for the last time; dead until an admin retries it'
      : 'ERP posting failed; will retry',
  )
  return { approved: false, status, error: message }
}

/**
 * NAV's answer to a claimed posting. When our own database does not answer the read (down, or busy past the pool's
 * wait), NAV was never asked: the attempt is given back instead of counting as NAV's failure, and the error goes on
 * (a worker pass stops, a staff retry answers 503). Any other failure, NAV's or the read's (an entry that is gone),
 * is the attempt's.
 */
async function navOutcome(
  deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>,
  posting: ErpPosting,
): Promise<PostingOutcome> {
  let send: SendToNav
  try {
    send = await readForNav(deps.db, posting)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) return failedAttempt(deps, posting, error)
    await giveBackClaim(deps.db, posting, deps.now())
    throw error
  }
  try {
    const { documentNo } = await send(deps.erp)
    return { approved: true, documentNo }
  } catch (error) {
    return failedAttempt(deps, posting, error)
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
  const outcome = await navOutcome(deps, posting)
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    if (outcome.approved) await markPostingApproved(tx, posting.id, outcome.documentNo, at)
    else await markPostingFailed(tx, posting, outcome.error, at, deps.config.ERP_MAX_ATTEMPTS)
    await alsoRecord?.(tx, outcome, at)
  })
  return outcome
}
