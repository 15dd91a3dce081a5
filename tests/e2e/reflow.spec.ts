import { sidewaysScroll } from '#tests/e2e/support/reflow.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { customerRoutes, publicRoutes } from '#tests/e2e/support/routes.ts'
import { login, openSite } from '#tests/e2e/support/site.ts'

/**
 * No page scrolls sideways at the narrowest phone, a tablet and a small laptop (the accessibility walks check 375 and
 * 1280 px). Each width is one test that walks every route.
 */
for (const width of [320, 768, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    test.describe.configure({ timeout: 120_000 })

    test('no public page scrolls sideways', async ({ page, browserErrors }) => {
      browserErrors.expect(httpErrorLog(404, '/no-such-page'))
      await openSite(page)
      const found: string[] = []
      for (const path of publicRoutes) {
        await page.goto(path)
        await expect(page.getByRole('main')).toBeVisible()
        found.push(...(await sidewaysScroll(page)).map((line) => `${path}: ${line}`))
      }
      expect(found).toEqual([])
    })

    test('no customer page scrolls sideways', async ({ page }) => {
      await login(page, 'customer')
      const found: string[] = []
      for (const path of customerRoutes) {
        await page.goto(path)
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
        // The account's transactions load after the page: wait for the first (a card on a phone, a row from 768 px).
        if (path === '/profile/salt-transaction')
          await expect(page.getByRole('main').locator('li:visible, tbody tr:visible').first()).toBeVisible()
        found.push(...(await sidewaysScroll(page)).map((line) => `${path}: ${line}`))
      }
      expect(found).toEqual([])
    })
  })
}
