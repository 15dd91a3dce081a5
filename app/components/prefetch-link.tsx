import { useContext, useRef } from 'react'
import {
  NavLink,
  type NavLinkProps,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  matchRoutes,
} from 'react-router'
import { useNonce } from '#app/lib/nonce.ts'
import { useIdlePrefetch } from './use-idle-prefetch.ts'

type PrefetchLinkProps = Omit<NavLinkProps, 'to' | 'prefetch'> & { to: string }

/** The catch-all route of app/routes.ts: a link that only it matches leads to the 404 page. */
const notFoundRouteId = 'routes/storefront/not-found'

/** A router link (aria-current on the active page) whose page is prefetched by the spec's idle policy. */
export function PrefetchLink({ to, ...props }: PrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null)
  const nonce = useNonce()
  const router = useContext(DataRouterContext)?.router
  // Matching is not free; only a link whose idle prefetch is due (in the browser) pays for it.
  const prefetch = useIdlePrefetch(ref, to) && router !== undefined && isKnownPage(router.routes, to)
  return (
    <>
      <NavLink ref={ref} to={to} prefetch="none" {...props} />
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
