import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { injectedScript, startPageCacheServer } from '#tests/support/unit/page-cache-test-server.ts'

const server = await startPageCacheServer()
const { cache, state, page } = server
afterAll(server.close)

beforeEach(() => {
  cache.clear()
  state.clock = 0
  state.renders = 0
})

/** Renders `path` and waits until its compressed copy is stored, so the next request can be a hit. */
async function rendered(path: string) {
  const before = cache.stats().stored
  const response = await page(path)
  await expect.poll(() => cache.stats().stored).toBe(before + 1)
  return response
}

const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ')
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('page cache: hits before Express', () => {
  it('renders a page once, then answers it without Express, byte for byte, under the same hash policy', async () => {
    const first = await rendered('/')
    const firstHtml = await first.text()
    const expressBefore = state.expressRequests
    const hitsBefore = cache.stats().hits
    const second = await page('/')
    expect(await second.text()).toBe(firstHtml)
    expect(state.expressRequests).toBe(expressBefore)
    expect(cache.stats().hits).toBe(hitsBefore + 1)
    expect(state.renders).toBe(1)
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    // helmet's other headers are stored with the page; the request id belonged to the render's request only.
    expect(second.headers.get('strict-transport-security')).toBe(
      first.headers.get('strict-transport-security'),
    )
    expect(second.headers.get('x-request-id')).toBeNull()
  })

  it("trusts exactly the scripts the render nonced, by their hashes, and keeps 'strict-dynamic'", async () => {
    const response = await page('/')
    const html = await response.text()
    expect(html).not.toMatch(/\snonce=/)
    expect(scriptSrc(response)).toEqual([
      sha256('window.__context = "render 1"'),
      sha256('import("/assets/entry.js")'),
      "'strict-dynamic'",
      "'self'",
    ])
    expect(html).toContain(injectedScript)
    expect(scriptSrc(response)).not.toContain(sha256('window.__xss = 1'))
  })

  it('serves every client its encoding of the stored page: brotli, gzip, none, and curl with Accept */*', async () => {
    const identity = await (await rendered('/')).text()
    const br = await page('/', { accept: 'text/html', 'accept-encoding': 'gzip, br' })
    const gzip = await page('/', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' })
    // As curl asks: any type, no compression (fetch would add its own Accept-Encoding).
    const curl = await server.raw('/', { accept: '*/*' })
    expect([br, gzip].map((response) => response.headers.get('content-encoding'))).toEqual(['br', 'gzip'])
    expect(await br.text()).toBe(identity)
    expect(await gzip.text()).toBe(identity)
    expect(curl.headers['content-encoding']).toBeUndefined()
    expect(curl.body.toString()).toBe(identity)
    for (const headers of [br.headers, gzip.headers, new Headers(curl.headers as Record<string, string>)]) {
      expect(headers.get('x-page-cache')).toBe('hit')
      expect(headers.get('vary')).toBe('Accept-Encoding')
    }
    expect(state.renders).toBe(1)
  })

  it('sends pre-compressed bytes with their length, and nothing but headers to HEAD', async () => {
    const identity = await (await rendered('/')).text()
    const gzip = await server.raw('/', { 'accept-encoding': 'gzip' })
    const br = await server.raw('/', { 'accept-encoding': 'br' })
    expect(gunzipSync(gzip.body).toString()).toBe(identity)
    expect(brotliDecompressSync(br.body).toString()).toBe(identity)
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(gzip.body.length).toBeLessThan(identity.length / 4)
    const head = await server.raw('/', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['x-page-cache']).toBe('hit')
    expect(head.body.length).toBe(0)
  })
})
