import type { Server } from 'node:http'
import { afterAll, describe, expect, test } from 'vitest'
import type { AppDeps } from '#server/context.ts'
import { productionFrontEnd } from '#server/front-end.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { createHttpServer } from '#server/http/http-server.ts'
import { createPageCache } from '#server/http/page-cache/page-cache.ts'
import { createApp } from '#server/index.ts'
import { expectConsoleError } from '#tests/support/console-errors.ts'
import { listenOnLoopback, portOf, rawExchange, rawHeaders } from '#tests/support/raw-http.ts'
import { securityHeaderProblems } from '#tests/support/resilience/security-header-checks.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
await seedCatalog(app.deps.db, { storage: app.deps.storage })

/**
 * The whole shop, pages included, as production serves it: page cache hits answered before Express; `deps` may be
 * broken on purpose.
 */
async function serveShop(deps: AppDeps): Promise<{ server: Server; url: string }> {
  const pageCache = createPageCache({ ttlMs: 60_000 })
  const shopApp = createApp(deps, { frontEnd: await productionFrontEnd(deps, { pageCache }) })
  const server = await listenOnLoopback(createHttpServer(pageCache.answerHitsBefore(shopApp)))
  return { server, url: `http://127.0.0.1:${portOf(server)}` }
}

/** A database that is gone: every use of it throws, so each kind of answer shows its error form. */
const databaseDown = new Proxy({} as AppDeps['db'], {
  get() {
    throw new Error('the database is down')
  },
})
const shop = await serveShop(app.deps)
const brokenShop = await serveShop({
  ...app.deps,
  db: databaseDown,
  database: { ...app.deps.database, db: databaseDown, ping: () => Promise.reject(new Error('down')) },
})
afterAll(async () => {
  for (const { server } of [shop, brokenShop]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await app.close()
})

const html = { accept: 'text/html' }

/** A public page answered from the page cache: asked until it has been stored and comes back as a hit. */
async function cacheHit(path: string): Promise<Response> {
  let hit: Response | undefined
  await expect
    .poll(async () => {
      hit = await get(shop.url, path, html)
      await hit.clone().arrayBuffer()
      return hit.headers.get('x-page-cache')
    })
    .toBe('hit')
  return hit!
}

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' })

/** The same address again with the validator of the first answer: a 304. */
async function revalidated(path: string, headers: Record<string, string> = {}) {
  const first = await get(shop.url, path, headers)
  await first.arrayBuffer()
  const etag = first.headers.get('etag')
  expect(etag, `${path} gives an ETag`).toBeTruthy()
  // As a browser revalidates; without a Cache-Control of its own, fetch would send "no-cache" (never a 304).
  return get(shop.url, path, { ...headers, 'if-none-match': etag!, 'cache-control': 'max-age=0' })
}

const kinds: Array<[kind: string, status: number, answer: () => Promise<Response>]> = [
  ['a page', 200, () => get(shop.url, '/', html)],
  ['a page answered from the page cache, before Express', 200, () => cacheHit('/faq')],
  ['the 404 page', 404, () => get(shop.url, '/no-such-page', html)],
  ['a page whose data cannot be read (error page)', 500, () => get(brokenShop.url, '/', html)],
  ['a page from the page cache, unchanged (304)', 304, () => revalidated('/', html)],
  ['an API answer', 200, () => get(shop.url, '/api/salt/is-logged')],
  ['an API refusal', 401, () => get(shop.url, '/api/salt/profile')],
  ['an unknown API address', 404, () => get(shop.url, '/api/salt/no-such-call')],
  ['an API failure', 500, () => get(brokenShop.url, '/api/salt/notices')],
  ['a document', 200, () => get(shop.url, '/documents/sds-rock-salt/sds-rock-salt.pdf')],
  ['a document, unchanged (304)', 304, () => revalidated('/documents/sds-rock-salt/sds-rock-salt.pdf')],
  ['an unknown document', 404, () => get(shop.url, '/documents/no-such-document', html)],
  ['a static file', 200, () => get(shop.url, '/favicon.svg')],
  ['a static file, unchanged (304)', 304, () => revalidated('/favicon.svg')],
  ['a permanent redirect', 301, () => get(shop.url, '/terms-and-condition')],
  ['a refused address (NUL)', 400, () => get(shop.url, '/locations%00')],
  ['readiness with the database down', 503, () => get(brokenShop.url, '/readyz')],
  ['the health check', 200, () => get(shop.url, '/healthz')],
]

describe('security headers on every kind of answer', () => {
  test.each(kinds)('%s (%i)', async (_kind, status, answer) => {
    // The broken shop's failures are logged as they happen, on purpose here.
    if (status === 500) expectConsoleError(/the database is down/)
    const response = await answer()
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    expect(securityHeaderProblems(response.headers, response.status)).toEqual([])
  })

  test.each([
    ['headers too large', 431, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['not HTTP', 400, 'HELLO THERE\r\n\r\n'],
  ])('a request Node refuses before the app: %s (%i)', async (_kind, status, head) => {
    const answer = await rawExchange(portOf(shop.server), head)
    expect(answer.status).toBe(status)
    expect(securityHeaderProblems(rawHeaders(answer), status)).toEqual([])
  })
})
