import type { Page } from '@playwright/test'
import { demoBannerText } from '#app/lib/texts/shop-mode.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login, openSite } from '#tests/e2e/support/site.ts'

/**
 * Issue 12: the demo run says so on every page (public, customer, admin), from the first paint; and every kind of
 * page runs under the strict, nonce-based CSP (any script it refuses is a console error, which fails the test).
 */
const banner = (page: Page) => page.getByRole('banner').getByText(demoBannerText, { exact: true })

/** The banner is the first thing on the page: at the very top, full width. */
async function expectBannerOnTop(page: Page) {
  await expect(banner(page)).toBeVisible()
  const box = await banner(page).boundingBox()
  expect(box?.y).toBe(0)
  expect(box?.width).toBe(page.viewportSize()?.width)
}

test.describe('the demo banner', () => {
  test('is in the server-rendered page, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/', '/products', '/location/bradford', '/profile', '/admin/']) {
      await page.goto(path)
      await expectBannerOnTop(page)
    }
    await context.close()
  })

  test('stays on public, customer and admin pages, at 1280 and 375 px', async ({ page }) => {
    // Two sign-ins and seven page loads: more than the default time on a busy machine.
    test.slow()
    await openSite(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/products')
      await expectBannerOnTop(page)
      await page.screenshot({ path: test.info().outputPath(`public-${width}.png`) })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await login(page, 'customer')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectBannerOnTop(page)
    await login(page, 'manager')
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
    await expectBannerOnTop(page)
    await page.screenshot({ path: test.info().outputPath('admin-1280.png') })
    await page.setViewportSize({ width: 375, height: 800 })
    await expectBannerOnTop(page)
    await page.screenshot({ path: test.info().outputPath('admin-375.png') })
  })
})

test.describe('the strict CSP', () => {
  test("every kind of page runs under a nonce and 'strict-dynamic', lazy chunks and prefetched pages included", async ({
    page,
  }) => {
    test.slow()
    await openSite(page)
    const response = await page.goto('/products')
    const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]
    expect(scriptSrc?.split(' ')).toEqual([expect.stringMatching(/^'nonce-/), "'strict-dynamic'", "'self'"])
    // The idle prefetch adds a page's data and modulepreload links (React puts them in the head): they load under
    // the CSP too.
    await expect
      .poll(() => page.locator('link[rel="prefetch"][as="fetch"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The admin's screens are lazy chunks, loaded by the router after the page started.
    await login(page, 'manager', '/admin/draglamlocations')
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  })
})
