import { useState } from 'react'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { NavConnection } from '#app/components/admin/transactions/nav-connection.tsx'
import { RetryAll } from '#app/components/admin/transactions/retry-all.tsx'
import {
  TransactionFilterForm,
  transactionFilterNames,
} from '#app/components/admin/transactions/transaction-filter-form.tsx'
import { transactionCard, transactionColumns } from '#app/components/admin/transactions/transaction-rows.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { CsvExportButton } from '#app/components/salt-card/csv-export-button.tsx'
import { smallButton } from '#app/components/ui/buttons.ts'
import { smallTableFromXl } from '#app/components/ui/table.tsx'
import {
  type AdminTransactionOptions,
  type AdminTransactionRow,
  exportQuery,
} from '#domain/admin/transactions/answers.ts'
import { apiGetBlob } from '#app/lib/api-files.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import {
  noMatchingTransactionsText,
  noTransactionsText,
  showAllTransactionsText,
} from '#domain/admin/transactions/texts.ts'
import { retryNav } from '#app/stores/nav-retry.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ReadFailedNotice } from '#app/components/admin/read-failed-notice.tsx'

/**
 * /admin/tracktransactions: every load, pickup and adjustment with its NAV posting, newest first; filters in the
 * address, Retry where NAV refused a posting and Retry all over what the filters show, the CSV of what the filters
 * show, and the NAV sandbox's outage switch.
 */
export default function TrackTransactions({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminTransactionRow>('/api/salt/admin/transactions')
  const { list, query } = admin
  const options = useAdminQuery<AdminTransactionOptions>('/api/salt/admin/transactions/options')
  const [busyPostingId, setBusyPostingId] = useState<number | null>(null)

  async function retry(postingId: number) {
    setBusyPostingId(postingId)
    try {
      await retryNav(postingId)
    } finally {
      setBusyPostingId(null)
      query.reload()
    }
  }

  const actions = (
    <>
      <button type="button" className={smallButton} onClick={query.reload}>
        Refresh
      </button>
      <CsvExportButton
        fetchCsv={() => apiGetBlob(`/api/salt/admin/transactions.csv${exportQuery(list.apiQuery())}`)}
        fileName="transactions.csv"
      />
    </>
  )
  const control = { busyPostingId, retry: (id: number) => void retry(id) }
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Transactions"
      gap="gap-5"
      actions={actions}
      intro={
        <>
          {options.error && !options.data && (
            <ReadFailedNotice text={loadFailedText} onRetry={options.reload} />
          )}
          {options.data && (
            <NavConnection
              nav={options.data.nav}
              onChange={(nav) => options.setData({ ...options.data!, nav })}
            />
          )}
        </>
      }
      controls={
        <>
          <TransactionFilterForm list={list} yards={options.data?.yards ?? []} />
          <RetryAll list={list} onDone={query.reload} />
        </>
      }
      controlNames={transactionFilterNames}
      empty={{
        noMatch: noMatchingTransactionsText,
        noneYet: noTransactionsText,
        showAll: showAllTransactionsText,
      }}
      rowKey={(row) => row.id}
      look={smallTableFromXl}
      caption="Transactions, newest first. Times are Toronto time."
      columns={transactionColumns(control)}
      card={transactionCard(control)}
      cardClass="flex flex-col gap-2 py-3"
    />
  )
}
