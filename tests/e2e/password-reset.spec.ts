import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { waitForPasswordLink } from '#tests/e2e/support/mail.ts'
import { demoAccounts, openSignIn, openSite } from '#tests/e2e/support/site.ts'

test('forgot password mails a link that opens the reset-password popup', async ({ page }) => {
  const { eMail } = demoAccounts.customer
  await openSite(page)
  const signIn = await openSignIn(page)
  await signIn.getByText('Forgot password?').click()
  const email = page.getByRole('dialog').getByLabel('Email')
  await email.fill(eMail)
  await email.press('Enter')
  await expect(page.getByText('Please check your email for the reset password link.')).toBeVisible()

  const link = await waitForPasswordLink(eMail)
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)
  await page.goto(link)
  const reset = page.getByRole('dialog')
  const passwords = reset.locator('input[type="password"]')
  await expect(passwords).toHaveCount(2)

  // Different or short passwords highlight both fields and send nothing.
  await passwords.nth(0).fill('salt-shaker-42')
  await passwords.nth(1).fill('salt-shaker-43')
  await passwords.nth(1).press('Enter')
  await expect(passwords.nth(0)).toHaveAttribute('aria-invalid', 'true')
  await expect(passwords.nth(1)).toHaveAttribute('aria-invalid', 'true')
})
