import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { urgentNotice } from '#tests/e2e/support/site.ts'

/**
 * ADR 0016, 0042 and 0043: a page paints its server-rendered HTML before it runs a script, then hydrates. Its styles
 * come in the HTML, so nothing stands between the HTML and the paint; its scripts download meanwhile, at low priority.
 * Measured in the browser: the first contentful paint against the moment the boot script hands React Router its route
 * modules (they have run by then), and no stylesheet request at all.
 */
for (const path of ['/', '/products/bulk-salt/rock-salt', '/location/bradford']) {
  test(`${path} paints before it runs its scripts, then works as an app`, async ({ page }) => {
    await page.addInitScript(() => {
      let modules: unknown
      Object.defineProperty(window, '__reactRouterRouteModules', {
        configurable: true,
        get: () => modules,
        set: (value) => {
          modules = value
          Object.assign(window, { __routeModulesRanAt: performance.now() })
        },
      })
    })
    await page.goto(path, { waitUntil: 'load' })
    // The urgent notice opens only once the page has hydrated and asked the API.
    await expect(urgentNotice(page)).toBeVisible()
    const timing = await page.evaluate(() => {
      const requests = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        modulesRan: (window as unknown as { __routeModulesRanAt?: number }).__routeModulesRanAt,
        stylesheets: requests.filter((path) => path.endsWith('.css')),
        styled: document.querySelectorAll('head style').length,
        scripts: requests.filter((path) => path.endsWith('.js')),
      }
    })
    expect(timing.paint).toBeDefined()
    expect(timing.modulesRan, `first contentful paint at ${timing.paint} ms`).toBeGreaterThan(timing.paint!)
    expect(timing.scripts.length).toBeGreaterThan(3)
    expect(timing.stylesheets).toEqual([])
    expect(timing.styled).toBeGreaterThan(0)
  })
}

test('the scripts are preloaded at low priority, the shell first', async ({ page }) => {
  const response = await page.request.get('/')
  const preloads = [...(await response.text()).matchAll(/<link rel="modulepreload"[^>]*>/g)].map(
    ([link]) => link,
  )
  expect(preloads.length).toBeGreaterThan(3)
  for (const link of preloads) expect(link).toContain('fetchpriority="low"')
  expect(preloads[0]).toMatch(/href="\/assets\/storefront-[^"]+\.js"/)
})

test('a page opened in a background tab boots without waiting to be shown', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true })
  })
  await page.goto('/')
  // It hydrates: the urgent notice opens only then.
  await expect(urgentNotice(page)).toBeVisible()
})
