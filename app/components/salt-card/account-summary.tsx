import type { Profile } from '#domain/account/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'

/** The account at a glance: what all its active cards hold, how many there are, how the account pays. */
export function AccountSummary({ account }: { account: Profile }) {
  const totalCents = account.cards.reduce((sum, card) => sum + card.balanceCents, 0)
  const items = [
    { term: 'Total balance', value: formatCents(totalCents) },
    { term: 'Active cards', value: String(account.cards.length) },
    { term: 'Payment option', value: account.paymentOption },
  ]
  return (
    // Below 360 px the total balance takes the whole first row: a third of a 320 px screen cannot hold "$1,730.50".
    <dl className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3 sm2:gap-3">
      {items.map(({ term, value }, index) => (
        <div
          key={term}
          className={`flex flex-col gap-1 rounded border border-slate-200 bg-salt px-2 py-2 sm2:px-4 sm2:py-3 ${index === 0 ? 'col-span-2 min-[360px]:col-span-1' : ''}`}
        >
          <dt className="text-[0.7rem] font-semibold tracking-wide text-slate-700 uppercase sm2:text-[0.8rem]">
            {term}
          </dt>
          <dd className="text-[1rem] font-bold text-brand-dark tabular-nums sm2:text-[1.4rem]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
