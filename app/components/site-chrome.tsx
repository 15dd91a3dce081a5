import type { ReactNode } from 'react'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { DemoBanner } from './demo-banner.tsx'
import { MainNav } from './main-nav.tsx'
import { MobileMenu, MobileMenuButton } from './mobile-menu.tsx'
import { MyListSidebar } from './my-list-sidebar.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteLogo } from './site-logo.tsx'
import { TopBar } from './top-bar.tsx'

interface SiteChromeProps {
  /** The default layout shows them; the breadcrumb function itself hides them on home, profile and admin pages. */
  breadcrumbs: boolean
  /** Signed-in controls an account layout shows in a strip under the main nav. */
  accountMenu?: ReactNode
  children: ReactNode
}

/** The shared layout: skip link, (demo banner,) top bar, main nav, breadcrumbs, main, footer and the My List sidebar. */
export function SiteChrome({ breadcrumbs, accountMenu, children }: SiteChromeProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <header className="relative z-30 bg-white shadow-sm">
        <DemoBanner />
        <TopBar />
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <SiteLogo />
          <MainNav />
          <MobileMenuButton />
        </div>
        <MobileMenu />
        {accountMenu && (
          <div className="border-t border-slate-200 bg-salt">
            <div className="mx-auto flex max-w-7xl justify-end px-4 py-2 text-[0.85rem]">{accountMenu}</div>
          </div>
        )}
      </header>
      {breadcrumbs && <Breadcrumbs />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <MyListSidebar />
    </div>
  )
}
