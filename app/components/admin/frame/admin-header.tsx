import { Link, useNavigate } from 'react-router'
import { BrandMark } from '#app/components/brand-logos.tsx'
import { DemoBanner } from '#app/components/demo-banner.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminTitle } from '#domain/account/texts.ts'
import { logOutText, viewSiteText } from '#domain/admin/texts.ts'
import { logout } from '#app/stores/auth-actions.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'

const headerLink =
  'rounded px-1 py-1 font-semibold whitespace-nowrap text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none'

/**
 * The admin's own slim header: the way to the admin home, the storefront one link away, who is signed in and the way
 * out. No public top bar, search, main nav or My List: staff on a phone at the yard need the screen for the work.
 */
export function AdminHeader() {
  const navigate = useNavigate()
  const { brandName } = usePublicConfig()
  const account = useSaltAdminStore((state) => state.account)
  return (
    <header className="bg-brand-dark text-white">
      <DemoBanner />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-2 py-2 sm:gap-x-3 sm:px-3 md:px-4">
        <Link to="/admin/" className={`${headerLink} inline-flex items-center gap-2 no-underline`}>
          <BrandMark id="salt" className="size-7 shrink-0 sm:size-8" />
          <span className="hidden sm:inline">{`${brandName} `}</span>
          <span>{adminTitle}</span>
        </Link>
        <div className="flex items-center gap-x-1 text-[0.9rem] sm:gap-x-4">
          {account && (
            <span className="hidden max-w-[14rem] truncate lg:inline" title={account.name}>
              Signed in as <strong className="font-semibold">{account.name}</strong>
            </span>
          )}
          <Link to="/" className={headerLink}>
            {viewSiteText}
          </Link>
          {account && (
            <button type="button" className={headerLink} onClick={() => void logout(navigate)}>
              {logOutText}
            </button>
          )}
        </div>
      </div>
    </header>
  )
}
