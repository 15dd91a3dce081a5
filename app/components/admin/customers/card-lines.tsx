import type { AdminCustomerCard } from '#domain/admin/customers/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { DeactivatedCardBadge } from './badges.tsx'

/** A customer's cards in a list row: number, name, balance; deactivated cards dimmed with a badge. */
export function CardLines({ cards }: { cards: AdminCustomerCard[] }) {
  if (cards.length === 0) return <span className="text-[0.9rem] text-slate-700">No cards</span>
  return (
    <ul aria-label="Cards" className="flex flex-col gap-1">
      {cards.map((card) => (
        <li
          key={card.id}
          className={`flex flex-wrap items-baseline gap-x-2 text-[0.9rem] ${card.status === 'active' ? '' : 'text-slate-600'}`}
        >
          <span className="font-mono text-[0.85rem] tabular-nums">{card.cardNo}</span>
          <span>{card.name}</span>
          <span className="font-semibold tabular-nums">{formatCents(card.balanceCents)}</span>
          {card.status !== 'active' && <DeactivatedCardBadge />}
        </li>
      ))}
    </ul>
  )
}
