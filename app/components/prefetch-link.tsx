import { type AnchorHTMLAttributes, useContext, useRef } from 'react'
import {
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  matchRoutes,
  useLocation,
} from 'react-router'
import { useNonce } from '#app/lib/nonce.ts'
import { isCurrentPage, isRouterClick } from '#app/lib/site-link.ts'
import { useIdlePrefetch } from './use-idle-prefetch.ts'

type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path from the site's root, as every link of the nav, footer and pages is. */
  to: string
  /** aria-current on this exact page only, not on the pages under it. */
  end?: boolean
}

/** The catch-all route of app/routes.ts: a link that only it matches leads to the 404 page. */
const notFoundRouteId = 'routes/storefront/not-found'

/**
 * A link to a page of the site (aria-current on the current page) whose page is prefetched by the idle policy
 * (app/lib/prefetch-policy.ts). Not React Router's NavLink: a page has some 80 of these links, and NavLink resolves
 * each path against the route tree at every render, which cost the server more than a tenth of a product page's render
 * (ADR 0014). A path from the root needs no resolving; a plain click navigates through the router, as NavLink does, and
 * `data-discover` lets the router discover the linked route ahead of the click, as it does for its own links. A click
 * goes to the router itself rather than through `useNavigate`, whose hooks every one of the 80 links paid for at
 * hydration: the path is from the root, so there is nothing relative to resolve.
 */
export function PrefetchLink({ to, end = false, onClick, target, children, ...props }: PrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null)
  const nonce = useNonce()
  const location = useLocation()
  const router = useContext(DataRouterContext)?.router
  // Matching is not free; only a link whose idle prefetch is due (in the browser) pays for it.
  const prefetch = useIdlePrefetch(ref, to) && router !== undefined && isKnownPage(router.routes, to)
  return (
    <>
      <a
        ref={ref}
        href={to}
        target={target}
        data-discover="true"
        aria-current={isCurrentPage(location.pathname, to, end) ? 'page' : undefined}
        onClick={(event) => {
          onClick?.(event)
          if (!router || !isRouterClick(event, target)) return
          event.preventDefault()
          // Following a link to the page already shown replaces its history entry instead of adding a second one.
          const here = `${location.pathname}${location.search}${location.hash}`
          void router.navigate(to, { replace: here === to })
        }}
        {...props}
      >
        {children}
      </a>
      {/* Like every script-loading element, its modulepreload links carry the nonce (the CSP is nonce-based). */}
      {prefetch && <PrefetchPageLinks page={to} nonce={nonce} />}
    </>
  )
}

/**
 * False while `to` matches only the catch-all 404 route (a page not built yet, or not yet discovered by the
 * router's lazy route discovery): prefetching it would only fetch a 404.
 */
function isKnownPage(routes: Parameters<typeof matchRoutes>[0], to: string): boolean {
  const matches = matchRoutes(routes, to)
  return Boolean(matches && matches.at(-1)?.route.id !== notFoundRouteId)
}
