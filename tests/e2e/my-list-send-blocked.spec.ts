import { expect, test } from '#tests/e2e/support/fixtures.ts'
import type { Page } from '@playwright/test'
import { openSite } from '#tests/e2e/support/site.ts'

const listSignIn = (page: Page) => page.getByRole('dialog', { name: 'Sign in to send your list' })

/** ADR 0030, 0036: Send refuses while a typed quantity is one the unit does not allow. */
test('Send with 75 t typed stops at the field, says why, sends nothing; with 40 t it goes on', async ({
  page,
}) => {
  await openSite(page, '/products/bulk-salt/rock-salt')
  await page.getByRole('button', { name: 'Add to My List: tonne', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'My List' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto('/my-list')
  const field = page.getByRole('textbox', { name: 'Rock Salt, quantity in tonnes' })
  await field.fill('75')
  const send = page.getByRole('button', { name: 'Send my request' })
  await send.click()
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Ask for 1 to 60.')
  // Signed out, a Send that went on would open the sign-in popup: it stays shut.
  await expect(listSignIn(page)).toBeHidden()

  await field.fill('40')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await send.click()
  await expect(listSignIn(page)).toBeVisible()
})
