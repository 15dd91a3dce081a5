import { afterAll, describe, expect, test } from 'vitest'
import type { AppDeps } from '#server/context.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { expectConsoleError } from '#tests/support/console-errors.ts'
import { portOf, rawExchange, rawHeaders } from '#tests/support/raw-http.ts'
import { securityHeaderProblems } from '#tests/support/resilience/security-header-checks.ts'
import { serveShop } from '#tests/support/resilience/serve-shop.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
await seedCatalog(app.deps.db, { storage: app.deps.storage })

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
  for (const served of [shop, brokenShop]) await served.close()
  await app.close()
})

const html = { accept: 'text/html' }

/** A public page answered from the page cache: asked until it has been stored and comes back as a hit. */
async function cacheHit(path: string, headers: Record<string, string>): Promise<Response> {
  let hit: Response | undefined
  await expect
    .poll(async () => {
      hit = await get(shop.url, path, { ...html, ...headers })
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

type Kind = [kind: string, status: number, answer: (proxy: Record<string, string>) => Promise<Response>]

const kinds: Kind[] = [
  ['a page', 200, (proxy) => get(shop.url, '/', { ...html, ...proxy })],
  ['a page answered from the page cache, before Express', 200, (proxy) => cacheHit('/faq', proxy)],
  ['the 404 page', 404, (proxy) => get(shop.url, '/no-such-page', { ...html, ...proxy })],
  [
    'a page whose data cannot be read (error page)',
    500,
    (proxy) => get(brokenShop.url, '/', { ...html, ...proxy }),
  ],
  ['a page from the page cache, unchanged (304)', 304, (proxy) => revalidated('/', { ...html, ...proxy })],
  ['an API answer', 200, (proxy) => get(shop.url, '/api/salt/is-logged', proxy)],
  ['an API refusal', 401, (proxy) => get(shop.url, '/api/salt/profile', proxy)],
  ['an unknown API address', 404, (proxy) => get(shop.url, '/api/salt/no-such-call', proxy)],
  ['an API failure', 500, (proxy) => get(brokenShop.url, '/api/salt/notices', proxy)],
  ['a document', 200, (proxy) => get(shop.url, '/documents/sds-rock-salt/sds-rock-salt.pdf', proxy)],
  [
    'a document, unchanged (304)',
    304,
    (proxy) => revalidated('/documents/sds-rock-salt/sds-rock-salt.pdf', proxy),
  ],
  [
    'an unknown document',
    404,
    (proxy) => get(shop.url, '/documents/no-such-document', { ...html, ...proxy }),
  ],
  ['a static file', 200, (proxy) => get(shop.url, '/favicon.svg', proxy)],
  ['a static file, unchanged (304)', 304, (proxy) => revalidated('/favicon.svg', proxy)],
  ['a permanent redirect', 301, (proxy) => get(shop.url, '/terms-and-condition', proxy)],
  ['a refused address (NUL)', 400, (proxy) => get(shop.url, '/locations%00', proxy)],
  ['readiness with the database down', 503, (proxy) => get(brokenShop.url, '/readyz', proxy)],
  ['the health check', 200, (proxy) => get(shop.url, '/healthz', proxy)],
]

/** The tests' proxy is loopback, which TRUST_PROXY trusts by default: its word on the protocol counts. */
const overHttps = { 'x-forwarded-proto': 'https' }

describe('security headers on every kind of answer', () => {
  test.each(kinds)('over plain http: %s (%i)', async (_kind, status, answer) => {
    // The broken shop's failures are logged as they happen, on purpose here.
    if (status === 500) expectConsoleError(/the database is down/)
    const response = await answer({})
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    expect(securityHeaderProblems(response.headers, response.status, { overHttps: false })).toEqual([])
  })

  test.each(kinds)('behind a proxy that says https: %s (%i)', async (_kind, status, answer) => {
    if (status === 500) expectConsoleError(/the database is down/)
    const response = await answer(overHttps)
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    expect(securityHeaderProblems(response.headers, response.status, { overHttps: true })).toEqual([])
  })

  test.each([
    ['headers too large', 431, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['not HTTP', 400, 'HELLO THERE\r\n\r\n'],
  ])('a request Node refuses before the app: %s (%i)', async (_kind, status, head) => {
    const answer = await rawExchange(portOf(shop.server), head)
    expect(answer.status).toBe(status)
    // This server speaks plain http; Node refused the request before any proxy header could be read.
    expect(securityHeaderProblems(rawHeaders(answer), status, { overHttps: false })).toEqual([])
  })
})
