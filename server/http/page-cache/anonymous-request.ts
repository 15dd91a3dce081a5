import type { IncomingMessage } from 'node:http'

/**
 * Cookies the browser may send that no render reads: Google Analytics' own, set on our domain by its tag. Any other
 * cookie might one day carry a session, so it keeps the request out of the cache.
 */
const analyticsCookie = /^(_ga|_ga_\w+|_gid|_gcl_\w+)$/

/** Query parameters a public page's render may read (`page` of news and blogs) or that only tag a campaign. */
const publicQueryParameter = /^(page|utm_\w+)$/

/** The customer and admin areas keep their per-request nonces (and their renders), whatever they show. */
const privateArea = /^\/(profile|admin)(\/|$)/i

/**
 * A request the page cache may answer and store: a plain page view, the same for everybody. No credentials, no
 * cookie of ours, no query parameter the cache cannot vouch for (a reset token comes as `?reset=…`), no React Router
 * data request, and not a customer or admin page. `Accept: *\/*` (curl, probes) counts: it gets the same HTML.
 */
export function isAnonymousPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.authorization !== undefined || !onlyAnalyticsCookies(req.headers.cookie)) return false
  if (!acceptsHtml(req.headers.accept)) return false
  const url = req.url ?? ''
  const queryAt = url.indexOf('?')
  const path = decodedPath(queryAt === -1 ? url : url.slice(0, queryAt))
  if (path === undefined || path.endsWith('.data') || privateArea.test(path)) return false
  return queryAt === -1 || onlyPublicParameters(url.slice(queryAt + 1))
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*')
}

function onlyAnalyticsCookies(cookie: string | undefined): boolean {
  if (cookie === undefined) return true
  return cookie.split(';').every((pair) => analyticsCookie.test(pair.split('=', 1)[0]!.trim()))
}

function onlyPublicParameters(query: string): boolean {
  return [...new URLSearchParams(query).keys()].every((name) => publicQueryParameter.test(name))
}

/** As React Router matches it (decoded), so `/%70rofile` is the customer area too; undefined when malformed. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}
