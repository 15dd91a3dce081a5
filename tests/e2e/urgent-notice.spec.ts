import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, urgentNotice } from '#tests/e2e/support/site.ts'

test('the urgent notice opens once per browser session', async ({ page, browser, browserErrors }) => {
  await page.goto('/')
  await expect(urgentNotice(page)).toBeVisible()
  await expect(urgentNotice(page)).toContainText(/Ontario/)
  await expect(urgentNotice(page)).toContainText(/pric/i)
  await closeDialog(page)

  // Opening the My List sidebar proves the reloaded page is hydrated, so the notice would have opened by now.
  await page.reload()
  await page.getByRole('button', { name: /My List/ }).click()
  await expect(page.getByText('Your list is Empty')).toBeVisible()
  await expect(urgentNotice(page)).toHaveCount(0)

  const nextSession = await browser.newContext()
  await browserErrors.watch(nextSession)
  const freshPage = await nextSession.newPage()
  await freshPage.goto('/')
  await expect(urgentNotice(freshPage)).toBeVisible()
  await nextSession.close()
})
