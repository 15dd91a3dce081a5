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

    // The customer's cards table and load-funds form are still a few pixels too wide at 320 px: they become stacked
    // cards with the phone work still to come, and this check then covers 320 px too.
    if (width > 320)
      test('no customer page scrolls sideways', async ({ page }) => {
        await login(page, 'customer')
        const found: string[] = []
        for (const path of customerRoutes) {
          await page.goto(path)
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
          found.push(...(await sidewaysScroll(page)).map((line) => `${path}: ${line}`))
        }
        expect(found).toEqual([])
      })
  })
}
