import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { mySaltCard, openSignIn, openSite, signInDialog, urgentNotice } from '#tests/e2e/support/site.ts'

test('two popups asked for at once leave one open', async ({ page }) => {
  // A new session's first view asks for the urgent notice; the profile guard asks for sign-in.
  await page.goto('/profile')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('dialog').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(signInDialog(page).or(urgentNotice(page))).toBeVisible()
})

test('Escape closes the popup and gives focus back', async ({ page }) => {
  await openSite(page)
  await openSignIn(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(mySaltCard(page)).toBeFocused()
})

test('Tab and Shift+Tab stay inside the open popup', async ({ page }) => {
  await openSite(page)
  const dialog = await openSignIn(page)
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  const focusInsideDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(key)
      expect(await focusInsideDialog(), `${key} × ${step + 1}`).toBe(true)
    }
  }
})

test('a route change closes the open popup', async ({ page }) => {
  await openSite(page)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('link', { name: 'About', exact: true }).first().click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  await openSignIn(page)
  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Still the same document: the navigation was the app's own, not a page load.
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

test('following a link closes the My List sidebar', async ({ page }) => {
  await openSite(page)
  await page.getByRole('button', { name: /My List/ }).click()
  const sidebar = page.getByRole('dialog', { name: 'My List' })
  await expect(sidebar).toBeVisible()
  await sidebar.getByRole('link', { name: 'Browse products' }).click()
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products & Services' })).toBeVisible()
  await expect(sidebar).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu closes when a route changes', async ({ page }) => {
    await openSite(page)
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await expect(menu).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})
