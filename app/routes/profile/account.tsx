import { Link } from 'react-router'
import { AccountSummary } from '#app/components/salt-card/account-summary.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { useCardActions } from '#app/components/salt-card/use-card-actions.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/account'
import { CardsTable } from './cards-table.tsx'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.account,
    description: 'Your Salt Card account: cards, balances and pickup codes.',
    noindex: true,
  })

/** /profile: the account table with each card's balance, pickup QR and actions. */
export default function Account() {
  // The salt layout shows this page only once the account is loaded.
  const account = useSaltStore((state) => state.account)
  const { rename, deactivate, failure } = useCardActions()
  if (!account) return null
  return (
    <section className={pageSection}>
      <header className="flex flex-col gap-1">
        <h1 className={pageTitle}>{pageTitles.account}</h1>
        <p className="text-[1.1rem]">{account.name}</p>
        <p className="text-slate-700">
          Customer number <span className="font-mono font-semibold">{account.customerNo}</span>
        </p>
      </header>
      <AccountSummary account={account} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-[1.3rem] font-bold text-brand-dark">Your cards</h2>
          <Link to="/profile/add-card" className={smallButton}>
            Request more cards
          </Link>
        </div>
        {failure && <Notice tone="error">{failure}</Notice>}
        <CardsTable cards={account.cards} onRename={rename} onDeactivate={deactivate} />
      </div>
    </section>
  )
}
