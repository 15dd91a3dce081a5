import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { linkButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { CardDetail, CardState } from '#domain/salt-card/controls/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'

const stateBadges: Record<CardState, { tone: 'done' | 'waiting' | 'closed' | 'warning'; text: string }> = {
  active: { tone: 'done', text: 'Active' },
  suspended: { tone: 'waiting', text: 'Suspended' },
  lost: { tone: 'warning', text: 'Reported lost' },
  deactivated: { tone: 'closed', text: 'Deactivated' },
}

/** The card's name, number, state and balance; a lost card names the card that replaced it. */
export function CardSummary({ card, replacement }: { card: CardDetail; replacement: ProfileCard | null }) {
  const badge = stateBadges[card.state]
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-[1.2rem] font-semibold">{card.name}</p>
        <p className="font-mono tabular-nums">{card.CardNo}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Badge tone={badge.tone}>{badge.text}</Badge>
          <span className="font-semibold tabular-nums">Balance {formatCents(card.balanceCents)}</span>
        </p>
      </div>
      {replacement && (
        <Notice tone="success" title="Card replaced">
          Card {card.CardNo} is closed. Its replacement {replacement.CardNo} holds{' '}
          {formatCents(replacement.balanceCents)}, with the same name and controls.
        </Notice>
      )}
      {card.replacedBy && (
        <p>
          Reported lost or stolen; closed. Its replacement:{' '}
          <Link className={linkButton} to={`/profile/cards/${card.replacedBy.id}`}>
            {card.replacedBy.CardNo}
          </Link>
        </p>
      )}
      {card.replaces && (
        <p className="text-[0.9rem] text-slate-700">
          Replaces the lost card{' '}
          <Link className={linkButton} to={`/profile/cards/${card.replaces.id}`}>
            {card.replaces.CardNo}
          </Link>
          .
        </p>
      )}
    </div>
  )
}
