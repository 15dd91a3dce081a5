import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { adminTitle } from '#domain/account/texts.ts'
import { logout } from '#app/stores/auth-actions.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { customerPages } from './salt-card/customer-pages.ts'

const item =
  'rounded px-1 py-1 font-semibold whitespace-nowrap text-brand hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
const pageLink = ({ isActive }: { isActive: boolean }) =>
  `${item} ${isActive ? 'text-ink underline decoration-accent decoration-2 underline-offset-4' : ''}`

/**
 * The signed-in controls of the account areas, shown under the main nav once the profile is known: a customer
 * gets a link to every page of the customer area, an admin the way to the admin home.
 */
export function AccountMenu() {
  const navigate = useNavigate()
  const customer = useSaltStore((state) => state.account)
  const pageLinks = useCurrentPageInView(customer !== null)
  const admin = useSaltAdminStore((state) => state.account)
  const account = admin ?? customer
  if (!account) return null
  return (
    <nav aria-label="Account" className="flex w-full items-center justify-between gap-x-6">
      {admin ? (
        <Link to="/admin/" className={item}>
          {adminTitle} home
        </Link>
      ) : (
        // On a phone the page links stay on one line that scrolls sideways, so the page itself starts high up.
        <ul
          ref={pageLinks}
          className="relative -my-1 flex min-w-0 items-center gap-x-3 overflow-x-auto py-1 [scrollbar-width:thin] max-sm2:pr-12 max-sm2:[mask-image:linear-gradient(to_right,black_80%,transparent)]"
        >
          {customerPages.map((page) => (
            <li key={page.href}>
              <NavLink to={page.href} end className={pageLink}>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <div className="flex shrink-0 items-center gap-x-3">
        <span className="hidden max-w-[14rem] truncate text-slate-700 sm2:inline" title={account.name}>
          Signed in as <strong className="font-semibold">{account.name}</strong>
        </span>
        <button
          type="button"
          className={`${item} underline underline-offset-2`}
          onClick={() => void logout(navigate)}
        >
          Log out
        </button>
      </div>
    </nav>
  )
}

/** On a phone the strip of page links scrolls sideways: the current page's link is brought into the middle. */
function useCurrentPageInView(shown: boolean) {
  const list = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    const strip = list.current
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return
    // Set directly rather than scrollIntoView, which would also scroll the page up to the menu.
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2
  }, [pathname, shown])
  return list
}
