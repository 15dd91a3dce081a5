import type { Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, login } from '#tests/e2e/support/site.ts'

const productPath = '/products/bulk-salt/rock-salt'
/** Each run's own amounts, so a price left by an earlier run never passes for this one's. */
const cents = 1000 + (Date.now() % 8000)
const listPrice = `${Math.floor(cents / 100) + 60}.${String(cents % 100).padStart(2, '0')}`
const contractPrice = `${Math.floor(cents / 100) + 50}.${String(cents % 100).padStart(2, '0')}`

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

/**
 * Prices (ADR 0031): an editor sets Rock Salt's list price per tonne at Bradford, a manager gives the demo
 * customer a contract price for it, and the customer sees their own price on the product page; a visitor sees none.
 */
test.describe('prices', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('editor list price, manager contract price, the customer sees “Your price at Bradford”', async ({
    page,
    browser,
  }) => {
    test.slow()
    await login(page, 'editor', '/admin/prices')
    await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible()
    await page.getByRole('link', { name: 'Rock Salt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prices: Rock Salt' })).toBeVisible()
    const listForm = page.getByRole('form', { name: 'Set a list price' })
    await listForm.getByLabel('Unit', { exact: true }).selectOption('tonne')
    await listForm.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
    await listForm.getByLabel('Price per unit ($)').fill(listPrice)
    await listForm.getByRole('button', { name: 'Save the price' }).click()
    await expect(listForm.getByRole('status')).toHaveText(/Saved/)
    const listRow = page.getByRole('row').filter({ hasText: `$${listPrice}` })
    await expect(listRow).toContainText('Bradford')
    await expect(listRow).toContainText('In force')
    await shot(page, 'editor-list-price-1280')

    // An editor may not set contract prices: the customers' screens are not theirs, and the API says 403.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const refused = await page.request.post('/api/salt/admin/customers/1/contract-prices', {
      headers: { authorization: `Bearer ${token}` },
      data: { productId: 1, unitName: 'tonne', locationId: 1, price: '1', effectiveFrom: '2026-01-01' },
    })
    expect(refused.status()).toBe(403)

    const manager = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await login(manager, 'manager', '/admin/customers')
    await manager.getByRole('searchbox', { name: 'Search' }).fill(demoAccounts.customer.eMail)
    await manager.getByRole('button', { name: 'Search', exact: true }).click()
    await manager.getByRole('main').getByRole('link', { name: 'Northern Plowing Ltd.', exact: true }).click()
    const contractForm = manager.getByRole('form', { name: 'Set a contract price' })
    await contractForm.getByLabel('Product', { exact: true }).selectOption({ label: 'Rock Salt' })
    await contractForm.getByLabel('Unit', { exact: true }).selectOption('tonne')
    await contractForm.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
    await contractForm.getByLabel('Price per unit ($)').fill(contractPrice)
    await contractForm.getByRole('button', { name: 'Save the contract price' }).click()
    await expect(contractForm.getByRole('status')).toHaveText(/Saved/)
    await expect(manager.getByRole('row').filter({ hasText: `$${contractPrice}` })).toContainText('In force')
    await shot(manager, 'manager-contract-price-375')
    await manager.close()

    const customer = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await login(customer, 'customer', productPath)
    await expect(customer.getByText(`Your price at Bradford: $${contractPrice} per tonne`)).toBeVisible()
    await expect(customer.getByText(/Before taxes \(HST 13 %\)/)).toBeVisible()
    await shot(customer, 'customer-your-price-375')
    await customer.close()

    // Rock Salt's public prices are off: a visitor sees no price.
    const visitor = await browser.newPage()
    await visitor.goto(productPath)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Rock Salt' })).toBeVisible()
    await expect(visitor.getByRole('heading', { name: 'Prices' })).toHaveCount(0)
    await expect(visitor.getByText(`$${listPrice}`)).toHaveCount(0)
    await visitor.close()
  })
})
