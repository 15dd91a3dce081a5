import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { TicketLink } from './ticket-link.tsx'
import { TransactionCards } from './transaction-cards.tsx'
import {
  erpStatusLabels,
  formatPrintedDateTime,
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'

const headers = ['Date', 'Card', 'Type', 'Location', 'Product', 'Quantity', 'Amount', 'Balance after', 'ERP']
const numeric = new Set(['Quantity', 'Amount', 'Balance after'])

/**
 * Every ledger entry of the page, newest first. Below 768 px each entry is a card of its own (TransactionCards): nine
 * columns in a sideways-scrolling table hid the amount and balance of every row on a phone. From 768 px the table
 * scrolls sideways inside its own focusable region when it must, so the page around it keeps its width.
 */
export function TransactionsTable({ rows, summary }: { rows: TransactionRow[]; summary: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[0.9rem] text-slate-700">{summary}</p>
      <TransactionCards rows={rows} className="md:hidden" />
      <div
        role="region"
        aria-label="Transactions (scrolls sideways)"
        // A scrolling region without focusable content must take focus itself, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="hidden max-w-full overflow-x-auto rounded border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none md:block"
      >
        <table className="w-full min-w-[60rem] text-left text-[0.9rem]">
          <caption className="sr-only">Transactions of your Salt Cards, newest first</caption>
          <thead className="bg-salt text-[0.8rem] tracking-wide text-slate-700 uppercase">
            <tr>
              {headers.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-3 py-2 ${numeric.has(header) ? 'text-right' : ''}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function Row({ row }: { row: TransactionRow }) {
  const { date, time } = formatPrintedDateTime(row.PrintedDateTime)
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        <time dateTime={row.PrintedDateTime}>
          {date} <span className="text-slate-600">{time}</span>
        </time>
      </td>
      <td className="px-3 py-2">
        <span className="block font-mono text-[0.8rem] tabular-nums">{row.cardNo}</span>
        <span className="block text-[0.8rem] text-slate-600">{row.cardName}</span>
      </td>
      <td className="px-3 py-2">
        {transactionTypeLabels[row.type]}
        <TicketLink row={row} />
      </td>
      <td className="px-3 py-2">{row.locationName ?? ''}</td>
      <td className="px-3 py-2">{row.product ?? ''}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatTonnes(row.tonnes)}</td>
      <td
        className={`px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${row.amountCents > 0 ? 'text-green-800' : ''}`}
      >
        {formatSignedCents(row.amountCents)}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {formatCents(row.balanceAfterCents)}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{row.erpStatus ? erpStatusLabels[row.erpStatus] : ''}</td>
    </tr>
  )
}
