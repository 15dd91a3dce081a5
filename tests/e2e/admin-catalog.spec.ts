import type { Page } from '@playwright/test'
import { slugify } from '#domain/kernel/slug.ts'
import { unitNeededText } from '#domain/catalogue/admin-schemas.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { login } from '#tests/e2e/support/site.ts'

const productsAdmin = '/admin/draglamproducts'
const groupsAdmin = '/admin/draglamproductgroups'

const statusOf = async (page: Page, path: string) =>
  (await page.request.get(path, { maxRedirects: 0 })).status()

test('an editor creates, publishes, renames and deletes a product; the storefront follows each step', async ({
  page,
}) => {
  // One long walk through admin and storefront pages; the default 30 s is for a single screen.
  test.slow()
  const name = `Frost Guard ${Date.now().toString(36)}`
  const slug = slugify(name)
  const productPath = `/products/bagged-salt/${slug}`
  await login(page, 'editor', `${productsAdmin}/add-new`)
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill(name)
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug)
  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Bagged Salt' })
  await page.getByLabel('Summary', { exact: true }).fill('A pail of blended ice melter for steps.')
  // Published without a unit: refused beside the units, and nothing is created.
  await page.getByLabel('Status', { exact: true }).selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(unitNeededText)).toBeVisible()
  await expect(page).toHaveURL(`${productsAdmin}/add-new`)

  await page.getByLabel('Status', { exact: true }).selectOption('draft')
  await page.getByRole('button', { name: 'Add unit' }).click()
  const unit = page.getByRole('group', { name: 'Unit 1' })
  await unit.getByLabel('Unit name').fill('pail')
  await unit.getByLabel('Minimum quantity').fill('2')
  await page.getByRole('button', { name: 'Save' }).click()
  // The new record's own page, reached without the unsaved-changes question (a dialog would block this).
  await expect(page).toHaveURL(new RegExp(`${productsAdmin}/\\d+$`))
  await expect(page.getByRole('heading', { name })).toBeVisible()
  expect(await statusOf(page, productPath)).toBe(404)

  await page.getByLabel('Status', { exact: true }).selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  const editUrl = page.url()

  await page.goto('/products/bagged-salt')
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
  await page.goto(productPath)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('A pail of blended ice melter for steps.')).toBeVisible()

  await page.goto(editUrl)
  await page.getByLabel('Slug', { exact: true }).fill(`${slug}-pro`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  const moved = await page.request.get(productPath, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe(`${productPath}-pro`)

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(`${productsAdmin}?deleted=1`)
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible()
  expect(await statusOf(page, `${productPath}-pro`)).toBe(404)
})

test('deleting a group that still has products says why, and the group stays', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(httpErrorLog(409, '/api/salt/freq'))
  await login(page, 'editor', groupsAdmin)
  await page.getByRole('searchbox').fill('bulk salt')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByRole('table').getByRole('link', { name: 'Bulk Salt', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Bulk Salt' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Delete Bulk Salt?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const refusal = page.getByRole('dialog', { name: 'Not deleted' })
  await expect(refusal).toContainText(
    /This group still has \d+ products\. Move them to another group or delete them first\./,
  )
  expect(await statusOf(page, '/products/bulk-salt')).toBe(200)
})

for (const width of [1280, 768, 375]) {
  test(`the catalogue forms and lists fit a ${width} px screen, without serious axe findings`, async ({
    page,
  }, testInfo) => {
    // Five screens, each checked by axe.
    test.slow()
    await page.setViewportSize({ width, height: 1000 })
    await login(page, 'editor', productsAdmin)
    // The table from 1024 px, a card per product below: whichever shows holds the link.
    await page.getByRole('main').getByRole('link', { name: 'Fine Rock Salt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Fine Rock Salt' })).toBeVisible()
    const screens: Array<[string, string]> = [
      ['product-edit', new URL(page.url()).pathname],
      ['product-form', `${productsAdmin}/add-new`],
      ['product-list', productsAdmin],
      ['group-list', groupsAdmin],
      ['group-form', `${groupsAdmin}/add-new`],
    ]
    for (const [label, path] of screens) {
      if (new URL(page.url()).pathname !== path) await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
      expect(await seriousViolations(page), `${label} at ${width} px`).toEqual([])
      // The screen itself (the site's top bar is the layout's business): nothing sticks out past the right edge,
      // except inside a box that scrolls sideways on purpose (a wide table, the admin navigation row on a phone).
      const sticking = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((element) => {
            for (let box = element.parentElement; box; box = box.parentElement)
              if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return false
            return true
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      )
      expect(sticking, `${label} at ${width} px`).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`${label}-${width}.png`), fullPage: true })
    }
  })
}

/** Products of the test's own in the first group, through the API with the editor's token; answers their names. */
async function productsOfMyOwn(page: Page, word: string, units: Array<{ withUnit: boolean }>) {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` }
  const options = await page.request.get('/api/salt/admin/products/options', { headers })
  const { groups } = (await options.json()) as { groups: Array<{ id: number }> }
  const names: string[] = []
  for (const [index, { withUnit }] of units.entries()) {
    const name = `Bulk ${word} ${index + 1}`
    const response = await page.request.post('/api/salt/admin/products', {
      headers,
      data: {
        name,
        slug: slugify(name),
        groupId: groups[0]!.id,
        summary: 'Made by the bulk test.',
        descriptionHtml: '<p>Bites into ice.</p>',
        specs: [],
        units: withUnit ? [{ unitName: 'tonne', minQty: 1, customSize: false }] : [],
        images: [],
        documentIds: [],
        stock: [],
        featured: false,
        sortOrder: 900,
        published: false,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    names.push(name)
  }
  return names
}

async function searchProducts(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${text}`))
}

test('ticked products are published at once, one without a unit is refused and said so; then deleted together', async ({
  page,
}, testInfo) => {
  test.slow()
  await login(page, 'editor', productsAdmin)
  const word = Date.now().toString(36)
  const [ready, bare] = await productsOfMyOwn(page, word, [{ withUnit: true }, { withUnit: false }])
  await searchProducts(page, word)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
  const selected = page.getByRole('region', { name: 'Selected rows' })
  await selected.getByRole('button', { name: 'Publish', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Publish 2 products?' })
    .getByRole('button', { name: 'Publish' })
    .click()
  const report = page.getByRole('status').filter({ hasText: '1 product published.' })
  await expect(report).toBeVisible()
  await expect(report).toContainText(`“${bare}” was not published: ${unitNeededText}`)
  await expect(rows.filter({ hasText: ready! })).toContainText('Published')
  await expect(rows.filter({ hasText: bare! })).toContainText('Draft')
  await page.screenshot({ path: testInfo.outputPath('products-bulk-1280.png'), fullPage: true })

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
  await selected.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 2 products?' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 products deleted.' })).toBeVisible()
  await expect(page.getByText('No products match.')).toBeVisible()
  // The search found nothing left: one step brings every product back.
  await page.getByRole('button', { name: 'Show every product' }).click()
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('')
  // The header row, then the demo catalogue's products.
  await expect(rows.nth(1)).toBeVisible()
})

test('at 375 px the products are cards with a checkbox each, and a bulk publish works there', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await login(page, 'editor', productsAdmin)
  const word = `${Date.now().toString(36)}p`
  const [name] = await productsOfMyOwn(page, word, [{ withUnit: true }])
  await searchProducts(page, word)
  await expect(page.getByRole('table')).toBeHidden()
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name! })
  await expect(card).toContainText('Draft')
  await expect(card).toContainText(/Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await card.getByRole('checkbox', { name: `Select ${name}` }).check()
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click()
  await page
    .getByRole('dialog', { name: 'Publish 1 product?' })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: '1 product published.' })).toBeVisible()
  await expect(card).toContainText('Published')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: testInfo.outputPath('products-cards-375.png'), fullPage: true })
})
