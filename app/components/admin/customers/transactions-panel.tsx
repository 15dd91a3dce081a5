import type { AdminQuery } from '#app/components/admin/use-admin-query.ts'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { Pagination } from '#app/components/salt-card/pagination.tsx'
import type {
  AdminCustomerTransaction,
  AdminCustomerTransactionsPage,
} from '#domain/admin/customers/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { transactionTypeLabels } from '#domain/salt-card/transaction-format.ts'
import { PrintedAt, SignedAmount } from '#app/components/ui/ledger-figures.tsx'
import { noTransactionsText } from '#domain/admin/customers/texts.ts'
import { ResponsiveTable, type TableColumn } from '#app/components/ui/responsive-table.tsx'
import { type TableLook, cellClass } from '#app/components/ui/table.tsx'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

interface TransactionsPanelProps {
  query: AdminQuery<AdminCustomerTransactionsPage>
  hrefFor: (page: number) => string
}

/**
 * The customer's latest ledger entries, newest first, ten at a time. Amount and balance come right after the
 * date and type, so a phone shows them before the table scrolls sideways.
 */
export function TransactionsPanel({ query, hrefFor }: TransactionsPanelProps) {
  const { data, error, loading } = query
  if (error && !data) return <ReadFailedNotice text={readFailedText(error)} />
  if (!data) return <ScreenLoading />
  if (data.total === 0) return <p>{noTransactionsText}</p>
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <div aria-busy={loading} className={`flex flex-col gap-3 ${loading ? 'opacity-60' : ''}`}>
      <ResponsiveTable
        rows={data.items}
        label="Transactions (scrolls sideways)"
        caption="Transactions of the customer's cards, newest first"
        look={ledgerLook}
        columns={columns}
        rowKey={(row) => row.id}
      />
      {pages > 1 && <Pagination page={data.page} pages={pages} hrefFor={hrefFor} />}
    </div>
  )
}

/** A table at every width, under a banded header, scrolling sideways inside its own box on a phone. */
const ledgerLook: TableLook = {
  frame: 'region',
  frameClass: 'max-w-full focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
  table: 'w-full min-w-[46rem] border-collapse text-left text-[0.9rem]',
  head: 'bg-salt text-[0.8rem] tracking-wide text-slate-700 uppercase',
  cell: cellClass,
  plainHeader: 'px-3 py-2',
}

const figures = 'text-right whitespace-nowrap tabular-nums'

/** A staff adjustment's reason and who made it; a load's or pickup's yard and product. */
function Details({ row }: { row: AdminCustomerTransaction }) {
  if (row.type !== 'adjustment') return [row.locationName, row.product].filter(Boolean).join(' · ')
  return (
    <>
      {row.reason}
      {row.staffName && <span className="block text-[0.8rem] text-slate-600">by {row.staffName}</span>}
    </>
  )
}

const columns: ReadonlyArray<TableColumn<AdminCustomerTransaction>> = [
  {
    header: 'Date',
    cellClass: 'whitespace-nowrap tabular-nums',
    cell: (row) => <PrintedAt iso={row.printedAt} timeClass="text-slate-600" />,
  },
  { header: 'Type', cell: (row) => transactionTypeLabels[row.type] },
  {
    header: 'Amount',
    headerClass: 'text-right',
    cellClass: `${figures} font-semibold`,
    cell: (row) => <SignedAmount cents={row.amountCents} />,
  },
  {
    header: 'Balance after',
    headerClass: 'text-right',
    cellClass: figures,
    cell: (row) => formatCents(row.balanceAfterCents),
  },
  {
    header: 'Card',
    cell: (row) => (
      <>
        <span className="block font-mono text-[0.8rem] tabular-nums">{row.cardNo}</span>
        <span className="block text-[0.8rem] text-slate-600">{row.cardName}</span>
      </>
    ),
  },
  { header: 'Details', cell: (row) => <Details row={row} /> },
]
