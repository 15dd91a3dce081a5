import { randomBytes } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

/** A fresh nonce per request; React Router's inline scripts carry it (app/entry.server.tsx). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: dev
      ? false // Vite's dev client injects inline scripts and a websocket; production is strict.
      : {
          useDefaults: true,
          directives: {
            'script-src': ["'self'", (_req, res) => `'nonce-${String((res as Response).locals.cspNonce)}'`],
            // Inline style attributes from server-rendered React (e.g. progress widths).
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:'],
            'connect-src': ["'self'"],
            'frame-ancestors': ["'none'"],
            'form-action': ["'self'"],
            'upgrade-insecure-requests': null,
          },
        },
    strictTransportSecurity: !dev && { maxAge: 15552000 },
    crossOriginEmbedderPolicy: false,
  })
}
