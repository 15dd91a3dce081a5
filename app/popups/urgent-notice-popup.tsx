import { useEffect } from 'react'
import { useLocation } from 'react-router'
import {
  supplyAlertLabel,
  urgentNoticeText,
  urgentNoticeTitle,
  weatherNoticesLabel,
} from '#domain/weather/notice-texts.ts'
import { noticeDismissProps } from '#app/lib/notice-memory.ts'
import { dismissalKey, noticesForPage } from '#domain/weather/notices.ts'
import { useNoticesAtRender } from '#app/components/use-root-data.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { useWeatherNoticeStore } from '#app/stores/weather-notices.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import type { PopupProps } from './popup-props.ts'
import { WeatherNoticeItem } from './weather-notice-item.tsx'

/** The active weather notices for this page, newest first, above the fixed shortage text. */
export default function UrgentNoticePopup({ titleId }: PopupProps<'urgent'>) {
  const close = usePopupStore((state) => state.close)
  const { pathname } = useLocation()
  const atRender = useNoticesAtRender()
  const asked = useWeatherNoticeStore((state) => (state.loaded ? state.notices : null))
  // The page's HTML showed the notices of its render; the browser's own answer replaces them once it is in.
  const notices = noticesForPage(asked ?? atRender, pathname)
  const keys = notices.map(dismissalKey).join(' ')
  useEffect(() => {
    // On screen now (unless it is the page's copy its script left hidden): closing it counts as having read it.
    if (usePopupStore.getState().kind !== 'urgent') return
    useWeatherNoticeStore.getState().markShown(keys ? keys.split(' ') : [])
  }, [keys])

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {urgentNoticeTitle}
      </h2>
      {notices.length > 0 && (
        <ul aria-label={weatherNoticesLabel} className="flex flex-col gap-3">
          {notices.map((notice) => (
            <WeatherNoticeItem key={notice.id} notice={notice} />
          ))}
        </ul>
      )}
      <p className="w-fit rounded bg-accent px-2 py-0.5 text-[0.75rem] font-bold tracking-wider text-ink uppercase">
        {supplyAlertLabel}
      </p>
      {urgentNoticeText.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <button type="button" className={`${primaryButton} self-end`} onClick={close} {...noticeDismissProps}>
        Got it
      </button>
    </div>
  )
}
