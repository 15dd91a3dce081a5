import type { Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

/** ADR 0030: a contractor types 40 t of bulk salt beside the spec's plus and minus. */
const rockSaltPage = '/products/bulk-salt/rock-salt'
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'My List' })
const tonnesField = (scope: Page | ReturnType<typeof sidebar>) =>
  scope.getByRole('textbox', { name: 'Rock Salt, quantity in tonnes' })
const rockSaltRow = (scope: Page | ReturnType<typeof sidebar>) =>
  scope.getByRole('row', { name: /Rock Salt/ }).first()

test('a customer types 40 t of bulk salt, sees it in the sidebar and the list, sends it; staff see 40 t', async ({
  page,
}) => {
  // Sidebar, list page, a refused quantity, sending, then the manager's screen: several screens' worth of time.
  test.slow()
  await login(page, 'customer', rockSaltPage)
  await page.getByRole('button', { name: 'Add to My List: tonne', exact: true }).click()
  const panel = sidebar(page)
  await expect(panel).toBeVisible()
  await expect(tonnesField(panel)).toHaveValue('1')

  await tonnesField(panel).fill('40')
  await expect(rockSaltRow(panel)).toContainText('40 tonnes')
  // The spec's controls stay as they are: plus is blocked above 5, minus still takes one off.
  await expect(panel.getByRole('button', { name: 'Add one Rock Salt, tonne' })).toBeDisabled()
  await expect(panel.getByRole('button', { name: 'Remove one Rock Salt, tonne' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await page.goto('/my-list')
  await expect(rockSaltRow(page)).toContainText('40 tonnes')
  const field = tonnesField(page)
  await expect(field).toHaveValue('40')

  // Above the unit's maximum: said in words once the field is left, linked to the field; the list keeps 40 t.
  await field.fill('60.5')
  await field.press('Tab')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Ask for 1 to 60.')
  await expect(rockSaltRow(page)).toContainText('40 tonnes')
  await field.fill('40.05')
  await field.press('Enter')
  await expect(field).toHaveAccessibleDescription('Ask in tenths of a tonne, like 40.5.')
  await field.fill('40')
  await expect(field).not.toHaveAttribute('aria-invalid')

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/salt/send-email') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Send my request' }).click()
  const response = await sent
  expect(response.status()).toBe(200)
  const { requestId } = (await response.json()) as { requestId: number }
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible()

  await login(page, 'manager', `/admin/listrequests/${requestId}`)
  await expect(page.getByRole('heading', { level: 1, name: `List request #${requestId}` })).toBeVisible()
  const items = page.getByRole('region', { name: 'Items' })
  await expect(items.getByRole('row', { name: /Rock Salt/ })).toContainText('40 tonnes')
})
