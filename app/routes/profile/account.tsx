import { Link } from 'react-router'
import { AccountSummary } from '#app/components/salt-card/account-summary.tsx'
import { DriverCards } from '#app/components/salt-card/driver-cards.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { useCardActions } from '#app/components/salt-card/use-card-actions.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { mayUse } from '#domain/account/company-roles.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/account'
import { CardsTable } from './cards-table.tsx'

/** The yards' hours for a driver's page (public data, the same for everyone, so the page stays cacheable). */
export async function loader({ context }: Route.LoaderArgs) {
  const now = context.now()
  const locations = await context.queries.locations.list()
  return {
    yards: locations.map(({ slug, locationName, weeklyHours, customSchedule, todaysHours }) => {
      const hours = { weeklyHours, customSchedule, todaysHours }
      return { slug, locationName, ...hours, status: openingStatus(hours, now) }
    }),
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.account,
    description: 'Your Salt Card account: cards, balances and pickup codes.',
    noindex: true,
  })

/**
 * /profile: the account table with each card's balance, pickup QR and the actions the login's role may take; a
 * driver gets their phone view instead (ADR 0027).
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  // The salt layout shows this page only once the account is loaded.
  const account = useSaltStore((state) => state.account)
  const { rename, deactivate, failure } = useCardActions()
  if (!account) return null
  const { role } = account.login
  if (role === 'driver') return <DriverCards account={account} yards={loaderData.yards} />
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
          {mayUse(role, 'requestCards') && (
            <Link to="/profile/add-card" className={smallButton}>
              Request more cards
            </Link>
          )}
        </div>
        {failure && <Notice tone="error">{failure}</Notice>}
        <CardsTable
          cards={account.cards}
          onRename={rename}
          onDeactivate={deactivate}
          may={{ manage: mayUse(role, 'manageCards'), load: mayUse(role, 'loadFunds') }}
        />
      </div>
    </section>
  )
}
