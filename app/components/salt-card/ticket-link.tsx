import { Link } from 'react-router'
import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import { ticketLinkText } from '#domain/tickets/texts.ts'

/** A pickup's e-ticket, from its row; named with the pickup's time, so each row's link says which. */
export function TicketLink({ row }: { row: TransactionRow }) {
  if (row.type !== 'pickup') return null
  const { date, time } = formatPrintedDateTime(row.PrintedDateTime)
  return (
    <Link
      to={`/profile/tickets/${row.id}`}
      className="block text-[0.85rem] font-semibold whitespace-nowrap text-brand underline"
      aria-label={`${ticketLinkText} of the pickup on ${date} ${time}`}
    >
      {ticketLinkText}
    </Link>
  )
}
