import { readdirSync } from 'node:fs'
import type { NextFunction, Request, Response } from 'express'
import express from 'express'
import { precompressedEncodings, precompressedTypes } from './precompressed-encodings.ts'

/** How much the request's Accept-Encoding wants `encoding` (0 when not at all); a named coding outranks `*`. */
export function acceptedQuality(acceptEncoding: string | undefined, encoding: string): number {
  let named: number | undefined
  let anyCoding = 0
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const qParam = params.find((param) => param.startsWith('q='))
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2))
    const valid = Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0
    if (token === encoding) named = valid
    else if (token === '*') anyCoding = valid
  }
  return named ?? anyCoding
}

/**
 * The hashed files of the browser build, cached for a year. A script or stylesheet goes out as the precompressed
 * copy the browser accepts (brotli, else gzip; ADR 0013), so compression() has nothing left to do for it; anything
 * else, or a browser that accepts neither, gets the file itself.
 */
export function buildAssets(dir: string) {
  const files = new Set(readdirSync(dir))
  const serve = express.static(dir, { immutable: true, maxAge: '1y', fallthrough: false })
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1)
    if (files.has(name) && precompressedTypes.test(name)) {
      res.vary('Accept-Encoding')
      const accepted = precompressedEncodings.find(
        ({ encoding, suffix }) =>
          files.has(name + suffix) && acceptedQuality(req.headers['accept-encoding'], encoding) > 0,
      )
      if (accepted) {
        res.type(name)
        res.setHeader('Content-Encoding', accepted.encoding)
        req.url = `/${name}${accepted.suffix}`
      }
    }
    serve(req, res, next)
  }
}

/**
 * The build's other public files (the favicon, the demo images), for an hour. Only a request whose first path segment
 * is one of them reaches express.static: any other (every page) would cost a disk lookup that finds nothing.
 */
export function buildPublicFiles(dir: string) {
  const entries = new Set(readdirSync(dir))
  const serve = express.static(dir, { maxAge: '1h', index: false })
  return (req: Request, res: Response, next: NextFunction) => {
    // A page that is not ours to decorate (a PDF, a CSV, the health check) makes the browser ask for the old default
    // icon; it gets the one icon there is.
    if (req.path === '/favicon.ico' && entries.has('favicon.svg')) {
      res.redirect(301, '/favicon.svg')
      return
    }
    const firstSegment = req.path.split('/', 2)[1] ?? ''
    if (entries.has(firstSegment)) serve(req, res, next)
    else next()
  }
}
