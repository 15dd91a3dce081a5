import { EntryCard, type EntryDetails } from '#app/components/ui/entry-card.tsx'
import { PrintedAt, SignedAmount } from '#app/components/ui/ledger-figures.tsx'
import { ResponsiveTable, type TableColumn } from '#app/components/ui/responsive-table.tsx'
import { bandedTableFromSm } from '#app/components/ui/table.tsx'
import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { TicketLink } from './ticket-link.tsx'
import { erpStatusLabels, formatTonnes, transactionTypeLabels } from '#domain/salt-card/transaction-format.ts'

const figures = 'text-right whitespace-nowrap tabular-nums'
const cardNoClass = 'font-mono text-[0.8rem] tabular-nums'

const columns: ReadonlyArray<TableColumn<TransactionRow>> = [
  {
    header: 'Date',
    cellClass: 'whitespace-nowrap tabular-nums',
    cell: (row) => <PrintedAt iso={row.PrintedDateTime} timeClass="text-slate-600" />,
  },
  {
    header: 'Card',
    cell: (row) => (
      <>
        <span className={`block ${cardNoClass}`}>{row.cardNo}</span>
        <span className="block text-[0.8rem] text-slate-600">{row.cardName}</span>
      </>
    ),
  },
  {
    header: 'Type',
    cell: (row) => (
      <>
        {transactionTypeLabels[row.type]}
        <TicketLink row={row} />
      </>
    ),
  },
  { header: 'Location', cell: (row) => row.locationName ?? '' },
  { header: 'Product', cell: (row) => row.product ?? '' },
  {
    header: 'Quantity',
    headerClass: 'text-right',
    cellClass: figures,
    cell: (row) => formatTonnes(row.tonnes),
  },
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
    header: 'ERP',
    cellClass: 'whitespace-nowrap',
    cell: (row) => (row.erpStatus ? erpStatusLabels[row.erpStatus] : ''),
  },
]

/**
 * A phone's card for one entry: what happened and when beside the amount, then the card and the balance after it, so
 * neither figure needs a sideways scroll; location, product, quantity and the ERP posting follow when the entry has
 * them.
 */
function transactionCard(row: TransactionRow) {
  const details: EntryDetails = [
    [
      'Card',
      <>
        <span className={cardNoClass}>{row.cardNo}</span>
        {/* The name wraps as a whole under the number rather than breaking inside it ("Plow truck / 1"). */}
        {row.cardName && (
          <>
            {' · '}
            <span className="inline-block">{row.cardName}</span>
          </>
        )}
      </>,
    ],
    ['Balance after', formatCents(row.balanceAfterCents)],
    ['Location', row.locationName ?? ''],
    ['Product', row.product ?? ''],
    ['Quantity', formatTonnes(row.tonnes)],
    ['ERP', row.erpStatus ? erpStatusLabels[row.erpStatus] : ''],
  ]
  return (
    <EntryCard
      kind={transactionTypeLabels[row.type]}
      when={<PrintedAt iso={row.PrintedDateTime} />}
      amount={<SignedAmount cents={row.amountCents} className="text-[1.05rem] font-bold tabular-nums" />}
      details={details}
      breakValues="words"
    >
      <TicketLink row={row} />
    </EntryCard>
  )
}

/**
 * Every ledger entry of the page, newest first, on the shared responsive table: below 640 px each entry is a card
 * (nine columns in a sideways-scrolling table hid the amount and balance of every row on a phone); from 640 px the
 * table, scrolling sideways inside its own focusable region while the page is narrower than its columns.
 */
export function TransactionsTable({ rows, summary }: { rows: TransactionRow[]; summary: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[0.9rem] text-slate-700">{summary}</p>
      <ResponsiveTable
        rows={rows}
        label="Transactions of your Salt Cards"
        caption="Transactions of your Salt Cards, newest first"
        look={bandedTableFromSm}
        columns={columns}
        rowKey={(row) => row.id}
        card={transactionCard}
      />
    </div>
  )
}
