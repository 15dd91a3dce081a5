import type { AppDeps } from '#server/context.ts'
import { isDatabaseUnavailable } from '#server/db/unavailable.ts'
import { attemptErpPosting, giveBackClaim } from '#server/services/salt-card/erp-attempt.ts'
import { claimDuePostings } from '#server/services/salt-card/erp-postings.ts'

/**
 * One worker pass over the ERP postings: claim what is due, post each to NAV, record the outcome. When the database
 * stops answering, the pass stops (the worker logs it) and gives back the claims it has not tried, so they are due
 * again in seconds instead of after their lease.
 */
export function createErpPass(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>) {
  return async function postDueErpDocuments(): Promise<void> {
    const batch = await claimDuePostings(deps.db, deps.now())
    for (const [index, posting] of batch.entries()) {
      try {
        await attemptErpPosting(deps, posting)
      } catch (error) {
        if (isDatabaseUnavailable(error))
          await Promise.all(
            batch.slice(index + 1).map((untried) => giveBackClaim(deps.db, untried, deps.now())),
          )
        throw error
      }
    }
  }
}
