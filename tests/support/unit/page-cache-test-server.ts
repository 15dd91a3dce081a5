import { type IncomingHttpHeaders, type Server, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { cspNonce, securityHeaders } from '#server/http/security.ts'
import { createContentChanges } from '#server/services/content-changes.ts'
import { createReadModel } from '#server/services/read-model.ts'
import { type PageCache, createPageCache } from '#server/http/page-cache/page-cache.ts'

/** The inline script an attacker's stored content would smuggle into a page: no nonce, so never trusted. */
export const injectedScript = '<script>window.__xss = 1</script>'

/**
 * The page cache in front of a real Express chain (nonce, helmet's headers, compression) whose last handler stands in
 * for React Router: it streams a page in several writes with nonced inline scripts and a modulepreload link, the way
 * `<Scripts nonce>` does, plus one script without the nonce, as injected content would be.
 */
export async function startPageCacheServer({ ttlMs = 5_000, maxEntries = 3, readModelTtlMs = 3_000 } = {}) {
  const state = {
    clock: 0,
    /** Requests that reached Express: a hit must not. */
    expressRequests: 0,
    renders: 0,
    /** A render of /slow waits for the test, so a content change can land in the middle of it. */
    finishSlowRender: null as (() => void) | null,
  }
  const cache: PageCache = createPageCache({
    ttlMs,
    maxEntries,
    now: () => state.clock,
    isHttps: () => false,
  })
  /** What /from-read-model shows, kept for less than the page cache's TTL. */
  const readModel = createReadModel({
    ttlMs: readModelTtlMs,
    changes: createContentChanges(),
    now: () => state.clock,
  })
  const app = express()
  app.use((_req, _res, next) => {
    state.expressRequests += 1
    next()
  })
  app.use(cspNonce, securityHeaders({ dev: false }), compression())
  app.use(cache.storeRenders)
  app.use(async (req, res) => {
    if (req.path === '/slow') await new Promise<void>((resolve) => (state.finishSlowRender = resolve))
    if (req.path === '/from-read-model') await readModel.remember('yards', async () => ['Bradford'])
    state.renders += 1
    const nonce = String(res.locals.cspNonce)
    const status = req.path === '/missing' ? 404 : req.path === '/broken' ? 500 : 200
    if (req.path === '/sets-cookie') res.cookie('seen', '1')
    res.status(status).type('html')
    const stamp = req.path === '/stable' ? 'same every time' : `render ${state.renders}`
    res.write(`<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"></head><body>`)
    res.write(
      `<main><p>${req.originalUrl}</p><p>${stamp}</p>${injectedScript}${'<i>salt</i>'.repeat(200)}</main>`,
    )
    res.write(`<script nonce="${nonce}">window.__context = "${stamp}"</script>`)
    res.end(`<script type="module" async nonce="${nonce}">import("/assets/entry.js")</script></body></html>`)
  })
  const server: Server = createServer(cache.answerHitsBefore(app))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    cache,
    state,
    /** A page view; a browser's headers unless others are given. */
    page: (path: string, headers: Record<string, string> = { accept: 'text/html' }, method = 'GET') =>
      fetch(`${base}${path}`, { headers, method }),
    /** The bytes as sent, not decoded (fetch would undo the compression). */
    raw: (path: string, headers: Record<string, string>, method = 'GET') =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const outgoing = request(`${base}${path}`, { headers: { accept: 'text/html', ...headers }, method })
        outgoing.on('response', (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        })
        outgoing.on('error', reject).end()
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
