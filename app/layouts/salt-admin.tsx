import { useLocation } from 'react-router'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { AdminErrorPage } from '#app/components/admin/frame/admin-error-page.tsx'
import { AdminFrame } from '#app/components/admin/frame/admin-frame.tsx'
import { ErrorPageGuard } from '#app/components/error/error-page-guard.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPageLevel } from '#domain/admin/sections.ts'
import { adminAreaAccess, saltAdminLoadFlag } from '#app/lib/guards.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import type { Route } from './+types/salt-admin'
import { AccountLoading } from './account-loading.tsx'
import { useAccountArea } from './use-account-area.ts'

/**
 * The admin area (/admin…), the "saltadmin" layout, in a frame of its own (no storefront chrome). A page needs its
 * section's staff level (2000 by default); anyone below it is sent to the locations list. The server checks every
 * call on its own.
 */
export default function SaltAdminLayout() {
  const { brandPrefix } = usePublicConfig()
  const { pathname } = useLocation()
  const token = useAuthStore((state) => state.token)
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const access = adminAreaAccess({
    hasToken: token !== null,
    account: admin ?? customer,
    minLevel: adminPageLevel(pathname, brandPrefix),
    brandPrefix,
  })
  const show = useAccountArea(access, saltAdminLoadFlag())
  return <AdminFrame>{show ? <AdminShell /> : <AccountLoading />}</AdminFrame>
}

/**
 * An unknown admin address (a section or record the loaders answer 404 for) and any error of an admin page: the
 * site's error page inside the admin's own frame, not the storefront's chrome the root boundary would give it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <AdminFrame>
        <AdminErrorPage error={error} />
      </AdminFrame>
    </ErrorPageGuard>
  )
}
