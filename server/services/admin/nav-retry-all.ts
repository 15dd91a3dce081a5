import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  type RetriableCount,
  type RetryAllAnswer,
  type RetryAllResult,
  isRetriable,
  retryAllLimit,
} from '#domain/admin/transactions/answers.ts'
import type { AdminTransactionsQuery } from '#domain/admin/transactions/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards, erpPostings } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'
import type { StaffActor } from './content-change.ts'
import { retryPosting } from './nav-retry.ts'
import { countTransactions, transactionConditions } from './transactions.ts'

/**
 * Wall-clock time after which Retry all starts no further posting: NAV may take its full timeout on each while it
 * is down, and the person waiting (and any proxy in between) should have an answer well within a minute.
 */
export const retryAllBudgetMs = 25_000

type Deps = Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>

/**
 * Retry all: the single retry (retrynav's own code, audit row and claim) for each failed or dead posting the list's
 * filters show, at most `retryAllLimit`, those that waited longest first, one after the other. Each retry stands on
 * its own as retrynav's does (a posting NAV took stays taken if a later one fails); none is tried twice at once.
 */
export async function retryAllNavPostings(
  deps: Deps,
  actor: StaffActor,
  query: AdminTransactionsQuery,
): Promise<RetryAllAnswer> {
  const where = retriableConditions(query)
  if (!where) return { results: [], notTried: 0 }
  const [found, total] = await Promise.all([retriable(deps.db, where), countTransactions(deps.db, where)])
  const started = performance.now()
  const results: RetryAllResult[] = []
  for (const row of found) {
    if (performance.now() - started > retryAllBudgetMs) break
    results.push(await retryOne(deps, actor, row))
  }
  return { results, notTried: Math.max(0, total - results.length) }
}

/** How many postings Retry all would reach with these filters, for the question asked before it runs. */
export async function countRetriable(db: Db, query: AdminTransactionsQuery): Promise<RetriableCount> {
  const where = retriableConditions(query)
  const retriable = where ? await countTransactions(db, where) : 0
  return { retriable, thisPress: Math.min(retriable, retryAllLimit) }
}

/** The list's filters and a failed or dead posting; none when a status filter other than those shows nothing to retry. */
function retriableConditions(query: AdminTransactionsQuery) {
  const statuses = query.status ? [query.status].filter(isRetriable) : (['failed', 'dead'] as const)
  if (statuses.length === 0) return null
  return and(transactionConditions(query), inArray(erpPostings.status, [...statuses]))
}

type Where = NonNullable<ReturnType<typeof retriableConditions>>

function retriable(db: Db, where: Where) {
  return db
    .select({
      posting: erpPostings,
      ledgerId: cardLedger.id,
      type: cardLedger.type,
      reference: cardLedger.externalRef,
      customerName: accounts.name,
    })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .innerJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
    .where(where)
    .orderBy(asc(erpPostings.updatedAt), asc(erpPostings.id))
    .limit(retryAllLimit)
}

type Found = Awaited<ReturnType<typeof retriable>>[number]

async function retryOne(
  deps: Deps,
  actor: StaffActor,
  { posting, ...facts }: Found,
): Promise<RetryAllResult> {
  const about = { postingId: posting.id, ...facts }
  try {
    const outcome = await retryPosting(deps, actor, posting)
    return {
      ...about,
      outcome: outcome.success ? 'posted' : 'failed',
      status: outcome.status,
      attempts: outcome.attempts,
      documentNo: outcome.documentNo,
      error: outcome.error,
    }
  } catch (error) {
    // Sent to NAV right now by the worker or another retry: said for this posting, the others go on.
    if (!(error instanceof HttpError) || error.status !== 409) throw error
    return {
      ...about,
      outcome: 'skipped',
      status: posting.status,
      attempts: posting.attempts,
      documentNo: null,
      error: error.message,
    }
  }
}
