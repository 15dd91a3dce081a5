import type { ReactNode } from 'react'
import { AdminHeader } from './admin-header.tsx'

/**
 * The admin area's page: its own header instead of the storefront's chrome (no top bar, main nav, footer or My List
 * sidebar), then what the layout shows: the navigation and the screen, or "loading" until its guard lets them show.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  )
}
