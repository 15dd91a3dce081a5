import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'
import { cspNonce } from './security.ts'

let clock = 0
let renders = 0
const cache = createPageCache({ ttlMs: 5_000, maxEntries: 3, now: () => clock })
let server: Server
let base = ''

beforeAll(async () => {
  const app = express()
  app.use(cspNonce, compression(), cache.middleware)
  // Stands in for React Router: streams a page in two writes, with the request's nonce in it.
  app.use((req, res) => {
    renders += 1
    const nonce = String(res.locals.cspNonce)
    const status = req.path === '/missing' ? 404 : req.path === '/broken' ? 500 : 200
    res.status(status).type('html')
    res.write(`<html><script nonce="${nonce}">render ${renders}</script>`)
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
})
