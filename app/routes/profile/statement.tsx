import { Link, useParams } from 'react-router'
import { DownloadButton } from '#app/components/documents/download-button.tsx'
import { FieldList } from '#app/components/documents/field-list.tsx'
import { StatementCard } from '#app/components/documents/statement-card.tsx'
import { useAccountData } from '#app/components/documents/use-account-data.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { MonthlyStatement } from '#domain/statements/answers.ts'
import { statementMonthSchema } from '#domain/statements/month.ts'
import {
  statementCsvLinkText,
  statementFileName,
  statementLoadFailedText,
  statementNotFoundText,
  statementPdfLinkText,
  statementTimesNote,
  statementTitle,
  statementTotalRows,
  statementsPageTitle,
} from '#domain/statements/texts.ts'
import type { Route } from './+types/statement'

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  pageMeta(matches, location.pathname, {
    title: statementMonthSchema.safeParse(params.month).success
      ? statementTitle(params.month)
      : statementsPageTitle,
    description: 'A monthly statement of your Salt Cards.',
    noindex: true,
  })

/** /profile/statements/:month (ADR 0035): the month's totals for all cards, then each card, with PDF and CSV. */
export default function Statement() {
  const month = useParams().month ?? ''
  const valid = statementMonthSchema.safeParse(month).success
  const load = useAccountData<MonthlyStatement>(`/api/salt/statements/${encodeURIComponent(month)}`)
  return (
    <section className={pageSection}>
      <p>
        <Link className="text-brand underline" to="/profile/statements">
          {statementsPageTitle}
        </Link>
      </p>
      <h1 className={pageTitle}>{valid ? statementTitle(month) : statementsPageTitle}</h1>
      {load.state === 'loading' && <p role="status">Loading the statement…</p>}
      {load.state === 'failed' && (
        <Notice tone="error">
          {load.notFound || !valid ? statementNotFoundText : statementLoadFailedText}
        </Notice>
      )}
      {load.state === 'ready' && (
        <>
          <p className="text-[0.9rem] text-slate-700">
            {load.data.accountName} · customer {load.data.customerNo} · {statementTimesNote}
          </p>
          <div className="flex flex-wrap gap-3">
            <DownloadButton
              path={`/api/salt/statements/${month}/pdf`}
              label={statementPdfLinkText}
              fallbackName={statementFileName(month, 'pdf')}
            />
            <DownloadButton
              path={`/api/salt/statements/${month}/csv`}
              label={statementCsvLinkText}
              fallbackName={statementFileName(month, 'csv')}
            />
          </div>
          <section aria-label="All cards" className="flex flex-col gap-3">
            <h2 className="text-xl font-bold">All cards</h2>
            <FieldList rows={statementTotalRows(load.data.totals)} />
          </section>
          {load.data.cards.map((card) => (
            <StatementCard key={card.cardId} card={card} />
          ))}
        </>
      )}
    </section>
  )
}
