import type { AppDeps } from '#server/context.ts'
import {
  claimDuePostings,
  erpDocumentFor,
  markPostingApproved,
  markPostingFailed,
} from '#server/services/salt-card/erp-postings.ts'

/** One worker pass over the ERP postings: claim what is due, post each to NAV, record the outcome. */
export function createErpPass(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'erp' | 'config'>) {
  return async function postDueErpDocuments(): Promise<void> {
    const batch = await claimDuePostings(deps.db, deps.now())
    for (const posting of batch) {
      try {
        const { documentNo } = await deps.erp.post(await erpDocumentFor(deps.db, posting.ledgerId))
        await markPostingApproved(deps.db, posting.id, documentNo, deps.now())
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const last = posting.attempts >= deps.config.ERP_MAX_ATTEMPTS
        deps.log.warn(
          { postingId: posting.id, attempts: posting.attempts, connector: deps.erp.name, error: message },
          last
            ? 'ERP posting failed for the last time; dead until an admin retries it'
            : 'ERP posting failed; will retry',
        )
        await markPostingFailed(deps.db, posting, message, deps.now(), deps.config.ERP_MAX_ATTEMPTS)
      }
    }
  }
}
