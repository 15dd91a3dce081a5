import { useSearchParams } from 'react-router'
import { CsvExportButton } from '#app/components/salt-card/csv-export-button.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { Pagination } from '#app/components/salt-card/pagination.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { TransactionFiltersForm } from '#app/components/salt-card/transaction-filters-form.tsx'
import { TransactionsTable } from '#app/components/salt-card/transactions-table.tsx'
import { useTransactions } from '#app/components/salt-card/use-transactions.ts'
import { pageMeta } from '#app/lib/seo.ts'
import {
  type TransactionFilters,
  filterSearchParams,
  pageCount,
  parseTransactionFilters,
} from '#domain/salt-card/transaction-filters.ts'
import {
  pageTitles,
  transactionsEmptyText,
  transactionsFailedText,
  transactionsLoadingText,
} from '#domain/salt-card/texts.ts'
import { fetchTransactionsCsv } from '#app/stores/salt-card-actions.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/salt-transaction'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.transactions,
    description: 'Loads and pickups of your Salt Cards.',
    noindex: true,
  })

/** /profile/salt-transaction: every load and pickup of the account's cards, newest first; filters in the address. */
export default function SaltTransactions() {
  const account = useSaltStore((state) => state.account)
  const [params, setParams] = useSearchParams()
  const filters = parseTransactionFilters(params)
  const transactions = useTransactions(filters)
  if (!account) return null

  const apply = (next: TransactionFilters) => setParams(filterSearchParams(next))
  const hrefFor = (page: number) => `?${filterSearchParams({ ...filters, page })}`

  return (
    <section className={pageSection}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className={pageTitle}>{pageTitles.transactions}</h1>
        <CsvExportButton
          fetchCsv={() => fetchTransactionsCsv(filters)}
          fileName="salt-card-transactions.csv"
        />
      </div>
      <TransactionFiltersForm cards={account.cards} filters={filters} onApply={apply} />
      {transactions.failed && <Notice tone="error">{transactionsFailedText}</Notice>}
      {transactions.loading && !transactions.page && <Notice tone="info">{transactionsLoadingText}</Notice>}
      {transactions.page && (
        <div
          aria-busy={transactions.loading}
          className={`flex flex-col gap-4 ${transactions.loading ? 'opacity-60' : ''}`}
        >
          {transactions.page.total === 0 ? (
            <Notice tone="info">{transactionsEmptyText}</Notice>
          ) : (
            <>
              <TransactionsTable
                rows={transactions.page.items}
                summary={`${transactions.page.total} transactions, newest first. Times are Toronto time.`}
              />
              <Pagination
                page={transactions.page.page}
                pages={pageCount(transactions.page.total, transactions.page.pageSize)}
                hrefFor={hrefFor}
              />
            </>
          )}
        </div>
      )}
    </section>
  )
}
