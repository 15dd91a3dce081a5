import { Link } from 'react-router'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import {
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import type { StatementCard as Card } from '#domain/statements/answers.ts'
import { statementTotalRows } from '#domain/statements/texts.ts'
import { ticketLinkText } from '#domain/tickets/texts.ts'
import { FieldList } from './field-list.tsx'

const right = `${cellClass} text-right whitespace-nowrap tabular-nums`

/** One card of a statement: its totals, then each entry of the month with the balance after it. */
export function StatementCard({ card }: { card: Card }) {
  const heading = `${card.cardName} (${card.cardNoMasked})`
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{heading}</h2>
      <FieldList rows={statementTotalRows(card.totals)} />
      {card.entries.length === 0 ? (
        <p>No transactions on this card this month.</p>
      ) : (
        <TableScroller label={`Transactions of ${heading} (scrolls sideways)`}>
          <table className={tableClass}>
            <caption className="sr-only">Transactions of {heading}, oldest first</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  Date
                </th>
                <th scope="col" className={cellClass}>
                  Type
                </th>
                <th scope="col" className={cellClass}>
                  Reference
                </th>
                <th scope="col" className={cellClass}>
                  Yard
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  Quantity
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {card.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                    {formatTorontoDateTime(entry.printedAt)}
                  </td>
                  <td className={cellClass}>
                    {transactionTypeLabels[entry.type]}
                    {entry.type === 'pickup' && (
                      <Link
                        className="block text-[0.85rem] text-brand underline"
                        to={`/profile/tickets/${entry.id}`}
                        aria-label={`${ticketLinkText} ${entry.reference}`}
                      >
                        {ticketLinkText}
                      </Link>
                    )}
                  </td>
                  <td className={`${cellClass} break-all`}>{entry.reference}</td>
                  <td className={cellClass}>{entry.locationName ?? ''}</td>
                  <td className={right}>{formatTonnes(entry.tonnes)}</td>
                  <td className={right}>{formatSignedCents(entry.amountCents)}</td>
                  <td className={right}>{formatCents(entry.balanceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}
