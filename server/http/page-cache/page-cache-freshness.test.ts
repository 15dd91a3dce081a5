import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startPageCacheServer } from '#tests/support/unit/page-cache-test-server.ts'

const server = await startPageCacheServer({ maxEntries: 3 })
const { cache, state, page } = server
afterAll(server.close)

beforeEach(() => {
  cache.clear()
  state.clock = 0
  state.renders = 0
})

async function rendered(path: string) {
  const before = cache.stats().stored
  const response = await page(path)
  await expect.poll(() => cache.stats().stored).toBe(before + 1)
  return response
}

/** As a browser revalidates (fetch would add `cache-control: no-cache` to a conditional request on its own). */
const revalidate = (path: string, etag: string) =>
  page(path, { accept: 'text/html', 'if-none-match': etag, 'cache-control': 'max-age=0' })

describe('page cache: freshness', () => {
  it('answers a matching revalidation with 304 and the same policy, from the cache and from a render', async () => {
    const first = await rendered('/')
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    const hit = await revalidate('/', etag)
    expect(hit.status).toBe(304)
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await hit.text()).toBe('')
    const changed = await revalidate('/', 'W/"other"')
    expect(changed.status).toBe(200)
    cache.clear()
    const renderedAgain = await revalidate('/stable', 'W/"other"')
    const stableTag = renderedAgain.headers.get('etag')!
    cache.clear()
    const notModifiedRender = await revalidate('/stable', stableTag)
    expect(notModifiedRender.headers.get('x-page-cache')).toBe('miss')
    expect(notModifiedRender.status).toBe(304)
  })

  it('keeps the tag of unchanged content across renders, so a revalidation after the TTL is still a 304', async () => {
    const etag = (await rendered('/stable')).headers.get('etag')!
    state.clock = 5_001
    await rendered('/stable')
    const again = await revalidate('/stable', etag)
    expect(state.renders).toBe(2)
    expect(again.status).toBe(304)
  })

  it('a render that began before a content change is not kept after it', async () => {
    const during = page('/slow')
    await expect.poll(() => state.finishSlowRender).not.toBeNull()
    cache.clear()
    state.finishSlowRender!()
    state.finishSlowRender = null
    expect((await during).headers.get('x-page-cache')).toBe('miss')
    const stored = cache.stats().stored
    const after = page('/slow')
    await expect.poll(() => state.finishSlowRender).not.toBeNull()
    state.finishSlowRender!()
    state.finishSlowRender = null
    expect((await after).headers.get('x-page-cache')).toBe('miss')
    await expect.poll(() => cache.stats().stored).toBe(stored + 1)
    expect((await page('/slow')).headers.get('x-page-cache')).toBe('hit')
  })

  it('keeps a page no longer than the read-model data it was rendered from', async () => {
    await rendered('/from-read-model')
    state.clock = 2_999
    expect((await page('/from-read-model')).headers.get('x-page-cache')).toBe('hit')
    // The data ran out at 3 s, before the page's own 5 s: another process's change must not wait for both.
    state.clock = 3_000
    expect((await page('/from-read-model')).headers.get('x-page-cache')).toBe('miss')
  })

  it('a content change empties the cache at once', async () => {
    await rendered('/')
    cache.clear()
    const next = await page('/')
    expect(next.headers.get('x-page-cache')).toBe('miss')
    expect(await next.text()).toContain('render 2')
  })

  it('past the TTL, one request renders the page again while the others still get the stored copy', async () => {
    const finishRender = async () => {
      await expect.poll(() => state.finishSlowRender).not.toBeNull()
      state.finishSlowRender!()
      state.finishSlowRender = null
    }
    const first = page('/slow')
    await finishRender()
    await first
    await expect.poll(() => cache.stats().storing).toBe(0)
    state.clock = 5_001
    const stored = cache.stats().stored
    const refresh = page('/slow')
    await expect.poll(() => state.finishSlowRender).not.toBeNull()
    const meanwhile = await page('/slow')
    expect(meanwhile.headers.get('x-page-cache')).toBe('hit')
    expect(await meanwhile.text()).toContain('render 1')
    await finishRender()
    expect((await refresh).headers.get('x-page-cache')).toBe('miss')
    await expect.poll(() => cache.stats().stored).toBe(stored + 1)
    expect(await (await page('/slow')).text()).toContain('render 2')
  })

  it('renders again once the TTL has passed', async () => {
    await rendered('/')
    state.clock = 5_001
    expect(await (await page('/')).text()).toContain('render 2')
  })

  it('keeps the 404 page with its status, but never an error page', async () => {
    await rendered('/missing')
    const missing = await page('/missing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-page-cache')).toBe('hit')
    await page('/broken')
    const broken = await page('/broken')
    expect(broken.status).toBe(500)
    expect(broken.headers.get('x-page-cache')).toBe('miss')
    expect(state.renders).toBe(3)
  })

  it('keys by the whole URL and holds at most maxEntries pages', async () => {
    await rendered('/a?page=1')
    await rendered('/a?page=2')
    expect(state.renders).toBe(2)
    await rendered('/b')
    await rendered('/c')
    await page('/a?page=1')
    expect(state.renders).toBe(5)
  })
})
