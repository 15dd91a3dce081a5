import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminWeatherAlert } from '#domain/weather/alert-drafts.ts'
import {
  alertColourLabels,
  alertsHeading,
  dashboardAlertLine,
  noAlertsText,
  noColourLabel,
  sentenceCase,
} from '#domain/weather/alert-texts.ts'
import { useAdminQuery } from '../use-admin-query.ts'

/** The dashboard's first card: which of the member's yards are under which ECCC alert now (ADR 0033). */
export function AlertsCard({ className, titleClassName }: { className: string; titleClassName: string }) {
  const { brandPrefix } = usePublicConfig()
  const alerts = useAdminQuery<AdminWeatherAlert[]>('/api/salt/admin/weather/alerts')
  return (
    <section className={className} aria-labelledby="weather-alerts-now">
      <h2 id="weather-alerts-now" className={titleClassName}>
        {alertsHeading}
      </h2>
      {alerts.data?.length === 0 && <p>{noAlertsText}</p>}
      {alerts.data && alerts.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {alerts.data.map((alert) => (
            <li key={alert.id}>
              <Link to={adminPath('weather', brandPrefix)} className="text-brand underline">
                {dashboardAlertLine(
                  sentenceCase(alert.headline),
                  alert.colour ? alertColourLabels[alert.colour] : noColourLabel,
                  alert.yards.map((yard) => yard.name),
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
