import { Fragment } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { formatPrintedDateTime, formatTonnes } from '#domain/salt-card/transaction-format.ts'
import { CardQrCode } from './card-qr-code.tsx'

/**
 * One of a driver's cards on a phone: the balance big enough to read in a cab, the pickup code to hold up at the
 * scale, and the last pickups, all within the first screen at 375 px.
 */
export function DriverCard({ card, pickups }: { card: ProfileCard; pickups: TransactionRow[] | null }) {
  return (
    <article
      aria-labelledby={`card-${card.id}`}
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
    >
      {/* Below 440 px the balance beside a 132 px code had a few pixels to spare (at 320 px none, it ran under the
          code): there it takes a row of its own under name and code, label and figure on one line. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-5 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`card-${card.id}`} className="text-[1.2rem] font-bold break-words text-brand-dark">
            {card.name}
          </h2>
          <p className="font-mono text-[0.85rem] tabular-nums">
            <CardNumber cardNo={card.CardNo} />
          </p>
        </div>
        <CardQrCode
          cardNo={card.CardNo}
          size={132}
          className="rounded border border-slate-200 p-1 min-[440px]:row-span-2"
        />
        <p className="col-span-2 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-slate-200 pt-2 text-slate-700 min-[440px]:col-span-1 min-[440px]:block min-[440px]:border-0 min-[440px]:pt-0">
          Balance
          <span className="text-[1.8rem] leading-tight font-bold text-ink tabular-nums min-[440px]:block">
            {formatCents(card.balanceCents)}
          </span>
        </p>
      </div>
      <Pickups pickups={pickups} />
    </article>
  )
}

/** A card number that wraps, where it must (at 320 px), between groups of four digits, never inside one. */
function CardNumber({ cardNo }: { cardNo: string }) {
  const groups = cardNo.match(/.{1,4}/g) ?? []
  return groups.map((group, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {group}
    </Fragment>
  ))
}

function Pickups({ pickups }: { pickups: TransactionRow[] | null }) {
  if (pickups === null) return <p className="text-slate-600">Loading your last pickups…</p>
  if (pickups.length === 0) return <p className="text-slate-600">No pickups on this card yet.</p>
  return (
    <div>
      <h3 className="font-semibold">Last pickups</h3>
      <ul className="flex flex-col text-[0.9rem]">
        {pickups.map((pickup) => {
          const { date, time } = formatPrintedDateTime(pickup.PrintedDateTime)
          return (
            <li key={pickup.id} className="flex justify-between gap-3 border-t border-slate-100 py-1">
              <span>
                {date} {time} · {pickup.locationName ?? ''}
              </span>
              <span className="shrink-0 tabular-nums">{formatTonnes(pickup.tonnes)}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
