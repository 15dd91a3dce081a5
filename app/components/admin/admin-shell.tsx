import { Outlet } from 'react-router'
import { SectionNav } from './frame/section-nav.tsx'
import { useDashboardRead } from './frame/use-dashboard.ts'

/**
 * The admin's page body: the section navigation (a side column, a menu on phones) and the screen. Shown only once the
 * layout's guard let the admin in. The dashboard read feeds the navigation's counts and, through the outlet, the
 * dashboard screen.
 */
export function AdminShell() {
  const dashboard = useDashboardRead()
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-3 py-4 md:flex-row md:gap-8 md:px-4 md:py-8">
      <SectionNav counts={dashboard.data?.queues ?? {}} />
      <div className="min-w-0 flex-1">
        <Outlet context={dashboard} />
      </div>
    </div>
  )
}
