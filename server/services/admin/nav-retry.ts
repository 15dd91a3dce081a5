import { eq } from 'drizzle-orm'
import type { RetryNavResponse } from '#domain/admin/transactions/answers.ts'
import type { RetryNavInput } from '#domain/admin/transactions/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { type ErpPosting, erpPostings } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { attemptErpPosting } from '#server/services/salt-card/erp-attempt.ts'
import { claimPostingForRetry } from '#server/services/salt-card/erp-postings.ts'
import type { StaffActor } from './content-change.ts'

async function findPosting(db: Db, item: RetryNavInput): Promise<ErpPosting | undefined> {
  const [posting] = await db
    .select()
    .from(erpPostings)
    .where(
      item.postingId !== undefined
        ? eq(erpPostings.id, item.postingId)
        : eq(erpPostings.ledgerId, item.ledgerId!),
    )
  return posting
}

const answer = (posting: ErpPosting): RetryOutcome => ({
  success: posting.status === 'approved',
  status: posting.status,
  attempts: posting.attempts,
  documentNo: posting.erpDocumentNo,
  error: null,
})

/** retrynav's answer, and NAV's refusal in words when it still refused (Retry all shows it beside the posting). */
export type RetryOutcome = RetryNavResponse & { error: string | null }

/**
 * retrynav: one immediate attempt at a failed or dead posting, through the worker's own code and connector,
 * audited with the answer. An approved posting is a no-op that answers success (it is approved by NAV, and nothing
 * is posted again); a pending one has not failed and is left to the worker.
 */
export async function retryNavPosting(
  deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>,
  actor: StaffActor,
  item: RetryNavInput,
): Promise<RetryNavResponse> {
  const posting = await findPosting(deps.db, item)
  if (!posting) throw notFound('No NAV posting matches this transaction.')
  const { error: _error, ...response } = await retryPosting(deps, actor, posting)
  return response
}

/** The retry of one posting as read a moment ago; Retry all runs this for each posting it found. */
export async function retryPosting(
  deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>,
  actor: StaffActor,
  posting: ErpPosting,
): Promise<RetryOutcome> {
  if (posting.status === 'approved') return answer(posting)
  if (posting.status === 'pending')
    throw conflict(
      'This transaction has not failed: it is waiting for its first attempt, which comes within a minute.',
      'not_failed',
    )
  const claimed = await claimPostingForRetry(deps.db, posting.id, deps.now())
  if (!claimed) {
    const now = await findPosting(deps.db, { postingId: posting.id })
    if (now?.status === 'approved') return answer(now)
    throw conflict(
      'This transaction is being sent to NAV right now. Look again in a moment.',
      'retry_in_progress',
    )
  }
  const outcome = await attemptErpPosting(deps, claimed, (tx, result, at) =>
    recordAudit(tx, {
      action: 'nav-posting.retried',
      actorAccountId: actor.accountId,
      subject: `nav-postings/${claimed.id}`,
      details: {
        ledgerId: claimed.ledgerId,
        connector: deps.erp.name,
        before: { status: posting.status, attempts: posting.attempts },
        after: result.approved
          ? { status: 'approved', attempts: claimed.attempts, documentNo: result.documentNo }
          : { status: result.status, attempts: claimed.attempts, error: result.error.slice(0, 1000) },
      },
      ip: actor.ip,
      at,
    }),
  )
  return outcome.approved
    ? {
        success: true,
        status: 'approved',
        attempts: claimed.attempts,
        documentNo: outcome.documentNo,
        error: null,
      }
    : {
        success: false,
        status: outcome.status,
        attempts: claimed.attempts,
        documentNo: null,
        error: outcome.error,
      }
}
