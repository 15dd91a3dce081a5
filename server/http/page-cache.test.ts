import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'
import { cspNonce } from './security.ts'

let clock = 0
let renders = 0
/** A render of /slow waits for the test to let it finish, so a content change can land in the middle of it. */
let finishSlowRender: (() => void) | null = null
const cache = createPageCache({ ttlMs: 5_000, maxEntries: 3, now: () => clock })
let server: Server
let base = ''

beforeAll(async () => {
  const app = express()
  app.use(cspNonce, compression())
  app.use((_req, res, next) => {
    res.set('Content-Security-Policy', `script-src 'nonce-${String(res.locals.cspNonce)}'`)
    next()
  })
  app.use(cache.middleware)
  // Stands in for React Router: streams a page in two writes, with the request's nonce in it.
  app.use(async (req, res) => {
    if (req.path === '/slow') await new Promise<void>((resolve) => (finishSlowRender = resolve))
    renders += 1
    const nonce = String(res.locals.cspNonce)
    const status = req.path === '/missing' ? 404 : req.path === '/broken' ? 500 : 200
    res.status(status).type('html')
    const stamp = req.path === '/stable' ? 'same every time' : `render ${renders}`
    res.write(`<html><script nonce="${nonce}">${stamp}</script>`)
    // Past compression's 1 KB threshold, as real pages are.
    res.end(`<p>${req.originalUrl}</p>${'<i>salt</i>'.repeat(200)}</html>`)
  })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  cache.clear()
  clock = 0
  renders = 0
})

const page = (path: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  fetch(`${base}${path}`, { headers })
/** As a browser revalidates (fetch would add `cache-control: no-cache` to a conditional request on its own). */
const revalidate = (path: string, etag: string) =>
  page(path, { accept: 'text/html', 'if-none-match': etag, 'cache-control': 'max-age=0' })
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1]

describe('page cache', () => {
  it('renders a page once and serves it again with a fresh nonce in place of the old one', async () => {
    const first = await page('/')
    const firstHtml = await first.text()
    const second = await page('/')
    const secondHtml = await second.text()
    expect(renders).toBe(1)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(secondHtml).toContain('render 1')
    expect(nonceOf(secondHtml)).toBeTruthy()
    expect(nonceOf(secondHtml)).not.toBe(nonceOf(firstHtml))
    expect(secondHtml.replace(nonceOf(secondHtml)!, 'N')).toBe(firstHtml.replace(nonceOf(firstHtml)!, 'N'))
  })

  it('a render that began before a content change is not kept after it', async () => {
    const during = page('/slow')
    await expect.poll(() => finishSlowRender).not.toBeNull()
    cache.clear()
    finishSlowRender!()
    finishSlowRender = null
    expect((await during).headers.get('x-page-cache')).toBe('miss')
    const after = page('/slow')
    await expect.poll(() => finishSlowRender).not.toBeNull()
    finishSlowRender!()
    finishSlowRender = null
    expect((await after).headers.get('x-page-cache')).toBe('miss')
  })

  it('renders again once the TTL has passed', async () => {
    await page('/')
    clock = 5_001
    expect(await (await page('/')).text()).toContain('render 2')
  })

  it('keeps the 404 page with its status, but never an error page', async () => {
    await page('/missing')
    const missing = await page('/missing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-page-cache')).toBe('hit')
    await page('/broken')
    const broken = await page('/broken')
    expect(broken.status).toBe(500)
    expect(renders).toBe(3)
  })

  it('leaves data requests, non-HTML requests and other methods to the handler', async () => {
    await page('/products.data')
    await page('/products.data')
    await page('/', { accept: 'application/json' })
    await page('/', { accept: 'application/json' })
    await fetch(`${base}/`, { method: 'POST', headers: { accept: 'text/html' } })
    await fetch(`${base}/`, { method: 'POST', headers: { accept: 'text/html' } })
    expect(renders).toBe(6)
  })

  it('keys by the whole URL and holds at most maxEntries pages', async () => {
    await page('/a?x=1')
    await page('/a?x=2')
    expect(renders).toBe(2)
    await page('/b')
    await page('/c')
    await page('/a?x=1')
    expect(renders).toBe(5)
  })

  it('serves the cached page compressed when the browser asks for gzip', async () => {
    await page('/')
    const zipped = await page('/', { accept: 'text/html', 'accept-encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toContain('render 1')
  })

  it('tags a cached page and answers a matching revalidation with 304 and no policy of its own', async () => {
    const first = await page('/')
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const hit = await page('/')
    const etag = hit.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const revalidated = await revalidate('/', etag!)
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBeNull()
    expect(await revalidated.text()).toBe('')
    const changed = await revalidate('/', 'W/"other"')
    expect(changed.status).toBe(200)
    expect(changed.headers.get('content-security-policy')).toContain(nonceOf(await changed.text())!)
  })

  it('keeps the tag of unchanged content across renders, so a revalidation after the TTL is still a 304', async () => {
    await page('/stable')
    const etag = (await page('/stable')).headers.get('etag')!
    clock = 5_001
    await page('/stable')
    const again = await revalidate('/stable', etag)
    expect(renders).toBe(2)
    expect(again.status).toBe(304)
  })
})
