import { Outlet } from 'react-router'
import type { Route } from './+types/default'
import { ErrorPage } from '#app/components/error/error-page.tsx'
import { ErrorPageGuard } from '#app/components/error/error-page-guard.tsx'
import { SiteChrome } from '#app/components/site-chrome.tsx'

/** The storefront layout: the shared chrome with breadcrumbs. */
export default function DefaultLayout() {
  return (
    <SiteChrome breadcrumbs>
      <Outlet />
    </SiteChrome>
  )
}

/** 404s and other errors of storefront pages show inside the same chrome, breadcrumbs included. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <SiteChrome breadcrumbs>
        <ErrorPage error={error} />
      </SiteChrome>
    </ErrorPageGuard>
  )
}
