import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { TicketLink } from './ticket-link.tsx'
import {
  erpStatusLabels,
  formatPrintedDateTime,
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'

/**
 * The transactions on a phone: one card per ledger entry, newest first, with the table's every column. What a driver
 * looks for first (when, what, how much) heads the card; the rest is a list of terms and values.
 */
export function TransactionCards({ rows, className }: { rows: TransactionRow[]; className: string }) {
  return (
    <ul
      aria-label="Transactions of your Salt Cards, newest first"
      className={`flex flex-col gap-3 ${className}`}
    >
      {rows.map((row) => (
        <TransactionCard key={row.id} row={row} />
      ))}
    </ul>
  )
}

function TransactionCard({ row }: { row: TransactionRow }) {
  const { date, time } = formatPrintedDateTime(row.PrintedDateTime)
  const details: Array<[term: string, value: string]> = [
    ['Card', `${row.cardNo}${row.cardName ? ` · ${row.cardName}` : ''}`],
    ['Location', row.locationName ?? ''],
    ['Product', row.product ?? ''],
    ['Quantity', formatTonnes(row.tonnes)],
    ['Balance after', formatCents(row.balanceAfterCents)],
    ['ERP', row.erpStatus ? erpStatusLabels[row.erpStatus] : ''],
  ]
  return (
    <li className="flex flex-col gap-2 rounded border border-slate-200 px-3 py-3 text-[0.9rem]">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">
          {transactionTypeLabels[row.type]}
          <span className="block font-normal text-slate-700 tabular-nums">
            <time dateTime={row.PrintedDateTime}>
              {date} {time}
            </time>
          </span>
        </span>
        <span
          className={`text-[1.05rem] font-bold tabular-nums ${row.amountCents > 0 ? 'text-green-800' : ''}`}
        >
          {formatSignedCents(row.amountCents)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        {details
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-700">{term}</dt>
              <dd className="break-words tabular-nums">{value}</dd>
            </div>
          ))}
      </dl>
      <TicketLink row={row} />
    </li>
  )
}
