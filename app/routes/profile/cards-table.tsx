import { Link } from 'react-router'
import { CardQrButton } from '#app/components/salt-card/card-qr-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { smallButton, smallDangerButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'
import type { ProfileCard } from '#domain/account/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { noCardsText } from '#domain/salt-card/texts.ts'

const cardNumberText = 'font-mono text-[0.8rem] tabular-nums min-[360px]:text-[0.85rem] sm2:text-base'

interface CardsTableProps {
  cards: ProfileCard[]
  onRename: (card: ProfileCard) => void
  onDeactivate: (card: ProfileCard) => void
  /** What the login's role may do with a card (ADR 0027): rename and deactivate, load funds. */
  may: { manage: boolean; load: boolean }
}

/**
 * The account table: each active card with its balance, pickup QR and actions; its number opens the card's page
 * (controls, declined pickups, suspend, report lost), and a suspended card says so beside it. Each card is a row
 * group: number, name and balance first, then a row with the QR and the buttons, so at 375 px the balance
 * stays in view and nothing scrolls sideways (below 360 px with less padding and a smaller card number).
 */
export function CardsTable({ cards, onRename, onDeactivate, may }: CardsTableProps) {
  if (cards.length === 0) {
    return <p className="rounded border border-dashed border-slate-300 bg-salt px-4 py-6">{noCardsText}</p>
  }
  return (
    <div className="rounded border border-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">Your Salt Cards</caption>
        <thead className="bg-salt text-[0.85rem] tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-2 py-3 min-[360px]:px-3 sm2:px-4">
              Card number
            </th>
            {/* Under 576 px the name moves under the card number, so the balance stays in view. */}
            <th scope="col" className="hidden px-4 py-3 sm2:table-cell">
              Name
            </th>
            <th scope="col" className="px-2 py-3 text-right min-[360px]:px-3 sm2:px-4">
              Balance
            </th>
          </tr>
        </thead>
        {cards.map((card) => (
          <tbody key={card.id} className="border-t border-slate-200">
            <tr>
              <td className="px-2 pt-3 pb-1 min-[360px]:px-3 sm2:px-4">
                {may.manage ? (
                  <Link
                    to={`/profile/cards/${card.id}`}
                    className={`${cardNumberText} text-brand underline underline-offset-2 hover:text-brand-dark`}
                  >
                    {card.CardNo}
                  </Link>
                ) : (
                  <span className={cardNumberText}>{card.CardNo}</span>
                )}
                {card.suspended && (
                  <span className="block sm2:ml-2 sm2:inline">
                    <Badge tone="waiting">Suspended</Badge>
                  </span>
                )}
                <span className="block text-[0.85rem] text-slate-600 sm2:hidden">{card.name}</span>
              </td>
              <td className="hidden px-4 pt-3 pb-1 sm2:table-cell">{card.name}</td>
              <td className="px-2 pt-3 pb-1 text-right font-semibold tabular-nums min-[360px]:px-3 sm2:px-4">
                {formatCents(card.balanceCents)}
              </td>
            </tr>
            <tr>
              <td colSpan={3} className="px-2 pt-1 pb-3 min-[360px]:px-3 sm2:px-4">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <CardQrButton cardNo={card.CardNo} name={card.name} />
                  {/* Below 360 px, Load funds takes a row of its own: three buttons side by side need 300 px. The grid
                      takes the row's width and never widens the table (inline-size containment). */}
                  <div className="grid w-full grid-cols-2 gap-1.5 max-sm2:[contain:inline-size] min-[360px]:grid-cols-3 sm2:flex sm2:w-auto sm2:gap-2">
                    {may.manage && (
                      <>
                        <button type="button" className={smallButton} onClick={() => onRename(card)}>
                          Rename<span className="sr-only"> card {card.CardNo}</span>
                        </button>
                        <button
                          type="button"
                          className={smallDangerButton}
                          onClick={() => onDeactivate(card)}
                        >
                          Deactivate<span className="sr-only"> card {card.CardNo}</span>
                        </button>
                      </>
                    )}
                    {may.load && (
                      <Link
                        to={`/profile/load-card?card=${card.id}`}
                        className={`${smallPrimaryButton} col-span-2 min-[360px]:col-span-1`}
                      >
                        Load funds<span className="sr-only"> onto card {card.CardNo}</span>
                      </Link>
                    )}
                  </div>
                </div>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  )
}
