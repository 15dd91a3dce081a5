import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { login, openSite } from '#tests/e2e/support/site.ts'

const breadcrumb = 'nav[aria-label="Breadcrumb"]'

test('home has no breadcrumbs', async ({ page }) => {
  await openSite(page)
  await expect(page.locator(breadcrumb)).toHaveCount(0)
})

test('the 404 page shows breadcrumbs starting with Home', async ({ page, browserErrors }) => {
  browserErrors.expect(httpErrorLog(404, '/no-such-page'))
  await openSite(page, '/no-such-page')
  const crumbs = page.locator(breadcrumb).getByRole('listitem')
  await expect(crumbs.first().getByRole('link')).toHaveText('Home')
  await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/')
  await expect(crumbs.last().getByRole('link')).toHaveText('No such page')
})

test('crumbs link each cumulative path with the spec labels', async ({ page }) => {
  await openSite(page, '/products/bulk-salt')
  const crumbs = page.locator(breadcrumb).getByRole('listitem')
  await expect(crumbs.nth(0).getByRole('link')).toHaveAttribute('href', '/')
  // The separator before each crumb is decorative (aria-hidden); the label is the crumb's link.
  await expect(crumbs.nth(1).getByRole('link')).toHaveText('Products & Services')
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/products')
  // A parameter segment is labelled by its record: the group's name.
  await expect(crumbs.nth(2).getByRole('link')).toHaveText('Bulk Salt')
  await expect(crumbs).toHaveCount(3)
})

const areas = [
  ['customer', 'My Salt Card'],
  ['admin', 'Admin'],
] as const
for (const [role, heading] of areas) {
  test(`the ${role} area has no breadcrumbs`, async ({ page }) => {
    await login(page, role)
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    await expect(page.locator(breadcrumb)).toHaveCount(0)
  })
}
