import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import { type ReadsExpiry, trackReads } from '#server/services/read-model.ts'
import { hsts } from '../security.ts'
import { isAnonymousPageRequest } from './anonymous-request.ts'
import { holdBody } from './hold-body.ts'
import { hashNoncedScripts, hashedPolicy } from './script-hashes.ts'
import { type StoredPage, matchesTag, pageTag, sendStoredPage, storedPage } from './stored-page.ts'

export interface PageCacheStats {
  /** Requests answered from memory before Express (304s included): counted here, never logged one by one. */
  hits: number
  /** Anonymous page views the cache could not answer, so they were rendered (and offered to the cache). */
  misses: number
  /** Pages rendered, compressed and kept. */
  stored: number
  /** Renders being compressed for keeping right now. */
  storing: number
}

export interface PageCache {
  /** The server's request listener: a hit is answered here, anything else goes on to `app`. */
  answerHitsBefore(app: RequestListener): RequestListener
  /** In the Express app, just before React Router: turns an anonymous page's render into a stored page. */
  storeRenders: RequestHandler
  /** Content changes (`deps.contentChanges`) call this so nobody waits for the TTL. */
  clear(): void
  stats(): PageCacheStats
}

/** Only answers that are the same for every visitor: the page itself, and the 404 page. */
const cacheableStatuses = new Set([200, 404])

/**
 * A micro-cache of public pages, answered ahead of Express. A page is rendered under a per-render nonce, which is
 * then swapped for the hashes of the scripts that carried it (script-hashes.ts), so the stored bytes and their policy
 * are the same for every visitor and can be sent as they are, pre-compressed. A few seconds of TTL turn a burst of
 * visitors into one render; customer and admin pages are never stored and keep their per-request nonces.
 */
export function createPageCache({
  ttlMs,
  isHttps,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number
  /** Whether a request came over https, as Express would say (https-request.ts): hits over https get HSTS. */
  isHttps: (req: IncomingMessage) => boolean
  maxEntries?: number
  now?: () => number
}): PageCache {
  const pages = new Map<string, StoredPage>()
  const stats: PageCacheStats = { hits: 0, misses: 0, stored: 0, storing: 0 }
  // Bumped by every clear: a render (or its compression) that began before a content change must not be kept.
  let generation = 0

  const serveHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    const page = pages.get(req.url ?? '')
    if (!page || !isAnonymousPageRequest(req) || !stillServable(page, req.method)) return false
    stats.hits += 1
    sendStoredPage(req, res, page, isHttps(req) ? hsts : undefined)
    return true
  }

  /**
   * Past its TTL a page is rendered again by one request (a GET, which stores it) while the others keep getting it for
   * up to one more TTL, so a busy page is not rendered by every visitor that arrives during its re-render.
   */
  const stillServable = (page: StoredPage, method: string | undefined): boolean => {
    const time = now()
    if (time < page.expiresAt) return true
    if (page.refreshing && time < page.expiresAt + ttlMs) return true
    if (method === 'GET') page.refreshing = true
    return false
  }

  /** Kept for the TTL, or less when data the render read from the read model expires sooner. */
  const keep = async (key: string, res: Response, html: string, reads: ReadsExpiry) => {
    const renderedIn = generation
    stats.storing += 1
    const expiresAt = Math.min(now() + ttlMs, reads.expiresAt)
    const page = await storedPage(res.statusCode, html, res.getHeaders(), expiresAt).finally(() => {
      stats.storing -= 1
    })
    if (renderedIn !== generation) return
    pages.delete(key)
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string)
    pages.set(key, page)
    stats.stored += 1
  }

  const storeRenders: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || !isAnonymousPageRequest(req)) return next()
    stats.misses += 1
    const key = req.originalUrl
    const nonce = String(res.locals.cspNonce)
    const renderedIn = generation
    const reads: ReadsExpiry = { expiresAt: Infinity }
    // Browsers revalidate every time, so a content change shows at once; an unchanged page costs a 304.
    res.set({ 'Cache-Control': 'private, no-cache', 'X-Page-Cache': 'miss' })
    holdBody(res, (rendered) => {
      const hashed = hashNoncedScripts(rendered, nonce)
      if (!hashed) return rendered
      const policy = res.getHeader('content-security-policy')
      if (policy)
        res.setHeader('Content-Security-Policy', hashedPolicy(String(policy), nonce, hashed.scriptHashes))
      const etag = pageTag(hashed.html)
      res.setHeader('ETag', etag)
      if (storable(res) && renderedIn === generation) void keep(key, res, hashed.html, reads)
      if (!matchesTag(req.headers['if-none-match'], etag)) return hashed.html
      res.status(304)
      return ''
    })
    trackReads(reads, next)
  }

  return {
    answerHitsBefore: (app) => (req, res) => {
      if (ttlMs <= 0 || !serveHit(req, res)) app(req, res)
    },
    storeRenders,
    clear: () => {
      generation += 1
      pages.clear()
    },
    stats: () => ({ ...stats }),
  }
}

function storable(res: Response): boolean {
  const contentType = String(res.getHeader('content-type') ?? '')
  return (
    cacheableStatuses.has(res.statusCode) &&
    contentType.startsWith('text/html') &&
    res.getHeader('set-cookie') === undefined
  )
}
