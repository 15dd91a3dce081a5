import type { AdminQuery } from '#app/components/admin/use-admin-query.ts'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { Pagination } from '#app/components/salt-card/pagination.tsx'
import type {
  AdminCustomerTransaction,
  AdminCustomerTransactionsPage,
} from '#domain/admin/customers/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import {
  formatPrintedDateTime,
  formatSignedCents,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import { noTransactionsText } from '#domain/admin/customers/texts.ts'
import { cellClass } from '#app/components/ui/table.tsx'
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
      <div
        role="region"
        aria-label="Transactions (scrolls sideways)"
        // A scrolling region must take focus itself, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
      >
        <table className="w-full min-w-[46rem] border-collapse text-left text-[0.9rem]">
          <caption className="sr-only">Transactions of the customer&apos;s cards, newest first</caption>
          <thead className="bg-salt text-[0.8rem] tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Date
              </th>
              <th scope="col" className="px-3 py-2">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Amount
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Balance after
              </th>
              <th scope="col" className="px-3 py-2">
                Card
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <TransactionRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pagination page={data.page} pages={pages} hrefFor={hrefFor} />}
    </div>
  )
}

function TransactionRow({ row }: { row: AdminCustomerTransaction }) {
  const { date, time } = formatPrintedDateTime(row.printedAt)
  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
        <time dateTime={row.printedAt}>
          {date} <span className="text-slate-600">{time}</span>
        </time>
      </td>
      <td className={cellClass}>{transactionTypeLabels[row.type]}</td>
      <td
        className={`${cellClass} text-right font-semibold whitespace-nowrap tabular-nums ${row.amountCents > 0 ? 'text-green-800' : ''}`}
      >
        {formatSignedCents(row.amountCents)}
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
        {formatCents(row.balanceAfterCents)}
      </td>
      <td className={cellClass}>
        <span className="block font-mono text-[0.8rem] tabular-nums">{row.cardNo}</span>
        <span className="block text-[0.8rem] text-slate-600">{row.cardName}</span>
      </td>
      <td className={cellClass}>
        {row.type === 'adjustment' ? (
          <>
            {row.reason}
            {row.staffName && <span className="block text-[0.8rem] text-slate-600">by {row.staffName}</span>}
          </>
        ) : (
          [row.locationName, row.product].filter(Boolean).join(' · ')
        )}
      </td>
    </tr>
  )
}
