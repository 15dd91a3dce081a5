import { smallButton } from '#app/components/ui/buttons.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import {
  noYardNoticesText,
  postNoticeLabel,
  yardNoticesIntro,
  yardNoticesTitle,
} from '#domain/admin/locations/texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import { newYardNoticeSearch } from '#domain/weather/notice-form.ts'
import { everyYardLabel } from '#domain/weather/texts.ts'
import { RecordLink } from '../record-link.tsx'
import { ScreenLoading } from '../screen-loading.tsx'
import type { AdminQuery } from '../use-admin-query.ts'
import { NoticePhaseBadge, SeverityBadge } from '../weather/badges.tsx'
import { FormSection } from './form-section.tsx'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

/** `GET` path of the notices that concern a yard now or later: its own and those for every yard. */
export const yardNoticesPath = (yardId: number) =>
  `/api/salt/admin/weather/notices?yard=${yardId}&phase=current`

/**
 * The weather notices visitors of this yard read, now or soon, each a link to its own page where staff edit or end it
 * (the yard's Save does not touch them).
 */
export function YardNotices({
  yardId,
  query,
}: {
  yardId: number
  query: AdminQuery<AdminListPage<AdminNotice>>
}) {
  const { data, error, reload } = query
  return (
    <FormSection title={yardNoticesTitle}>
      <p className="text-[0.9rem] text-slate-700">{yardNoticesIntro}</p>
      {error && !data && <ReadFailedNotice text={readFailedText(error)} onRetry={reload} />}
      {!data && !error && <ScreenLoading />}
      {data &&
        (data.items.length === 0 ? (
          <p>{noYardNoticesText}</p>
        ) : (
          <ul aria-label={yardNoticesTitle} className="flex flex-col divide-y divide-slate-200">
            {data.items.map((notice) => (
              <li key={notice.id} className="flex flex-col gap-1 py-3 first:pt-0">
                <p className="flex flex-wrap items-center gap-2">
                  <RecordLink kind="weather" id={notice.id}>
                    {notice.title}
                  </RecordLink>
                  <SeverityBadge severity={notice.severity} />
                  <NoticePhaseBadge phase={notice.phase} />
                </p>
                <p className="text-[0.9rem] text-slate-700">
                  {formatTorontoDateTime(notice.startsAt)} – {formatTorontoDateTime(notice.endsAt)}
                  {notice.yards === null && ` · ${everyYardLabel}`}
                </p>
              </li>
            ))}
          </ul>
        ))}
      <RecordLink
        kind="weather"
        id="add-new"
        search={newYardNoticeSearch(yardId)}
        className={`${smallButton} w-fit`}
      >
        {postNoticeLabel}
      </RecordLink>
    </FormSection>
  )
}
