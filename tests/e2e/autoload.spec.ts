import type { Page } from '@playwright/test'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

/**
 * Autoload from the customer's side (ADR 0028), on the first demo customer's "Plow truck 1": runs in the admin
 * project, after the storefront specs have read its seeded balance. Its pickup is at Kitchener, a yard no other
 * spec filters on.
 */
const plowTruck = { cardNo: '7001000000000017', name: 'Plow truck 1' }

const panel = (page: Page) => page.getByRole('region', { name: new RegExp(plowTruck.name) })

/** The balance the panel shows, in cents. */
async function shownBalanceCents(page: Page): Promise<number> {
  const text = await panel(page).getByRole('definition').first().innerText()
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100)
}

test('set up autoload on the sandbox page; a pickup below the threshold tops the card up and lists the attempt', async ({
  page,
}) => {
  test.slow()
  await login(page, 'customer', '/profile/autoload')
  await expect(page.getByRole('heading', { name: 'Autoload', level: 1 })).toBeVisible()
  await expect(panel(page).getByText('Autoload off')).toBeVisible()
  const before = await shownBalanceCents(page)

  await panel(page).getByRole('button', { name: 'Set up autoload' }).click()
  // The threshold just under today's balance, so one small pickup crosses it.
  await panel(page)
    .getByLabel('Top up when the balance falls below ($)')
    .fill(((before - 500) / 100).toFixed(2))
  await panel(page).getByLabel('Top-up amount ($)').fill('100')
  await panel(page).getByLabel('Monthly maximum ($)').fill('500')
  await panel(page).getByRole('button', { name: 'Continue to save a card' }).click()

  await expect(page.getByRole('heading', { name: /Save a card for/ })).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Pat Plower')
  await page.getByRole('button', { name: 'Save card' }).click()

  await expect(page).toHaveURL(/\/profile\/autoload$/)
  await expect(page.getByText('Your card is saved and autoload is on.')).toBeVisible()
  await expect(panel(page).getByText('Autoload on')).toBeVisible()
  await expect(panel(page).getByText('Visa ending 4242')).toBeVisible()
  await expect(panel(page).getByText('$0.00 of $500.00')).toBeVisible()

  const response = await page.request.post('/api/salt/pickups', {
    headers: { 'x-api-key': demoScaleHouseKey },
    data: {
      ticketNo: `E2E-AUTOLOAD-${Date.now()}`,
      cardNo: plowTruck.cardNo,
      locationSlug: 'kitchener',
      product: 'Rock Salt',
      tonnes: 0.1,
      amountCents: 1_000,
      PrintedDateTime: new Date().toISOString(),
    },
  })
  expect(response.status(), await response.text()).toBe(200)

  // The server's worker charges the saved card within a pass or two; the page shows it once reloaded.
  await expect(async () => {
    await page.reload()
    await expect(panel(page).getByText(/\$100\.00, Loaded/)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  expect(await shownBalanceCents(page)).toBe(before - 1_000 + 10_000)
  await expect(panel(page).getByText('$100.00 of $500.00')).toBeVisible()
})
