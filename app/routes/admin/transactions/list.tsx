import { useState } from 'react'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { NavConnection } from '#app/components/admin/transactions/nav-connection.tsx'
import {
  TransactionFilterForm,
  transactionFilterNames,
} from '#app/components/admin/transactions/transaction-filter-form.tsx'
import { TransactionCards, TransactionTable } from '#app/components/admin/transactions/transaction-rows.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { CsvExportButton } from '#app/components/salt-card/csv-export-button.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { smallButton } from '#app/components/ui/buttons.ts'
import {
  type AdminTransactionOptions,
  type AdminTransactionRow,
  exportQuery,
} from '#domain/admin/transactions/answers.ts'
import { apiGetBlob } from '#app/lib/api-client.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import {
  noMatchingTransactionsText,
  noTransactionsText,
  showAllTransactionsText,
} from '#domain/admin/transactions/texts.ts'
import { retryNav } from '#app/stores/nav-retry.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'

/**
 * /admin/tracktransactions: every load, pickup and adjustment with its NAV posting, newest first; filters in the
 * address, Retry where NAV refused a posting, the CSV of what the filters show, and the NAV sandbox's outage switch.
 */
export default function TrackTransactions({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminTransactionRow>>(
    `/api/salt/admin/transactions${list.apiQuery()}`,
  )
  const options = useAdminQuery<AdminTransactionOptions>('/api/salt/admin/transactions/options')
  const [busyPostingId, setBusyPostingId] = useState<number | null>(null)
  const filtered = transactionFilterNames.some((name) => list.get(name) !== '')

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
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={section.title} actions={actions} />
      {options.error && !options.data && (
        <Notice tone="error">
          {loadFailedText}{' '}
          <button type="button" className="font-semibold underline" onClick={options.reload}>
            Try again
          </button>
        </Notice>
      )}
      {options.data && (
        <NavConnection
          nav={options.data.nav}
          onChange={(nav) => options.setData({ ...options.data!, nav })}
        />
      )}
      <TransactionFilterForm list={list} yards={options.data?.yards ?? []} />
      <AdminListBody
        list={list}
        query={query}
        noun="Transactions"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch={noMatchingTransactionsText}
            noneYet={noTransactionsText}
            showAll={showAllTransactionsText}
            onShowAll={() =>
              list.change(Object.fromEntries(transactionFilterNames.map((name) => [name, null])))
            }
          />
        }
      >
        {(rows) => (
          <>
            <TransactionCards rows={rows} control={{ busyPostingId, retry: (id) => void retry(id) }} />
            <TransactionTable rows={rows} control={{ busyPostingId, retry: (id) => void retry(id) }} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}
