import { RecordLink } from '#app/components/admin/record-link.tsx'
import { useNavigate } from 'react-router'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import { everyYardLabel, noticesHeading } from '#domain/weather/texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { NoticePhaseBadge, SeverityBadge } from './badges.tsx'
import { NoticeActions } from './notice-actions.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

const phaseOptions = choices({ '': 'All', active: 'Showing now', upcoming: 'Upcoming', ended: 'Ended' })

/** The notices, newest start first: what visitors see now, what comes, what has ended. */
export function NoticeList() {
  const admin = useAdminList<AdminNotice>('/api/salt/admin/weather/notices')
  return (
    <AdminListFrame
      panel={{ id: 'weather-notices', heading: noticesHeading }}
      gap="gap-4"
      admin={admin}
      noun="Notices"
      searchPlaceholder="Title or message"
      filters={[{ name: 'phase', label: 'Shown', options: phaseOptions }]}
      empty={(filtered) => (
        <p className="font-semibold">
          {filtered ? 'No notice matches.' : 'No weather notices yet. Visitors see the shortage notice only.'}
        </p>
      )}
      rowKey={(notice) => notice.id}
      renderRows={(notices) => (
        <ul aria-label={noticesHeading} className={cardListClass}>
          {notices.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} reload={admin.query.reload} />
          ))}
        </ul>
      )}
    />
  )
}

function NoticeRow({ notice, reload }: { notice: AdminNotice; reload: () => void }) {
  const { brandPrefix } = usePublicConfig()
  const navigate = useNavigate()
  const done = (change: 'ended' | 'deleted') => {
    reload()
    // Reached with the deleted flag after a delete, the list says "Deleted.".
    if (change === 'deleted') void navigate(`${adminPath('weather', brandPrefix)}?deleted=1`)
  }
  return (
    <li className="flex flex-col gap-2 py-3 md:flex-row md:items-start md:justify-between md:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <RecordLink kind="weather" id={notice.id}>
            {notice.title}
          </RecordLink>
          <SeverityBadge severity={notice.severity} />
          <NoticePhaseBadge phase={notice.phase} />
        </p>
        <p className="text-[0.9rem] text-slate-700">
          {formatTorontoDateTime(notice.startsAt)} – {formatTorontoDateTime(notice.endsAt)}
        </p>
        <p className="text-[0.9rem] text-slate-700">
          {notice.yards
            ? notice.yards.map((yard) => yard.name).join(', ') || 'No yard (removed)'
            : everyYardLabel}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <RecordLink kind="weather" id={notice.id} className={smallButton}>
          Edit<span className="sr-only"> {notice.title}</span>
        </RecordLink>
        <NoticeActions notice={notice} done={done} />
      </div>
    </li>
  )
}
