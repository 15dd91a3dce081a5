import type { Page } from '@playwright/test'
import { demoBannerText } from '#domain/site/shop-mode-texts.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login, openSite } from '#tests/e2e/support/site.ts'

/**
 * The demo run says so on every page (public, customer, admin), from the first paint; and every kind of
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

  test('stays on public pages, at 1280 and 375 px', async ({ page }) => {
    await openSite(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/products')
      await expectBannerOnTop(page)
      await page.screenshot({ path: test.info().outputPath(`public-${width}.png`) })
    }
  })

  test("stays on the customer's pages", async ({ page }) => {
    await login(page, 'customer')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectBannerOnTop(page)
  })

  test('stays on admin pages, at 1280 and 375 px', async ({ page }) => {
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
  test("public pages run under hashes, admin pages under a nonce, both with 'strict-dynamic': lazy chunks and prefetched pages included", async ({
    page,
  }) => {
    // Not every refusal is a console error (a caught eval probe is not): every violation the page reports counts.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as { cspViolations?: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    const violations = () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)
    // Signed in as staff on a public page, so the admin's lazy screens can follow in the same page.
    test.slow()
    await login(page, 'manager', '/products')
    const response = await page.reload()
    const scriptSrc = (policy: string | undefined) => /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ')
    // A public page is stored for everybody (page cache): its inline scripts are named by their hashes.
    const publicSources = scriptSrc(response?.headers()['content-security-policy']) ?? []
    expect(publicSources.slice(-2)).toEqual(["'strict-dynamic'", "'self'"])
    expect(publicSources.length).toBeGreaterThan(2)
    for (const source of publicSources.slice(0, -2)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    // The idle prefetch adds a page's data and modulepreload links (React puts them in the head): they load under
    // the CSP too.
    await expect
      .poll(() => page.locator('link[rel="prefetch"][as="fetch"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    expect(await violations()).toEqual([])
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
    // The admin's screens are lazy chunks, loaded by the router after the page started.
    const admin = await page.goto('/admin/draglamlocations')
    expect(scriptSrc(admin?.headers()['content-security-policy'])).toEqual([
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
      "'self'",
    ])
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})
