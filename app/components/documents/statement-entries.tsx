import { Link } from 'react-router'
import { EntryCard, type EntryDetails } from '#app/components/ui/entry-card.tsx'
import { ResponsiveTable, type TableColumn } from '#app/components/ui/responsive-table.tsx'
import { scrollingTableFromSm } from '#app/components/ui/table.tsx'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import {
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import type { StatementEntry } from '#domain/statements/answers.ts'
import { ticketLinkText } from '#domain/tickets/texts.ts'

const figures = 'text-right whitespace-nowrap tabular-nums'

function TicketLink({ entry }: { entry: StatementEntry }) {
  if (entry.type !== 'pickup') return null
  return (
    <Link
      className="block text-[0.85rem] text-brand underline"
      to={`/profile/tickets/${entry.id}`}
      aria-label={`${ticketLinkText} ${entry.reference}`}
    >
      {ticketLinkText}
    </Link>
  )
}

const columns: ReadonlyArray<TableColumn<StatementEntry>> = [
  {
    header: 'Date',
    cellClass: 'whitespace-nowrap tabular-nums',
    cell: (entry) => formatTorontoDateTime(entry.printedAt),
  },
  {
    header: 'Type',
    cell: (entry) => (
      <>
        {transactionTypeLabels[entry.type]}
        <TicketLink entry={entry} />
      </>
    ),
  },
  { header: 'Reference', cellClass: 'break-all', cell: (entry) => entry.reference },
  { header: 'Yard', cell: (entry) => entry.locationName ?? '' },
  { header: 'Quantity', headerClass: 'text-right', cellClass: figures, cell: (e) => formatTonnes(e.tonnes) },
  {
    header: 'Amount',
    headerClass: 'text-right',
    cellClass: figures,
    cell: (entry) => formatSignedCents(entry.amountCents),
  },
  {
    header: 'Balance',
    headerClass: 'text-right',
    cellClass: figures,
    cell: (entry) => formatCents(entry.balanceCents),
  },
]

/**
 * A phone's card for one entry: what and when beside the amount, then the card and the balance after it, so nothing
 * a customer checks needs a sideways scroll; reference, yard and quantity follow when the entry has them.
 */
function entryCard(cardNoMasked: string) {
  return function StatementEntryCard(entry: StatementEntry) {
    const details: EntryDetails = [
      ['Card', cardNoMasked],
      ['Balance', formatCents(entry.balanceCents)],
      ['Reference', entry.reference],
      ['Yard', entry.locationName ?? ''],
      ['Quantity', formatTonnes(entry.tonnes)],
    ]
    return (
      <EntryCard
        kind={transactionTypeLabels[entry.type]}
        when={formatTorontoDateTime(entry.printedAt)}
        amount={
          <span className="text-[1.05rem] font-bold tabular-nums">
            {formatSignedCents(entry.amountCents)}
          </span>
        }
        details={details}
        breakValues="anywhere"
      >
        <TicketLink entry={entry} />
      </EntryCard>
    )
  }
}

/** A statement card's entries, oldest first: one card each on a phone, a table from 640 px (scrolling in its box). */
export function StatementEntries({
  heading,
  cardNoMasked,
  entries,
}: {
  heading: string
  cardNoMasked: string
  entries: StatementEntry[]
}) {
  return (
    <ResponsiveTable
      rows={entries}
      label={`Transactions of ${heading}`}
      caption={`Transactions of ${heading}, oldest first`}
      look={scrollingTableFromSm}
      columns={columns}
      rowKey={(entry) => entry.id}
      card={entryCard(cardNoMasked)}
    />
  )
}
