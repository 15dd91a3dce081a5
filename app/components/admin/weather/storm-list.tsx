import { smallButton } from '#app/components/ui/buttons.ts'
import { apiPost } from '#app/lib/api-client.ts'
import { formatClockTime, parseClockTime } from '#domain/kernel/shop-time/calendar.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { AdminStorm, AdminStormList } from '#domain/weather/schemas.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import {
  cancelStormConfirmText,
  cancelStormConfirmTitle,
  endNowLabel,
  endStormConfirmText,
  endStormConfirmTitle,
} from '#domain/weather/texts.ts'
import { ScreenLoading } from '../screen-loading.tsx'
import type { AdminQuery } from '../use-admin-query.ts'
import { StormPhaseBadge } from './badges.tsx'
import { confirmedAction } from './confirmed-action.ts'
import { cardListClass } from '#app/components/ui/table.tsx'
import { ReadFailedNotice } from '#app/components/admin/read-failed-notice.tsx'

interface StormListProps {
  query: AdminQuery<AdminStormList>
  onEnded: () => void
}

/** Storms in force, to come, and past, newest first; those not over can be ended for all their yards at once. */
export function StormList({ query, onEnded }: StormListProps) {
  const { data, error } = query
  if (error && !data) return <ReadFailedNotice text={loadFailedText} onRetry={query.reload} />
  if (!data) return <ScreenLoading />
  if (data.items.length === 0)
    return (
      <p className="rounded border-2 border-dashed border-slate-300 px-4 py-6 text-center font-semibold">
        No storm mode yet.
      </p>
    )
  return (
    <>
      <ul aria-label="Storms" className={cardListClass}>
        {data.items.map((storm) => (
          <StormRow key={storm.id} storm={storm} onEnded={onEnded} />
        ))}
      </ul>
      {data.total > data.items.length && (
        <p className="text-[0.9rem] text-slate-700">
          The latest {data.items.length} of {data.total}.
        </p>
      )}
    </>
  )
}

const clock = (time: string) => formatClockTime(parseClockTime(time) ?? 0)

function StormRow({ storm, onEnded }: { storm: AdminStorm; onEnded: () => void }) {
  const days = storm.fromDate === storm.toDate ? storm.fromDate : `${storm.fromDate} to ${storm.toDate}`
  const hours =
    storm.opensAt && storm.closesAt
      ? `${clock(storm.opensAt)} – ${storm.closesAt === '23:59' ? 'midnight' : clock(storm.closesAt)} each day`
      : 'Round the clock'
  const notBegun = storm.phase === 'upcoming'
  return (
    <li className="flex flex-col gap-2 py-3 md:flex-row md:items-start md:justify-between md:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {days}
          <StormPhaseBadge phase={storm.phase} />
        </p>
        <p className="text-[0.9rem]">
          {hours}
          {storm.note && ` · ${storm.note}`}
        </p>
        <p className="text-[0.9rem] text-slate-700">{storm.yards.map((yard) => yard.name).join(', ')}</p>
        {storm.endedAt && (
          <p className="text-[0.85rem] text-slate-700">Ended {formatTorontoDateTime(storm.endedAt)}</p>
        )}
      </div>
      {(storm.phase === 'active' || notBegun) && (
        <button
          type="button"
          className={`${smallButton} shrink-0 self-start`}
          onClick={() =>
            confirmedAction({
              title: notBegun ? cancelStormConfirmTitle : endStormConfirmTitle,
              text: notBegun ? cancelStormConfirmText : endStormConfirmText,
              confirmLabel: notBegun ? 'Cancel storm mode' : endNowLabel,
              run: () => apiPost(`/api/salt/admin/weather/storms/${storm.id}/end`),
              done: onEnded,
              failedTitle: 'Not ended',
            })
          }
        >
          {notBegun ? 'Cancel' : endNowLabel}
          <span className="sr-only"> storm mode of {days}</span>
        </button>
      )}
    </li>
  )
}
