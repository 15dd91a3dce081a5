import type { AppDeps } from '#server/context.ts'
import { attemptErpPosting, claimDuePostings } from '#server/services/salt-card/erp-postings.ts'

/** One worker pass over the ERP postings: claim what is due, post each to NAV, record the outcome. */
export function createErpPass(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>) {
  return async function postDueErpDocuments(): Promise<void> {
    const batch = await claimDuePostings(deps.db, deps.now())
    for (const posting of batch) await attemptErpPosting(deps, posting)
  }
}
