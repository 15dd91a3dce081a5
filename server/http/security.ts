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
const hstsMaxAgeSeconds = 31_536_000
export const hsts = `max-age=${hstsMaxAgeSeconds}; includeSubDomains`

/**
 * Powerful browser features no page of the shop uses, denied to it and to every frame it embeds, so a script that
 * slips in cannot ask for the camera, the microphone or the visitor's position. The locations map's fullscreen button
 * is the one feature kept, for this origin only. Payment stays denied: card payments happen on the gateway's own page
 * (Stripe Checkout or the sandbox page), never through the Payment Request API here. Only names Chromium knows: an
 * unknown one costs a console error on every page.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

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
  return (req, res, next) => {
    const nonce = String(res.locals.cspNonce)
    for (const [name, parts] of headers)
      res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce))
    res.setHeader('Permissions-Policy', permissionsPolicy)
    // Browsers ignore HSTS over plain http (RFC 6797, 8.1), and a development or loopback run over http must not
    // be told it is https-only: the header goes with https answers only, as Express sees them (TRUST_PROXY).
    if (!dev && req.secure) res.setHeader('Strict-Transport-Security', hsts)
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
    strictTransportSecurity: false, // Per request: https answers only (above).
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
