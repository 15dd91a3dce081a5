import type { AdminCustomerCard } from '#domain/admin/customers/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { noCardsText } from '#domain/admin/customers/texts.ts'
import { cellClass } from '#app/components/ui/table.tsx'

const statusText = (card: AdminCustomerCard) => (card.status === 'active' ? 'Active' : 'Deactivated')

/** Every card of the customer, deactivated ones too, with its status and balance. */
export function CardsTable({ cards }: { cards: AdminCustomerCard[] }) {
  if (cards.length === 0) return <p>{noCardsText}</p>
  return (
    <table className="w-full border-collapse text-left text-[0.95rem]">
      <caption className="sr-only">Cards and balances</caption>
      <thead>
        <tr>
          <th scope="col" className="px-3 py-2">
            Card
          </th>
          {/* On a phone the status sits under the card's name: three columns do not fit 375 px. */}
          <th scope="col" className="hidden px-3 py-2 sm:table-cell">
            Status
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.id} data-testid={`card-${card.cardNo}`}>
            <td className={cellClass}>
              <span className="block font-mono text-[0.85rem] tabular-nums">{card.cardNo}</span>
              <span className="block text-[0.9rem]">{card.name}</span>
              <span className="block text-[0.9rem] sm:hidden">{statusText(card)}</span>
            </td>
            <td className={`${cellClass} hidden sm:table-cell`}>{statusText(card)}</td>
            <td className={`${cellClass} text-right font-semibold whitespace-nowrap tabular-nums`}>
              {formatCents(card.balanceCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
