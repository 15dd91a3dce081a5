import { randomBytes } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { type PageCache, createPageCache } from '#server/http/page-cache/page-cache.ts'
import { createApp } from '#server/index.ts'
import { type AppMetrics, createAppMetrics } from '#server/metrics/app-metrics.ts'
import { startMetricsListener } from '#server/metrics/endpoint.ts'
import { limits } from '#server/services/rate-limit.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { writeSetting } from '#server/services/settings.ts'
import { type Sample, parsePrometheusText, sampleValue } from '#tests/support/api/prometheus-text.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const token = `metrics-${randomBytes(24).toString('hex')}`
const pageCache: PageCache = createPageCache({ ttlMs: 60_000, isHttps: () => false })
let metrics: AppMetrics | undefined

/**
 * Stands in for React Router behind the real page cache: two public pages, and the 404 page for anything else,
 * streamed as React Router does (no Content-Length: the cache rewrites the body).
 */
function standInPages(app: express.Express) {
  app.use(pageCache.storeRenders)
  app.use((req, res) => {
    const known = ['/news', '/faq'].includes(req.path)
    res.status(known ? 200 : 404).type('html')
    res.write(`<!doctype html><html><body><main>${known ? 'A page' : 'Page not found'}</main>`)
    res.end(`<script nonce="${String(res.locals.cspNonce)}">window.ready = true</script></body></html>`)
  })
}

const app = await startTestApp({
  env: { METRICS_TOKEN: token, ERP_MAX_ATTEMPTS: '1' },
  listener: (deps) => {
    metrics = createAppMetrics(deps, { pageCacheStats: pageCache.stats })
    return pageCache.answerHitsBefore(createApp(deps, { frontEnd: standInPages, metrics }))
  },
})
const servers: Server[] = []
afterAll(async () => {
  for (const server of servers) server.close()
  await app.close()
})
const { api, deps } = app

async function scrape(
  base = app.url,
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) {
  const response = await fetch(`${base}/metrics`, { headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return parsePrometheusText(await response.text())
}

const requests = (samples: Sample[], labels: Record<string, string>) =>
  sampleValue(samples, 'http_request_duration_seconds_count', labels) ?? 0

/** The answer without the per-request nonce, so two renders of the 404 page compare equal. */
async function answerOf(response: Response) {
  const body = (await response.text()).replace(/ nonce="[^"]*"/g, '')
  return { status: response.status, type: response.headers.get('content-type'), body }
}

async function listen(listener: express.Express): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('who may read /metrics', () => {
  test('without the token it is the 404 of an address that does not exist, never a 401', async () => {
    const unknown = await answerOf(await fetch(`${app.url}/no-such-page`))
    expect(unknown.status).toBe(404)
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${token}`).toString('base64')}` },
      { authorization: token },
      { cookie: `token=${token}` },
    ]
    for (const headers of attempts) {
      expect(await answerOf(await fetch(`${app.url}/metrics`, { headers }))).toEqual(unknown)
    }
    expect(await answerOf(await fetch(`${app.url}/metrics?token=${token}`))).toEqual(unknown)
    // An anonymous /metrics 404 now sits in the page cache; the token's request must still get the metrics.
    expect(await scrape()).not.toHaveLength(0)
    expect(await scrape(app.url, { authorization: `bearer  ${token}` })).not.toHaveLength(0)
  })

  test('without METRICS_TOKEN the app serves no /metrics at all', async () => {
    const config = { ...deps.config, METRICS_TOKEN: undefined }
    const base = await listen(createApp({ ...deps, config }, { metrics }))
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('http_request_duration_seconds')
  })

  test('METRICS_PORT: a loopback listener with /metrics alone, no token asked', async () => {
    // Port 0: the API suite runs on PGlite and PostgreSQL at once, so a fixed port would clash.
    const listener = await startMetricsListener(metrics!, 0)
    servers.push(listener)
    const { address, port } = listener.address() as AddressInfo
    expect(address).toBe('127.0.0.1')
    const base = `http://127.0.0.1:${port}`
    const samples = await scrape(base, {})
    expect(sampleValue(samples, 'shop_database_up')).toBe(1)
    expect((await fetch(`${base}/`)).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404)
  })
})

describe('what a scrape shows after traffic', () => {
  test('a page-cache miss then a hit: counted by the cache, and only the miss reached Express', async () => {
    const before = await scrape()
    const storedBefore = pageCache.stats().stored
    const first = await fetch(`${app.url}/news`, { headers: { accept: 'text/html' } })
    expect(first.headers.get('x-page-cache')).toBe('miss')
    await first.text()
    await expect.poll(() => pageCache.stats().stored).toBe(storedBefore + 1)
    const second = await fetch(`${app.url}/news`, { headers: { accept: 'text/html' } })
    expect(second.headers.get('x-page-cache')).toBe('hit')
    await second.text()

    const after = await scrape()
    const delta = (name: string) => (sampleValue(after, name) ?? 0) - (sampleValue(before, name) ?? 0)
    expect(delta('shop_page_cache_misses_total')).toBe(1)
    expect(delta('shop_page_cache_hits_total')).toBe(1)
    const pages = { method: 'GET', route: '(pages)', status: '200' }
    expect(requests(after, pages) - requests(before, pages)).toBe(1)
  })

  test('a failed login, a rate-limit block, and requests labelled by route pattern', async () => {
    const before = await scrape()
    for (const { name } of Object.values(limits))
      expect(sampleValue(before, 'shop_rate_limit_blocks_total', { limit: name })).toBeGreaterThanOrEqual(0)
    const customer = await createAccount(deps.db)
    const wrong = await api.post('/api/salt/login', { username: customer.eMail, password: 'not-it' })
    expect(wrong.status).toBe(401)
    const ip = '198.51.100.23'
    const resets = await Promise.all(
      Array.from({ length: 11 }, () => api.post('/api/salt/reset', { email: customer.eMail }, { ip })),
    )
    expect(resets.filter((response) => response.status === 429)).toHaveLength(1)
    const unsigned = await api.request('/api/salt/cards/987654', { method: 'PATCH', json: { name: 'x' } })
    expect(unsigned.status).toBe(401)

    const after = await scrape()
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0)
    expect(delta('shop_login_failures_total')).toBe(1)
    expect(delta('shop_rate_limit_blocks_total', { limit: 'reset-requests-ip' })).toBe(1)
    const login = { method: 'POST', route: '/api/salt/login', status: '401' }
    expect(requests(after, login) - requests(before, login)).toBe(1)
    const resetsCounted = { method: 'POST', route: '/api/salt/reset' }
    expect(requests(after, resetsCounted) - requests(before, resetsCounted)).toBe(11)
    // Refused inside the route's own middleware (requireAccount threw): still the pattern, not /api/salt/cards/987654.
    const patch = { method: 'PATCH', route: '/api/salt/cards/:id', status: '401' }
    expect(requests(after, patch) - requests(before, patch)).toBe(1)
    const latency = sampleValue(after, 'http_request_duration_seconds_sum', login) ?? 0
    expect(latency).toBeGreaterThan(0)
    expect(latency).toBeLessThan(30)
  })

  test('queued mail and ERP postings: how many wait, since when, and which are dead', async () => {
    const before = await scrape()
    const sent = await api.post(
      '/api/salt/send-email',
      {
        htmlType: 'contact',
        htmlData: { name: 'Dana', email: 'dana@example.test', phone: '', message: 'Brine?' },
      },
      { ip: '198.51.100.40' },
    )
    expect(sent.status).toBe(200)
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [50_000] })
    const appended = await deps.db.transaction((tx) =>
      appendLedgerEntry(
        tx,
        {
          cardId: card.id,
          type: 'load',
          amountCents: 5_000,
          externalRef: 'metrics-load-1',
          printedAt: deps.now(),
        },
        deps.now(),
      ),
    )
    expect(appended.outcome).toBe('appended')
    app.clock.advance(90_000)

    const queued = await scrape()
    const change = (samples: Sample[], name: string) =>
      (sampleValue(samples, name) ?? 0) - (sampleValue(before, name) ?? 0)
    expect(change(queued, 'shop_mail_outbox_pending')).toBe(2)
    expect(sampleValue(queued, 'shop_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90)
    expect(change(queued, 'shop_erp_postings_pending')).toBe(1)
    expect(sampleValue(queued, 'shop_erp_postings_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90)

    // The sandbox NAV refuses, and with ERP_MAX_ATTEMPTS=1 the first refusal is final; the mail goes out.
    await writeSetting(deps.db, erpSandboxFailKey, true)
    try {
      await app.deliverMail()
    } finally {
      await writeSetting(deps.db, erpSandboxFailKey, false)
    }
    const worked = await scrape()
    expect(sampleValue(worked, 'shop_mail_outbox_pending')).toBe(0)
    expect(sampleValue(worked, 'shop_mail_outbox_oldest_pending_age_seconds')).toBe(0)
    expect(change(worked, 'shop_erp_postings_pending')).toBe(0)
    expect(change(worked, 'shop_erp_postings_dead')).toBe(1)
    expect(sampleValue(worked, 'shop_database_up')).toBe(1)
    const queryTime = sampleValue(worked, 'shop_metrics_query_seconds') ?? -1
    expect(queryTime).toBeGreaterThan(0)
    expect(queryTime).toBeLessThan(5)
  })

  test('the database: its kind, and the pool on PostgreSQL (PGlite has none)', async () => {
    const samples = await scrape()
    expect(sampleValue(samples, 'shop_database_info', { kind: deps.database.kind })).toBe(1)
    const pool = (name: string) => sampleValue(samples, name)
    if (deps.database.kind === 'postgres') {
      expect(pool('shop_db_pool_max_connections')).toBe(10)
      expect(pool('shop_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(pool('shop_db_pool_connections')).toBeLessThanOrEqual(10)
      expect(pool('shop_db_pool_idle_connections')).toBeLessThanOrEqual(pool('shop_db_pool_connections')!)
      expect(pool('shop_db_pool_waiting_requests')).toBe(0)
    } else {
      expect(samples.filter((sample) => sample.name.startsWith('shop_db_pool_'))).toEqual([])
    }
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  test('a scan of random addresses adds no series: labels never carry a URL, an id or an address', async () => {
    const before = await scrape()
    const marker = randomBytes(6).toString('hex')
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        Promise.all([
          fetch(`${app.url}/${marker}-${i}`).then((response) => response.text()),
          fetch(`${app.url}/api/salt/${marker}-${i}`, { method: 'POST' }).then((response) => response.text()),
          api.request(`/api/salt/cards/${i}${marker.replace(/\D/g, '')}`, {
            method: 'PATCH',
            json: {},
            ip: `203.0.113.${i}`,
          }),
          fetch(`${app.url}/news?${marker}=${i}`).then((response) => response.text()),
        ]),
      ),
    )
    const after = await scrape()
    const seriesOf = (samples: Sample[]) =>
      new Set(samples.map((sample) => sample.name + JSON.stringify(sample.labels)))
    const added = [...seriesOf(after)].filter((series) => !seriesOf(before).has(series))
    // At most one new series per (route group, status) the scan reached, however many addresses it tried.
    expect(added.length).toBeLessThanOrEqual(3 * 14)
    for (const sample of after) {
      for (const value of Object.values(sample.labels)) {
        expect(value).not.toContain(marker)
        expect(value).not.toMatch(/203\.0\.113\./)
      }
    }
    const routes = new Set(after.map((sample) => sample.labels.route).filter((route) => route !== undefined))
    for (const route of routes) expect(route).toMatch(/^(\/[\w/:.-]*|\((pages|assets|unmatched)\))$/)
    expect([...routes].filter((route) => /\d{3,}/.test(route))).toEqual([])
  })
})
