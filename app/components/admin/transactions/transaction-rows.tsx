import { formatTonnes, transactionTypeLabels } from '#domain/salt-card/transaction-format.ts'
import { PrintedAt, SignedAmount } from '#app/components/ui/ledger-figures.tsx'
import type { AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import { NavPostingCell, type RetryControl } from './nav-posting-cell.tsx'
import { PriceFlagNote } from './price-flag-note.tsx'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'

const detail = 'block text-[0.8rem] text-slate-700'

/** What was taken where: yard, product and quantity of a pickup; the reason of an adjustment. */
function entryDetails(row: AdminTransactionRow): string {
  if (row.type === 'adjustment') return row.reason ?? ''
  return [row.yardName, row.product, formatTonnes(row.tonnes)].filter(Boolean).join(' · ')
}

function When({ iso }: { iso: string }) {
  return <PrintedAt iso={iso} className="whitespace-nowrap tabular-nums" timeClass="text-slate-700" />
}

const figure = (row: AdminTransactionRow) => (
  <SignedAmount cents={row.amountCents} className="font-semibold whitespace-nowrap tabular-nums" />
)

/** The table's columns from 1280 px (smallTableFromXl): one row per transaction, newest first. */
export function transactionColumns(control: RetryControl): ReadonlyArray<ListColumn<AdminTransactionRow>> {
  return [
    { header: 'Date', cell: (row) => <When iso={row.PrintedDateTime} /> },
    {
      header: 'Customer',
      cell: (row) => (
        <>
          <span className="block font-semibold">{row.customerName}</span>
          <span className={detail}>{row.customerNo}</span>
        </>
      ),
    },
    {
      header: 'Card',
      cell: (row) => (
        <>
          <span className="block font-mono text-[0.8rem] tabular-nums">{row.cardNo}</span>
          <span className={detail}>{row.cardName}</span>
        </>
      ),
    },
    {
      header: 'Transaction',
      cell: (row) => (
        <>
          <span className="block">
            {transactionTypeLabels[row.type]}{' '}
            <span className="text-[0.8rem] text-slate-700">{row.reference}</span>
          </span>
          <span className={detail}>{entryDetails(row)}</span>
          <PriceFlagNote flag={row.priceFlag} />
        </>
      ),
    },
    { header: 'Amount', headerClass: 'text-right', cellClass: 'text-right', cell: figure },
    { header: 'NAV', cell: (row) => <NavPostingCell nav={row.nav} control={control} /> },
  ]
}

/** Below 1280 px, phones and tablets: one card per transaction, the same facts stacked. */
export function transactionCard(control: RetryControl) {
  return function TransactionCard(row: AdminTransactionRow) {
    return (
      <>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <When iso={row.PrintedDateTime} />
          {figure(row)}
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
      </>
    )
  }
}
