import { Link } from 'react-router'
import { useAccountData } from '#app/components/documents/use-account-data.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { StatementMonths } from '#domain/statements/answers.ts'
import { monthName } from '#domain/statements/month.ts'
import {
  statementLoadFailedText,
  statementsEmptyText,
  statementsIntro,
  statementsPageTitle,
} from '#domain/statements/texts.ts'
import type { Route } from './+types/statements'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: statementsPageTitle,
    description: 'Monthly statements of your Salt Cards.',
    noindex: true,
  })

/** /profile/statements (ADR 0035): the months with activity on the account's cards, newest first. */
export default function Statements() {
  const load = useAccountData<StatementMonths>('/api/salt/statements')
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{statementsPageTitle}</h1>
      <p className="max-w-3xl">{statementsIntro}</p>
      {load.state === 'loading' && <p role="status">Loading your statements…</p>}
      {load.state === 'failed' && <Notice tone="error">{statementLoadFailedText}</Notice>}
      {load.state === 'ready' && load.data.months.length === 0 && (
        <Notice tone="info">{statementsEmptyText}</Notice>
      )}
      {load.state === 'ready' && load.data.months.length > 0 && (
        <ul aria-label={statementsPageTitle} className="flex flex-col gap-2">
          {load.data.months.map((month) => (
            <li key={month}>
              <Link className="font-semibold text-brand underline" to={`/profile/statements/${month}`}>
                {monthName(month)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
