import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { SourceDirective, ThirdPartySources } from './third-parties.ts'

/** A fresh nonce per request; React Router's inline scripts carry it (app/entry.server.tsx). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/**
 * One year, subdomains included, as OWASP ASVS asks (V14.4.5): no subdomain of the shop's may be reached over plain
 * http either, where a cookie or a lookalike page could be slipped in.
 */
export const hstsMaxAgeSeconds = 31_536_000

export function securityHeaders({
  dev,
  thirdParties = [],
}: {
  dev: boolean
  /** From `thirdPartySources(config)` (third-parties.ts): with none, the page may reach no other host. */
  thirdParties?: ThirdPartySources[]
}): RequestHandler {
  // Helmet's headers are the same for every response but the nonce: worked out once, not per page render. Each is
  // kept cut at the nonce's place, so a response only joins the one header that carries it.
  const headers = headersOf(helmetFor(dev, thirdParties)).map(
    ([name, value]) => [name, value.split(noncePlaceholder)] as const,
  )
  return (_req, res, next) => {
    const nonce = String(res.locals.cspNonce)
    for (const [name, parts] of headers)
      res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce))
    next()
  }
}

/** Stands for the response's nonce in the policy worked out once; base64 never contains an underscore. */
const noncePlaceholder = 'response_nonce'

function helmetFor(dev: boolean, thirdParties: ThirdPartySources[]) {
  const sources = (directive: SourceDirective, own: string[]) => [
    ...new Set([...own, ...thirdParties.flatMap((party) => party[directive] ?? [])]),
  ]
  return helmet({
    contentSecurityPolicy: dev
      ? false // Vite's dev client injects inline scripts and a websocket; production is strict.
      : {
          useDefaults: true,
          directives: {
            // A strict CSP: a script runs when it carries this response's nonce or was added by one that did
            // ('strict-dynamic': React Router's modules, our lazy chunks, the Maps loader and what it loads). No
            // host is listed, so no script on a Google or CDN host can be pulled in by an injected tag; 'self' is a
            // fallback for browsers older than 'strict-dynamic', which ignore it otherwise. Public pages the page
            // cache stores get the hashes of the nonced scripts in the nonce's place (ADR 0010).
            'script-src': [`'nonce-${noncePlaceholder}'`, "'strict-dynamic'", "'self'"],
            // Inline style attributes from server-rendered React (e.g. progress widths).
            'style-src': sources('style-src', ["'self'", "'unsafe-inline'"]),
            'img-src': sources('img-src', ["'self'", 'data:']),
            'connect-src': sources('connect-src', ["'self'"]),
            // Our fonts are local; helmet's default would allow any https: host.
            'font-src': sources('font-src', ["'self'", 'data:']),
            'frame-src': sources('frame-src', ["'self'"]),
            'worker-src': sources('worker-src', ["'self'"]),
            'frame-ancestors': ["'none'"],
            'form-action': sources('form-action', ["'self'"]),
            'upgrade-insecure-requests': null,
          },
        },
    strictTransportSecurity: !dev && { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  })
}

/** The headers a helmet middleware sets, read by running it once on a stand-in response. */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return [...headers]
}
