import { Outlet } from 'react-router'
import { SectionNav } from './frame/section-nav.tsx'
import { useQueueCounts } from './frame/use-queue-counts.ts'

/**
 * The admin's page body: the section navigation (a side column, a menu on phones) with the queues' counts, and the
 * screen. Shown only once the layout's guard let the admin in.
 */
export function AdminShell() {
  const counts = useQueueCounts()
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-3 py-4 md:flex-row md:gap-8 md:px-4 md:py-8">
      <SectionNav counts={counts} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
