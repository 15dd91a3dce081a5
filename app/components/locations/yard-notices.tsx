import { useId } from 'react'
import { useNoticesAtRender } from '#app/components/use-root-data.ts'
import { WeatherNoticeItem, noticeSeverityStyles } from '#app/popups/weather-notice-item.tsx'
import { useWeatherNoticeStore } from '#app/stores/weather-notices.ts'
import { noticeSeverityLabels, weatherNoticesLabel } from '#domain/weather/notice-texts.ts'
import type { PublicNotice } from '#domain/weather/notices.ts'

/**
 * The active notices that name this yard. Site-wide ones stay in the popup that every page carries; a yard's own
 * ("Bradford is closed today") stays beside its status after the popup is dismissed, or a green "OPEN" would be the
 * last word. The page's HTML has the notices of its render; the browser's own answer replaces them once it is in.
 */
function useYardNotices(slug: string): PublicNotice[] {
  const atRender = useNoticesAtRender()
  const asked = useWeatherNoticeStore((state) => (state.loaded ? state.notices : null))
  return (asked ?? atRender).filter((notice) => notice.yards?.some((yard) => yard.slug === slug))
}

/** A yard's page: its notices in full, above its hours. */
export function YardNoticeSection({ slug }: { slug: string }) {
  const notices = useYardNotices(slug)
  const headingId = useId()
  if (notices.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="text-xl font-bold">
        {weatherNoticesLabel}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {notices.map((notice) => (
          <WeatherNoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  )
}

/** The list of locations: each notice of the yard as one line under its status, its severity in words. */
export function YardNoticeLines({ slug }: { slug: string }) {
  const notices = useYardNotices(slug)
  if (notices.length === 0) return null
  return (
    <ul aria-label={weatherNoticesLabel} className="mt-2 flex flex-col gap-1 text-[0.85rem]">
      {notices.map((notice) => (
        <li
          key={notice.id}
          className={`rounded border-l-4 px-2 py-1 ${noticeSeverityStyles[notice.severity]}`}
        >
          <strong>{noticeSeverityLabels[notice.severity]}:</strong> {notice.title}
        </li>
      ))}
    </ul>
  )
}
