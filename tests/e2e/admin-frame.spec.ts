import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { login, urgentNotice } from '#tests/e2e/support/site.ts'
import { notFoundMessage, notFoundTitle } from '#domain/site/texts.ts'

const adminNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Admin' })

test.describe('the admin frame and staff levels', () => {
  test('the owner sees every section of part 1 and a dashboard of yards open now and closed today', async ({
    page,
  }) => {
    await login(page, 'admin')
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
    await expect(adminNav(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Locations',
      'Weather',
      'Product groups',
      'Products',
      'News & blogs',
      'Customers',
      'Applications',
      'List requests',
      'Card requests',
      'Track transactions',
      'Staff',
      'Audit log',
    ])
    const open = page.getByRole('region', { name: /^Open now/ })
    await expect(open).toContainText(/\(\d+ of 11\)/)
    await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText('Oshawa Docks shows')
    await expect(page.getByRole('region', { name: 'Drafts and scheduled' })).toBeVisible()
    // Staff are not visitors: the shortage notice stays away from the admin area.
    await expect(urgentNotice(page)).toHaveCount(0)
  })

  test('yard staff see only their sections; a page above their level leads to the locations list', async ({
    page,
  }) => {
    await login(page, 'yard')
    await expect(adminNav(page).getByRole('link')).toHaveText(['Dashboard', 'Locations', 'Weather'])
    await expect(page.getByRole('region', { name: 'Drafts and scheduled' })).toHaveCount(0)
    await page.goto('/admin/draglamproducts')
    await expect(page).toHaveURL(/\/admin\/draglamlocations$/)
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  })

  test('the editor reaches the catalogue and posts, and the legacy OLD_id path leads to the locations list', async ({
    page,
  }) => {
    await login(page, 'editor', '/admin/draglamlocations/OLD_id')
    await expect(page).toHaveURL(/\/admin\/draglamlocations$/)
    await expect(adminNav(page).getByRole('link', { name: 'Products' })).toBeVisible()
    await expect(adminNav(page).getByRole('link', { name: 'Track transactions' })).toHaveCount(0)
  })

  test('a customer who opens the admin area goes to their own; an unknown section is a 404', async ({
    page,
    browserErrors,
  }) => {
    await login(page, 'customer', '/admin/')
    await expect(page).toHaveURL(/\/profile$/)
    browserErrors.expect(httpErrorLog(404, '/admin/nothing-here'))
    const response = await page.goto('/admin/nothing-here')
    expect(response?.status()).toBe(404)
  })

  test('an unknown record shows the 404 page with its texts', async ({ page, browserErrors }) => {
    browserErrors.expect(httpErrorLog(404, '/api/salt/admin/locations/999999'))
    await login(page, 'admin', '/admin/draglamlocations/999999')
    await expect(page.getByRole('heading', { level: 1, name: notFoundTitle })).toBeVisible()
    await expect(page.getByText(notFoundMessage, { exact: true })).toBeVisible()
  })
})
