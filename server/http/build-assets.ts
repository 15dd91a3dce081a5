import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import etag from 'etag'
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

/** A precompressed copy as it goes out: its bytes and the validators express.static gives it. */
interface HeldCopy {
  body: Buffer
  etag: string
  lastModified: string
}

/** Request headers that ask for part of a file or for an answer that depends on it: express.static answers those. */
const conditionalHeaders = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since']

/**
 * Reads the copy at `file` once, with the ETag and Last-Modified that express.static (send) derives from its size and
 * time, so a browser's later conditional request, which express.static answers, matches what it was given.
 */
function holdCopy(file: string): HeldCopy {
  const stats = statSync(file)
  return { body: readFileSync(file), etag: etag(stats), lastModified: stats.mtime.toUTCString() }
}

/** The build's hashed files never change under their names: browsers keep them a year without asking again. */
const yearSeconds = 365 * 24 * 60 * 60

/**
 * The hashed files of the browser build, cached for a year. A script or stylesheet goes out as the precompressed
 * copy the browser accepts (brotli, else gzip; ADR 0013), so compression() has nothing left to do for it; anything
 * else, or a browser that accepts neither, gets the file itself.
 *
 * The copies are read into memory when the server starts (2.3 MB for today's build): a first visit asks for about
 * ten of them, and from disk each cost a stat, an open, reads and a close on the server's thread and its file
 * threads. A request for a range or with a validator, and every other file, is express.static's.
 */
export function buildAssets(dir: string) {
  const files = new Set(readdirSync(dir))
  const serve = express.static(dir, { immutable: true, maxAge: yearSeconds * 1000, fallthrough: false })
  const held = new Map<string, HeldCopy>()
  for (const name of files) {
    if (!precompressedTypes.test(name)) continue
    for (const { suffix } of precompressedEncodings)
      if (files.has(name + suffix)) held.set(name + suffix, holdCopy(path.join(dir, name + suffix)))
  }
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
        const copy = held.get(name + accepted.suffix)
        if (copy && isPlainRead(req)) {
          sendHeld(req, res, copy)
          return
        }
        req.url = `/${name}${accepted.suffix}`
      }
    }
    serve(req, res, next)
  }
}

/** A whole-file GET or HEAD that depends on nothing the browser holds. */
const isPlainRead = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  conditionalHeaders.every((header) => !req.headers[header])

/** The headers express.static sends with a whole file, and the bytes unless it is a HEAD. */
function sendHeld(req: Request, res: Response, copy: HeldCopy) {
  res.setHeader('Accept-Ranges', 'bytes')
  res.setHeader('Cache-Control', `public, max-age=${yearSeconds}, immutable`)
  res.setHeader('Last-Modified', copy.lastModified)
  res.setHeader('ETag', copy.etag)
  res.setHeader('Content-Length', copy.body.length)
  res.statusCode = 200
  if (req.method === 'HEAD') res.end()
  else res.end(copy.body)
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
