import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { AlertsCard } from '#app/components/admin/weather/alerts-card.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type {
  AdminDashboard,
  DashboardAttention,
  DashboardDraft,
  DashboardYard,
} from '#domain/admin/dashboard.ts'
import { adminMeta } from '#app/lib/admin-meta.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { dashboardTitle } from '#domain/admin/texts.ts'
import { adminTitle } from '#domain/account/texts.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import type { Route } from './+types/dashboard'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, dashboardTitle)

const card = 'flex flex-col gap-3 rounded border-2 border-slate-200 p-4'
const cardTitle = 'text-[1.15rem] font-bold text-brand-dark'

/** /admin/: the staff home for the level: yards open and closed, what needs attention (the queues too), drafts. */
export default function Dashboard() {
  const account = useSaltAdminStore((state) => state.account)
  const { data, error, reload } = useAdminQuery<AdminDashboard>('/api/salt/admin/dashboard')
  if (!account) return null
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={adminTitle} />
      {error && !data && <ReadFailedNotice text={readFailedText(error)} onRetry={reload} />}
      {!data && !error && <ScreenLoading />}
      {data && <DashboardCards dashboard={data} />}
    </div>
  )
}

function DashboardCards({ dashboard }: { dashboard: AdminDashboard }) {
  const { brandPrefix } = usePublicConfig()
  const yardLink = (yard: DashboardYard) => adminPath('locations', brandPrefix, yard.id)
  const open = dashboard.yards.filter((yard) => yard.openNow)
  const closedToday = dashboard.yards.filter((yard) => yard.closedToday)
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AlertsCard className={card} titleClassName={cardTitle} />
      <section className={card} aria-labelledby="yards-open">
        <h2 id="yards-open" className={cardTitle}>
          Open now ({open.length} of {dashboard.yards.length})
        </h2>
        <YardList yards={open} linkFor={yardLink} empty="No yard is open right now." />
      </section>
      <section className={card} aria-labelledby="yards-closed">
        <h2 id="yards-closed" className={cardTitle}>
          Closed for the rest of today ({closedToday.length})
        </h2>
        <YardList yards={closedToday} linkFor={yardLink} empty="Every yard opens again today." />
      </section>
      <section className={card} aria-labelledby="attention">
        <h2 id="attention" className={cardTitle}>
          Needs attention
        </h2>
        {dashboard.attention.length === 0 ? (
          <p>Nothing needs attention.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {dashboard.attention.map((item) => (
              <li key={`${item.kind}-${item.id ?? item.query ?? 'list'}`}>
                <Link to={attentionPath(item, brandPrefix)} className="text-brand underline">
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {dashboard.drafts && (
        <section className={card} aria-labelledby="drafts">
          <h2 id="drafts" className={cardTitle}>
            Drafts and scheduled
          </h2>
          {dashboard.drafts.length === 0 ? (
            <p>No drafts. Everything is published.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {dashboard.drafts.map((draft) => (
                <li key={`${draft.kind}-${draft.id}`}>
                  <Link to={draftPath(draft, brandPrefix)} className="text-brand underline">
                    {draft.title}
                  </Link>{' '}
                  <span className="text-[0.9rem] text-slate-700">{draftLabel(draft)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}

function YardList({
  yards,
  linkFor,
  empty,
}: {
  yards: DashboardYard[]
  linkFor: (yard: DashboardYard) => string
  empty: string
}) {
  if (yards.length === 0) return <p>{empty}</p>
  return (
    <ul className="flex flex-col gap-1">
      {yards.map((yard) => (
        <li key={yard.id} className="flex flex-wrap justify-between gap-x-3">
          <Link to={linkFor(yard)} className="font-semibold text-brand underline">
            {yard.name}
          </Link>
          <span className="text-[0.9rem]">{yard.status}</span>
        </li>
      ))}
    </ul>
  )
}

const attentionPath = (item: DashboardAttention, brandPrefix: string) =>
  `${adminPath(item.section, brandPrefix, item.id)}${item.query ? `?${item.query}` : ''}`

const draftPath = (draft: DashboardDraft, brandPrefix: string) =>
  adminPath(draft.kind === 'product' ? 'products' : 'blogs', brandPrefix, draft.id)

function draftLabel(draft: DashboardDraft): string {
  const kind = { news: 'News', blog: 'Blog post', product: 'Product' }[draft.kind]
  return draft.scheduledFor
    ? `${kind}, scheduled for ${formatTorontoDateTime(draft.scheduledFor)}`
    : `${kind}, draft`
}
