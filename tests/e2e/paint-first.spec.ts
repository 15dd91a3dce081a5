import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { urgentNotice } from '#tests/e2e/support/site.ts'

/**
 * ADR 0016: a page paints its server-rendered HTML before it asks for a script, then hydrates. Measured
 * in the browser: the first contentful paint's time against the start of every script request of the page load.
 */
for (const path of ['/', '/products/bulk-salt/rock-salt', '/location/bradford']) {
  test(`${path} paints before it loads its scripts, then works as an app`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' })
    // The urgent notice opens only once the page has hydrated and asked the API.
    await expect(urgentNotice(page)).toBeVisible()
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(timing.paint).toBeDefined()
    expect(timing.scripts.length).toBeGreaterThan(3)
    const early = timing.scripts.filter((script) => script.start < timing.paint!)
    expect(early, `first contentful paint at ${timing.paint} ms`).toEqual([])
  })
}

test('a page opened in a background tab boots without waiting to be shown', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true })
  })
  await page.goto('/')
  // It hydrates: the urgent notice opens only then.
  await expect(urgentNotice(page)).toBeVisible()
})
