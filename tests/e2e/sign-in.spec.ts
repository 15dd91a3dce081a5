import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import {
  demoAccounts,
  fillSignIn,
  login,
  mySaltCard,
  openSignIn,
  openSite,
  signInDialog,
} from '#tests/e2e/support/site.ts'

test('My Salt Card opens the sign-in popup for a visitor', async ({ page }) => {
  await openSite(page)
  const dialog = await openSignIn(page)
  await expect(dialog.getByLabel('Email')).toBeVisible()
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('a wrong password highlights both inputs and stays put', async ({ page, browserErrors }) => {
  browserErrors.expect(httpErrorLog(401, '/api/salt/login'))
  await openSite(page)
  await fillSignIn(page, demoAccounts.customer.eMail, 'not-the-password')
  const dialog = signInDialog(page)
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/')
})

test('a customer signs in, sees the cards, and logs out', async ({ page }) => {
  await openSite(page)
  // Upper case on purpose: the username is lower-cased before sign-in.
  await fillSignIn(page, demoAccounts.customer.eMail.toUpperCase(), demoAccounts.customer.password)
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { name: 'My Salt Card' })).toBeVisible()
  // Each card's row: number, name and balance (the name is in the DOM twice, one copy per screen width).
  await expect(page.getByRole('row', { name: /7001000000000017\s+Plow truck 1\s+\$1,250\.00/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /7001000000000025\s+Loader yard\s+\$480\.50/ })).toBeVisible()

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.locator('[aria-busy="true"]')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await openSignIn(page)
})

test('an admin signs in and lands in the admin area', async ({ page }) => {
  await openSite(page)
  await fillSignIn(page, demoAccounts.admin.eMail, demoAccounts.admin.password)
  await expect(page).toHaveURL('/admin/')
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible()
})

test('a signed-in customer opening the admin area ends at /profile', async ({ page }) => {
  await login(page, 'customer', '/admin/')
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { name: 'My Salt Card' })).toBeVisible()
})

test('My Salt Card takes a signed-in customer to the profile', async ({ page }) => {
  await login(page, 'customer', '/')
  await mySaltCard(page).click()
  await expect(page).toHaveURL('/profile')
})

test('a visitor opening /profile is sent home with the sign-in popup open', async ({ page }) => {
  await openSite(page)
  await page.goto('/profile')
  await expect(page).toHaveURL('/')
  await expect(signInDialog(page)).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the cards table keeps every balance in view without scrolling sideways', async ({ page }) => {
    await login(page, 'customer')
    const row = page.getByRole('row', { name: /7001000000000017\s+Plow truck 1\s+\$1,250\.00/ })
    await expect(row).toBeVisible()
    const balance = row.getByRole('cell', { name: '$1,250.00' })
    // Scrolling down is fine (where the table starts depends on the fonts): only the window, and only vertically,
    // so a table wrapper that scrolls sideways cannot bring the balance into view for the test.
    await balance.evaluate((cell) => window.scrollBy(0, cell.getBoundingClientRect().top - 200))
    await expect(balance).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
