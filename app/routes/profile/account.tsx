import { mySaltCardLabel } from '#app/lib/texts/site.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/account'
import { CardsTable } from './cards-table.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${mySaltCardLabel} | ${matches[0].loaderData.publicConfig.brandName}` },
]

/** /profile: the customer's Salt Card account (the card actions come with the Salt Card issue). */
export default function Account() {
  // The salt layout shows this page only once the account is loaded.
  const account = useSaltStore((state) => state.account)
  if (!account) return null
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-[2rem] font-bold text-brand-dark">{mySaltCardLabel}</h1>
        <p className="text-[1.1rem]">{account.name}</p>
        <p className="text-slate-700">
          Customer number <span className="font-mono font-semibold">{account.customerNo}</span>
        </p>
      </header>
      <CardsTable cards={account.cards} />
    </section>
  )
}
