import {
  formatPrintedDateTime,
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import type { AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import { NavPostingCell, type RetryControl } from './nav-posting-cell.tsx'
import { PriceFlagNote } from './price-flag-note.tsx'
import { cardListClass, cellClass } from '#app/components/ui/table.tsx'

interface RowsProps {
  rows: AdminTransactionRow[]
  control: RetryControl
}

const detail = 'block text-[0.8rem] text-slate-700'

/** What was taken where: yard, product and quantity of a pickup; the reason of an adjustment. */
function entryDetails(row: AdminTransactionRow): string {
  if (row.type === 'adjustment') return row.reason ?? ''
  return [row.yardName, row.product, formatTonnes(row.tonnes)].filter(Boolean).join(' · ')
}

function When({ iso }: { iso: string }) {
  const { date, time } = formatPrintedDateTime(iso)
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {date} <span className="text-slate-700">{time}</span>
    </time>
  )
}

const amountClass = (cents: number) =>
  `font-semibold whitespace-nowrap tabular-nums ${cents > 0 ? 'text-green-800' : ''}`

/** Wide screens: one table row per transaction, newest first. */
export function TransactionTable({ rows, control }: RowsProps) {
  return (
    <table className="hidden w-full border-collapse text-left text-[0.9rem] xl:table">
      <caption className="sr-only">Transactions, newest first. Times are Toronto time.</caption>
      <thead className="text-[0.8rem] tracking-wide text-slate-700 uppercase">
        <tr>
          {['Date', 'Customer', 'Card', 'Transaction', 'Amount', 'NAV'].map((header) => (
            <th key={header} scope="col" className={`px-3 py-2 ${header === 'Amount' ? 'text-right' : ''}`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>
              <When iso={row.PrintedDateTime} />
            </td>
            <td className={cellClass}>
              <span className="block font-semibold">{row.customerName}</span>
              <span className={detail}>{row.customerNo}</span>
            </td>
            <td className={cellClass}>
              <span className="block font-mono text-[0.8rem] tabular-nums">{row.cardNo}</span>
              <span className={detail}>{row.cardName}</span>
            </td>
            <td className={cellClass}>
              <span className="block">
                {transactionTypeLabels[row.type]}{' '}
                <span className="text-[0.8rem] text-slate-700">{row.reference}</span>
              </span>
              <span className={detail}>{entryDetails(row)}</span>
              <PriceFlagNote flag={row.priceFlag} />
            </td>
            <td className={`${cellClass} text-right ${amountClass(row.amountCents)}`}>
              {formatSignedCents(row.amountCents)}
            </td>
            <td className={cellClass}>
              <NavPostingCell nav={row.nav} control={control} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Phones and tablets: one card per transaction, the same facts stacked. */
export function TransactionCards({ rows, control }: RowsProps) {
  return (
    <ul aria-label="Transactions" className={`${cardListClass} xl:hidden`}>
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <When iso={row.PrintedDateTime} />
            <span className={amountClass(row.amountCents)}>{formatSignedCents(row.amountCents)}</span>
          </div>
          <p>
            <span className="font-semibold">{row.customerName}</span>{' '}
            <span className="text-[0.85rem] text-slate-700">{row.customerNo}</span>
          </p>
          <p className="text-[0.9rem]">
            {transactionTypeLabels[row.type]} <span className="text-slate-700">{row.reference}</span>
            <span className={detail}>{entryDetails(row)}</span>
            <span className={detail}>
              Card <span className="font-mono tabular-nums">{row.cardNo}</span> · {row.cardName}
            </span>
          </p>
          <PriceFlagNote flag={row.priceFlag} />
          <NavPostingCell nav={row.nav} control={control} />
        </li>
      ))}
    </ul>
  )
}
