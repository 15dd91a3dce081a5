import { Link } from 'react-router'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { smallButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { fundsLoadedText, thankYouTitle } from '#domain/content/thank-you-texts.ts'
import type { Route } from './+types/thankyou-add-funds'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.fundsLoaded,
    description: 'Funds have been loaded onto your Salt Card.',
    noindex: true,
  })

/** /profile/thankyou/add-funds: where an approved payment ends. */
export default function ThankYouAddFunds() {
  return (
    <section className={pageSection}>
      <div className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-salt px-6 py-8">
        <h1 className={pageTitle}>{thankYouTitle}</h1>
        <p role="status" className="text-[1.1rem]">
          {fundsLoadedText}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/profile" className={smallPrimaryButton}>
            See your balances
          </Link>
          <Link to="/profile/salt-transaction" className={smallButton}>
            View transactions
          </Link>
        </div>
      </div>
    </section>
  )
}
