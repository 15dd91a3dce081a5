import { useEffect, useState } from 'react'
import { Notice } from '#app/components/ui/notice.tsx'
import { fetchTransactions } from '#app/stores/salt-card-actions.ts'
import type { Profile } from '#domain/account/answers.ts'
import { noCardsAssignedText } from '#domain/account/company-user-texts.ts'
import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { DriverCard } from './driver-card.tsx'
import { type YardToday, YardsToday } from './yards-today.tsx'

/** How many of a card's latest pickups the phone view lists. */
const lastPickups = 3

/** A driver's page (ADR 0027): their cards with balance, pickup code and last pickups, then today's yard hours. */
export function DriverCards({ account, yards }: { account: Profile; yards: YardToday[] }) {
  const pickups = useLastPickups(account.cards.map((card) => card.id))
  const recent = Object.values(pickups ?? {}).flatMap((rows) => rows.map((row) => row.locationName ?? ''))
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-5">
      <h1 className="sr-only">Your Salt Cards</h1>
      <p className="text-slate-700">
        {account.login.name} · {account.name}
      </p>
      {account.cards.length === 0 && <Notice tone="info">{noCardsAssignedText}</Notice>}
      {account.cards.map((card) => (
        <DriverCard key={card.id} card={card} pickups={pickups ? (pickups[card.id] ?? []) : null} />
      ))}
      <YardsToday yards={yards} recent={recent} />
    </section>
  )
}

/** Each card's latest pickups, one request per card; null until all have answered (a failure shows none). */
function useLastPickups(cardIds: number[]): Record<number, TransactionRow[]> | null {
  const [pickups, setPickups] = useState<Record<number, TransactionRow[]> | null>(null)
  const key = cardIds.join(',')
  useEffect(() => {
    let current = true
    const ids = key ? key.split(',').map(Number) : []
    void Promise.all(
      ids.map((cardId) =>
        fetchTransactions({ cardId, from: null, to: null, page: 1 }).then(
          (page) =>
            [cardId, page.items.filter((row) => row.type === 'pickup').slice(0, lastPickups)] as const,
          () => [cardId, []] as const,
        ),
      ),
    ).then((entries) => current && setPickups(Object.fromEntries(entries)))
    return () => {
      current = false
    }
  }, [key])
  return pickups
}
