import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startPageCacheServer } from '#tests/support/unit/page-cache-test-server.ts'

const server = await startPageCacheServer()
const { cache, state, page } = server
afterAll(server.close)

let storedAtStart = 0
beforeEach(() => {
  cache.clear()
  storedAtStart = cache.stats().stored
})
/** Pages stored during this test. */
const storedNow = () => cache.stats().stored - storedAtStart

const browser = { accept: 'text/html' }

/** Requests alike, each rendered: none answered from the cache, even once any store in flight has finished. */
async function neverCached(path: string, headers: Record<string, string> = browser) {
  const rendersBefore = state.renders
  const first = await page(path, headers)
  await expect.poll(() => cache.stats().storing).toBe(0)
  const second = await page(path, headers)
  expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')], path).not.toContain('hit')
  expect(state.renders - rendersBefore, path).toBe(2)
  return { first, second }
}

/** Stores `/` for everybody, so a request that must not be answered from the cache has something to be refused. */
async function storeHome() {
  const before = cache.stats().stored
  await page('/')
  await expect.poll(() => cache.stats().stored).toBe(before + 1)
}

describe('page cache: nothing user-specific', () => {
  it('a signed-in request is neither answered from the cache nor stored', async () => {
    await storeHome()
    await neverCached('/', { ...browser, authorization: 'Bearer 0123456789abcdef' })
    await neverCached('/account-view', { ...browser, authorization: 'Bearer 0123456789abcdef' })
    expect(storedNow()).toBe(1)
  })

  it('a request with a cookie of ours is neither answered nor stored; analytics cookies alone are', async () => {
    await storeHome()
    await neverCached('/', { ...browser, cookie: '_ga=GA1.1.1.1; session=abc' })
    await neverCached('/other', { ...browser, cookie: 'session=abc' })
    const analytics = await page('/', { ...browser, cookie: '_ga=GA1.1.1.1; _ga_ABC123=GS1.1' })
    expect(analytics.headers.get('x-page-cache')).toBe('hit')
  })

  it('a response that sets a cookie is never stored', async () => {
    await neverCached('/sets-cookie')
    expect(storedNow()).toBe(0)
  })

  it('a query string the cache cannot vouch for (a reset token, a click id) is rendered every time', async () => {
    await storeHome()
    await neverCached('/?reset=secret-token')
    await neverCached('/?gclid=abc')
    expect(storedNow()).toBe(1)
  })

  it('customer and admin pages keep a per-request nonce and are rendered every time, however the path is spelt', async () => {
    for (const path of [
      '/profile',
      '/profile/view-profile',
      '/admin/',
      '/Admin/draglamlocations',
      '/%70rofile',
    ]) {
      const { first, second } = await neverCached(path)
      const nonces = [first, second].map(
        (response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
      )
      expect(nonces[0], path).toBeTruthy()
      expect(nonces[1], path).not.toBe(nonces[0])
      expect(await second.text(), path).toContain(`nonce="${nonces[1]}"`)
    }
    expect(storedNow()).toBe(0)
  })

  it('leaves data requests, JSON requests and other methods to the handler', async () => {
    await neverCached('/products.data')
    await neverCached('/', { accept: 'application/json' })
    const rendersBefore = state.renders
    await page('/', browser, 'POST')
    await page('/', browser, 'POST')
    expect(state.renders - rendersBefore).toBe(2)
    expect(storedNow()).toBe(0)
  })
})
