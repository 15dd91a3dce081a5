import {
  type RetriableCount,
  type RetryAllAnswer,
  type RetryNavResponse,
  exportQuery,
} from '#domain/admin/transactions/answers.ts'
import { ApiError, apiGet, apiPost } from '#app/lib/api-client.ts'
import { navRetryFailure, navRetrySuccess } from '#domain/admin/transactions/texts.ts'
import { usePopupStore } from './popup.ts'

/**
 * retrynav and its answers: the generic popup says "Great!" when NAV approved the transaction and "Uh oh!"
 * when it still did not; resolves whether it was approved. A refusal with a reason of its own (the posting is being
 * sent right now, say) shows that reason under "Uh oh!".
 */
export async function retryNav(postingId: number): Promise<boolean> {
  let success = false
  let text: string = navRetryFailure.text
  try {
    success = (await apiPost<RetryNavResponse>('/api/salt/retrynav', { postingId })).success
  } catch (failure) {
    if (failure instanceof ApiError && failure.status !== 0) text = failure.message
  }
  usePopupStore.getState().open('generic', success ? navRetrySuccess : { title: navRetryFailure.title, text })
  return success
}

/** Retry all: every failed or dead posting the list's filters show (the list's query, without its page), bounded. */
export const retryAllNav = (listQuery: string) =>
  apiPost<RetryAllAnswer>(`/api/salt/admin/transactions/retry-all${exportQuery(listQuery)}`)

/** How many postings Retry all would send with the list's filters, for the question asked first. */
export const countRetriable = (listQuery: string) =>
  apiGet<RetriableCount>(`/api/salt/admin/transactions/retriable${exportQuery(listQuery)}`)
