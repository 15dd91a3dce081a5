import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'

interface CachedPage {
  status: number
  contentType: string
  body: string
  /** The nonce the page was rendered with; each hit gets its own in its place. */
  nonce: string
  /** Of the page without its nonce, so the same content keeps its tag across renders. */
  etag: string
  expiresAt: number
}

export interface PageCache {
  middleware: RequestHandler
  /** Content changes (`deps.contentChanges`) call this so nobody waits for the TTL. */
  clear(): void
}

/** Only answers that are the same for every visitor: the page itself, and the 404 page. */
const cacheableStatuses = new Set([200, 404])

/**
 * A micro-cache of server-rendered pages. Every page we render on the server is anonymous (the session token
 * lives in the browser, never in a cookie), so a URL's HTML is the same for everybody except its CSP nonce,
 * which is swapped per response. A few seconds of TTL turn a burst of visitors into one render.
 */
export function createPageCache({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}): PageCache {
  const pages = new Map<string, CachedPage>()
  // Bumped by every clear: a render that began before a content change must not be stored after it.
  let generation = 0

  const middleware: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || !wantsDocument(req.path, req.headers.accept)) return next()
    const key = req.originalUrl
    const nonce = String(res.locals.cspNonce)
    // Browsers revalidate every time (the nonce must never be reused from a stale copy); unchanged pages cost a 304.
    res.set('Cache-Control', 'private, no-cache')
    const hit = pages.get(key)
    if (hit && hit.expiresAt > now()) {
      res.status(hit.status).type(hit.contentType).set({ 'X-Page-Cache': 'hit', ETag: hit.etag })
      if (req.fresh) {
        // The browser keeps its copy and the policy stored with it, whose nonce matches that copy's scripts.
        res.removeHeader('Content-Security-Policy')
        res.status(304).end()
        return
      }
      res.send(hit.body.replaceAll(hit.nonce, nonce))
      return
    }
    pages.delete(key)
    const renderedIn = generation
    captureBody(res, (body) => {
      if (renderedIn !== generation) return
      const contentType = String(res.getHeader('content-type') ?? '')
      if (!cacheableStatuses.has(res.statusCode) || !contentType.startsWith('text/html')) return
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string)
      const etag = pageTag(body.replaceAll(nonce, ''))
      pages.set(key, { status: res.statusCode, contentType, body, nonce, etag, expiresAt: now() + ttlMs })
    })
    res.set('X-Page-Cache', 'miss')
    next()
  }

  return {
    middleware,
    clear: () => {
      generation++
      pages.clear()
    },
  }
}

function pageTag(content: string): string {
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`
}

/** Document requests only: React Router's `.data` requests and assets are not pages. */
function wantsDocument(path: string, accept: string | undefined): boolean {
  return !path.endsWith('.data') && (accept ?? '').includes('text/html')
}

/** Collects what the handler writes (before compression, which wraps the response earlier in the chain). */
function captureBody(res: Response, onComplete: (body: string) => void) {
  const chunks: Buffer[] = []
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as Response['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0])
    const result = end(chunk, ...rest)
    onComplete(Buffer.concat(chunks).toString('utf8'))
    return result
  }) as Response['end']
}
