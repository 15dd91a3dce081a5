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
