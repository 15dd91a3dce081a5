import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { badgeClass } from '#app/components/ui/badge.tsx'
import { smallButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { type AdminWeatherAlert, alertNoticeValues } from '#domain/weather/alert-drafts.ts'
import {
  alertColourLabels,
  alertWindowText,
  alertYardsText,
  alertsHeading,
  alertsIntroText,
  autoPublishedText,
  draftNoticeLabel,
  noAlertsText,
  noColourLabel,
  sentenceCase,
  stormFromAlertLabel,
} from '#domain/weather/alert-texts.ts'
import type { AlertColour } from '#domain/weather/cap-alert.ts'
import { ScreenLoading } from '../screen-loading.tsx'
import { useAdminQuery } from '../use-admin-query.ts'
import { AutoPublishForm } from './auto-publish-form.tsx'

/** The draft a notice form opens with, carried in the history entry (a reload keeps it; the address stays clean). */
export interface NoticeDraftState {
  noticeDraft: ReturnType<typeof alertNoticeValues>
}

const colourStyles: Record<AlertColour, string> = {
  yellow: 'bg-yellow-200 text-yellow-950',
  orange: 'bg-orange-200 text-orange-950',
  red: 'bg-red-700 text-white',
}

/** The colour in words, as ECCC says it; the colour only helps. */
export const AlertColourBadge = ({ colour }: { colour: AlertColour | null }) => (
  <span className={`${badgeClass} ${colour ? colourStyles[colour] : 'bg-slate-200 text-slate-900'}`}>
    {colour ? alertColourLabels[colour] : noColourLabel}
  </span>
)

/** ECCC's alerts in force on the member's yards, each with its one-step actions (ADR 0033). */
export function AlertPanel({ onStartStorm }: { onStartStorm: (alert: AdminWeatherAlert) => void }) {
  const alerts = useAdminQuery<AdminWeatherAlert[]>('/api/salt/admin/weather/alerts')
  const { brandPrefix } = usePublicConfig()
  return (
    <section aria-labelledby="weather-alerts" className="flex flex-col gap-4">
      <h2 id="weather-alerts" className="text-[1.35rem] font-bold text-brand-dark">
        {alertsHeading}
      </h2>
      <p className="text-[0.9rem] text-slate-700">{alertsIntroText}</p>
      {alerts.error ? (
        <Notice tone="error">{loadFailedText}</Notice>
      ) : !alerts.data ? (
        <ScreenLoading />
      ) : alerts.data.length === 0 ? (
        <p>{noAlertsText}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {alerts.data.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-2 rounded border-2 border-slate-200 p-3">
              <h3 className="flex flex-wrap items-center gap-2 font-bold">
                <AlertColourBadge colour={alert.colour} />
                {sentenceCase(alert.headline)}
              </h3>
              <p className="text-[0.9rem]">
                {alertWindowText(
                  formatTorontoDateTime(alert.onset ?? alert.sentAt),
                  alert.expires ? formatTorontoDateTime(alert.expires) : '—',
                )}
                {' · '}
                {alert.areas.join('; ')}
              </p>
              <p className="font-semibold">{alertYardsText(alert.yards.map((yard) => yard.name))}</p>
              {alert.autoNoticeId !== null && <p className="text-green-800">{autoPublishedText}</p>}
              <div className="flex flex-wrap gap-2">
                <Link
                  to={adminPath('weather', brandPrefix, 'add-new')}
                  state={{ noticeDraft: alertNoticeValues(alert, new Date()) } satisfies NoticeDraftState}
                  className={smallPrimaryButton}
                >
                  {draftNoticeLabel}
                </Link>
                <button type="button" className={smallButton} onClick={() => onStartStorm(alert)}>
                  {stormFromAlertLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AutoPublishForm />
    </section>
  )
}
