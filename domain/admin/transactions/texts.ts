/** Texts of /admin/tracktransactions; the retry popups keep the original site's texts (docs/product.md). */

/** The generic popup after a retry NAV approved. */
export const navRetrySuccess = { title: 'Great!', text: 'Transaction was approved by NAV' } as const
/** The generic popup after a retry NAV still refused. */
export const navRetryFailure = {
  title: 'Uh oh!',
  text: 'Transaction still not approved by NAV. Please try again.',
} as const

export const retryLabel = 'Retry'
export const outageSwitchLabel = 'Simulate NAV outage'
export const outageOnText =
  'NAV outage simulated: every posting fails, from the worker and from Retry alike, until you switch it off.'
export const sandboxConnectorText =
  'Postings go to the NAV sandbox, which stands in for Dynamics NAV (no real NAV is configured).'
export const odataConnectorText = 'Postings go to Dynamics NAV.'
export const outageSwitchFailedText = 'The switch could not be changed. Please try again.'

export const transactionsSearchPlaceholder = 'Customer number or name'
export const noTransactionsText = 'There are no transactions yet.'
export const noMatchingTransactionsText = 'No transaction matches these filters.'
export const showAllTransactionsText = 'Show every transaction'

/** The dashboard's attention item for managers and up. */
export const deadNavPostingsText = (count: number) =>
  count === 1
    ? '1 NAV posting is dead: every automatic attempt failed. Retry it in Track transactions.'
    : `${count} NAV postings are dead: every automatic attempt failed. Retry them in Track transactions.`

/** Retry all: every failed or dead posting the filters show, each with its result. */
export const retryAllLabel = 'Retry all failed and dead'
export const retryAllBusyLabel = 'Retrying…'
export const retryAllHint = (limit: number) =>
  `Sends every failed or dead posting these filters show to NAV again, up to ${limit} at a time, those waiting longest first.`
/** The question before Retry all runs, with how many postings this press sends (answers.ts, RetriableCount). */
export const retryAllConfirmTitle = (thisPress: number, retriable: number) =>
  thisPress === retriable
    ? `Retry ${retriable} failed or dead ${retriable === 1 ? 'posting' : 'postings'}?`
    : `Retry ${thisPress} of ${retriable} failed or dead postings?`
export function retryAllConfirmText(thisPress: number, retriable: number): string {
  const sent =
    thisPress === 1
      ? 'It is sent to NAV again.'
      : 'Each is sent to NAV again, one after the other, those waiting longest first.'
  const text = `${sent} A posting NAV takes stays posted.`
  return thisPress === retriable
    ? text
    : `${text} The other ${retriable - thisPress} wait for the next press.`
}
export const retryAllConfirmLabel = (thisPress: number) => `Retry ${thisPress}`
export const retryAllNothingText = 'No failed or dead posting matches these filters: nothing to retry.'
export function retryAllSummary(posted: number, failed: number, skipped: number, notTried: number): string {
  const tried = posted + failed
  const parts = [`Retried ${tried}: ${posted} posted to NAV, ${failed} failed again.`]
  if (skipped > 0) parts.push(`${skipped} ${skipped === 1 ? 'was' : 'were'} busy and not tried.`)
  if (notTried > 0) parts.push(`${notTried} more not tried yet: press ${retryAllLabel} again.`)
  return parts.join(' ')
}
export const retryAllOutcomeLabels = {
  posted: 'Posted',
  failed: 'Failed again',
  skipped: 'Not tried',
} as const
export const retryAllResultsLabel = 'Retry all results'
export const retryAllFailedText = 'Retry all did not run. Check your connection and try again.'
