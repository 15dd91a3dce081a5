import { useEffect, useState } from 'react'
import { AlertPreferencesForm } from '#app/components/salt-card/alerts/alert-preferences-form.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { apiGet } from '#app/lib/api-client.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { alertsPageTitle } from '#domain/account/alert-texts.ts'
import type { AlertPreferencesView } from '#domain/account/alerts.ts'
import type { Route } from './+types/alerts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: alertsPageTitle,
    description: 'Which Salt Card alerts you get by e-mail, and when.',
    noindex: true,
  })

/** /profile/alerts (ADR 0029): every login chooses its own alerts, at once or in a daily digest. */
export default function Alerts() {
  const [view, setView] = useState<AlertPreferencesView | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  useEffect(() => {
    let current = true
    apiGet<AlertPreferencesView>('/api/salt/account/alerts').then(
      (loaded) => current && setView(loaded),
      () => current && setLoadFailed(true),
    )
    return () => {
      current = false
    }
  }, [])
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{alertsPageTitle}</h1>
      <p className="max-w-3xl">
        Choose the Salt Card alerts mailed to you. Each person of the account chooses their own.
      </p>
      {loadFailed && (
        <Notice tone="error">Your alerts could not be loaded. Reload the page to try again.</Notice>
      )}
      {view && <AlertPreferencesForm initial={view} />}
    </section>
  )
}
