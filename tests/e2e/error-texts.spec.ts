import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import {
  demoAccounts,
  fillSignIn,
  login,
  openSignIn,
  openSite,
  signInDialog,
} from '#tests/e2e/support/site.ts'

/**
 * Errors in words (WCAG 3.3.1, ADR 0021): after a bad submission each highlighted field keeps the red border, has a
 * short text beside it that is its accessible description (aria-describedby), and the form's one polite status
 * region announces which fields to check.
 */
const danger = 'rgb(198, 40, 40)'

async function expectErrorText(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveCSS('border-top-color', danger)
  await expect(field).toHaveAccessibleDescription(text)
  const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
  await expect(field.page().locator(`[id="${describedBy}"]`)).toBeVisible()
}

/** The form's polite status region names the fields to check. */
async function expectAnnounced(form: Locator, text: string) {
  const status = form.getByRole('status').filter({ hasText: 'Please check:' })
  await expect(status).toHaveText(text)
  await expect(status).toHaveCount(1)
}

test.describe('sign-in', () => {
  const refused = 'E-mail or password is not right.'

  for (const [what, email, password] of [
    ['a wrong password', demoAccounts.customer.eMail, 'not-the-password'],
    ['an unknown account', 'nobody-here@example.test', 'whatever-it-is'],
  ] as const) {
    test(`${what} says "${refused}" beside both inputs`, async ({ page, browserErrors }) => {
      browserErrors.expect(httpErrorLog(401, '/api/salt/login'))
      await openSite(page)
      await fillSignIn(page, email, password)
      const dialog = signInDialog(page)
      await expectErrorText(dialog.getByLabel('Email'), refused)
      await expectErrorText(dialog.getByLabel('Password', { exact: true }), refused)
      await expect(dialog.getByText(refused)).toHaveCount(1)
      await expectAnnounced(dialog, 'Please check: Email, Password.')
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('on a phone, the text sits under the inputs inside the popup', async ({ page, browserErrors }) => {
    browserErrors.expect(httpErrorLog(401, '/api/salt/login'))
    await page.setViewportSize({ width: 375, height: 740 })
    await openSite(page)
    await fillSignIn(page, demoAccounts.customer.eMail, 'not-the-password')
    const dialog = signInDialog(page)
    await expect(dialog.getByText(refused)).toBeInViewport()
    await dialog.screenshot({ path: test.info().outputPath('sign-in-error-375.png') })
  })
})

test('reset password: a mismatch says so beside both fields', async ({ page }) => {
  await openSite(page)
  await page.goto('/?reset=a-reset-token-from-the-mail-0000')
  const dialog = page.getByRole('dialog', { name: 'Reset Password' })
  await dialog.getByLabel('New password', { exact: true }).fill('salt-shaker-42')
  await dialog.getByLabel('Confirm new password').fill('salt-shaker-43')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  for (const label of ['New password', 'Confirm new password'])
    await expectErrorText(dialog.getByLabel(label, { exact: true }), 'The passwords do not match.')
  await expectAnnounced(dialog, 'Please check: New password, Confirm new password.')
})

test('change password: a short new password says so beside both fields', async ({ page }) => {
  await login(page, 'customer2', '/profile/change-pass')
  const form = page.getByRole('main')
  await form.getByLabel('Current password').fill('saltcard-demo2')
  await form.getByLabel('New password', { exact: true }).fill('short')
  await form.getByLabel('Confirm new password').fill('short')
  await form.getByRole('button', { name: 'Change password' }).click()
  for (const label of ['New password', 'Confirm new password'])
    await expectErrorText(form.getByLabel(label, { exact: true }), 'Use at least 6 characters.')
  await expectAnnounced(form, 'Please check: New password, Confirm new password.')
  expect(await seriousViolations(page)).toEqual([])
})

async function expectApplicationTexts(dialog: Locator) {
  for (const label of ['Full name', 'Company', 'Contact number', 'Company address'])
    await expectErrorText(dialog.getByLabel(label, { exact: true }), 'Required.')
  await expectErrorText(dialog.getByLabel('Email', { exact: true }), 'Enter a valid e-mail address.')
  await expectAnnounced(dialog, 'Please check: Full name, Company, Email, Contact number, Company address.')
}

test('the applySalt popup: each missing field says what is wrong', async ({ page }) => {
  await openSite(page)
  const signIn = await openSignIn(page)
  await signIn.getByRole('button', { name: 'Apply for a Salt Card' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply for a Salt Card' })
  await dialog.getByRole('button', { name: 'Send application' }).click()
  await expectApplicationTexts(dialog)
  expect(await seriousViolations(page)).toEqual([])
})

test('the register popup: each missing field says what is wrong', async ({ page }) => {
  await openSite(page, '/products/bulk-salt/rock-salt')
  await page.getByRole('button', { name: 'Add to My List: tonne', exact: true }).click()
  await page.keyboard.press('Escape')
  await page.goto('/my-list')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await page.getByRole('button', { name: 'I am a new customer' }).click()
  const dialog = page.getByRole('dialog', { name: 'New customer? Send your list' })
  await dialog.getByRole('button', { name: 'Send my list and application' }).click()
  await expectApplicationTexts(dialog)
})

test('a contact form: each bad field says what is wrong', async ({ page }) => {
  await openSite(page, '/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel('Email').fill('dana.example.com')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expectErrorText(form.getByLabel('Name'), 'Required.')
  await expectErrorText(form.getByLabel('Email'), 'Enter a valid e-mail address.')
  await expectErrorText(form.getByLabel('Message'), 'Required.')
  await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid')
  await expectAnnounced(form, 'Please check: Name, Email, Message.')
})

test('load funds: an amount out of the limits says the limits', async ({ page }: { page: Page }) => {
  await login(page, 'customer', '/profile/load-card')
  const form = page.getByRole('main')
  await form.getByLabel('Amount').fill('1')
  await form.getByRole('button', { name: 'Continue to payment' }).click()
  await expectErrorText(form.getByLabel('Amount'), 'Enter an amount from $50.00 to $10,000.00.')
  await expectAnnounced(form, 'Please check: Amount.')
})
