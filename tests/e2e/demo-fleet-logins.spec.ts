import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

/**
 * The README's demo company users of the first demo customer: the dispatcher sees the company's cards and the users
 * page is the owner's; the driver, on a phone, sees only the plow truck's card. Reads only: no balance is asserted,
 * the autoload spec changes it later.
 */
test('the demo dispatcher sees both cards; the demo driver, on a phone, only the plow truck', async ({
  page,
  browser,
}) => {
  await login(page, 'dispatcher')
  const cards = page.getByRole('table', { name: 'Your Salt Cards' })
  await expect(cards).toContainText('Plow truck 1')
  await expect(cards).toContainText('Loader yard')

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const driverPage = await phone.newPage()
  await login(driverPage, 'driver')
  const card = driverPage.getByRole('article', { name: 'Plow truck 1' })
  await expect(card).toBeVisible()
  await expect(driverPage.getByRole('article')).toHaveCount(1)
  await expect(card.getByRole('img', { name: 'Pickup QR code of card 7001000000000017' })).toBeInViewport()
  await expect.poll(() => driverPage.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  await driverPage.screenshot({ path: test.info().outputPath('demo-driver-375.png') })
  await phone.close()
})
