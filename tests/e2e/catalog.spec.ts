import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { openSite } from '#tests/e2e/support/site.ts'

const groupNames = ['Bulk Salt', 'Bulk Sacks', 'Bagged Salt', 'Liquid De-Icing', 'Salt Storage']
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' })
const myListButton = (page: Page) => page.getByRole('button', { name: /^My List/ })

test.describe('catalogue pages', () => {
  test('/products lists the five categories and the three services', async ({ page }) => {
    await openSite(page, '/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Products & Services' })).toBeVisible()
    const groups = page.getByTestId('product-groups').getByRole('listitem')
    await expect(groups).toHaveCount(5)
    for (const [index, name] of groupNames.entries()) {
      await expect(groups.nth(index).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/products/${name.toLowerCase().replace(/ /g, '-')}`,
      )
      await expect(groups.nth(index).getByRole('img')).toHaveAttribute('width', '480')
    }
    const services = page.getByRole('region', { name: 'Services' })
    for (const [name, href] of [
      ['Salt Card Pick Up', '/salt-card-pickup'],
      ['Delivery Service', '/delivery-service'],
      ['Supply & Spread', '/supply-and-spread'],
    ] as const) {
      await expect(services.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
  })

  test('a category page shows its products, labelled in the breadcrumbs by the record', async ({ page }) => {
    await openSite(page, '/products/liquid-de-icing')
    await expect(page.getByRole('heading', { level: 1, name: 'Liquid De-Icing' })).toBeVisible()
    await expect(breadcrumb(page).getByRole('link').last()).toHaveText('Liquid De-Icing')
    const products = page.getByRole('region', { name: 'Liquid De-Icing products' }).getByRole('article')
    await expect(products).toHaveCount(3)
    await expect(products.first()).toContainText('Minimum order: 1,000 litres or 1 x (1,000 L tote)')
    await products.getByRole('link', { name: 'Salt Brine (23%)' }).click()
    await expect(page).toHaveURL('/products/liquid-de-icing/salt-brine')
    await expect(page.getByRole('heading', { level: 1, name: 'Salt Brine (23%)' })).toBeVisible()
  })

  test('a product page shows units, specifications, safety documents and where it is available', async ({
    page,
  }) => {
    await openSite(page, '/products/bulk-salt/treated-rock-salt')
    await expect(page.getByRole('heading', { level: 1, name: 'Treated Rock Salt' })).toBeVisible()
    await expect(breadcrumb(page).getByRole('link')).toHaveText([
      'Home',
      'Products & Services',
      'Bulk Salt',
      'Treated Rock Salt',
    ])
    const units = page.getByRole('region', { name: 'Add to your list' })
    await expect(units.getByRole('listitem')).toHaveCount(2)
    await expect(units.getByRole('listitem').first()).toContainText('Minimum order: 1 tonne')
    await expect(units.getByRole('listitem').last()).toContainText(
      'Minimum order: 1 x (tri-axle load, about 25 t)',
    )
    await expect(page.getByRole('table', { name: 'Specifications' }).getByRole('row')).toContainText([
      'Composition',
      'Works to',
      'Gradation',
      'Colour',
    ])
    await expect(page.getByRole('region', { name: 'Product details' })).toContainText('magnesium chloride')

    const sheet = page.getByRole('region', { name: 'Safety documents' }).getByRole('link')
    await expect(sheet).toHaveAttribute('href', '/documents/sds-treated-rock-salt/sds-treated-rock-salt.pdf')
    const pdf = await page.request.get((await sheet.getAttribute('href')) ?? '')
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const yards = page.getByRole('region', { name: 'Where it is available' }).getByRole('listitem')
    expect(await yards.count()).toBeGreaterThan(0)
    for (const yard of await yards.all()) {
      await expect(yard.getByRole('link')).toHaveAttribute('href', /^\/location\/[a-z-]+$/)
      await expect(yard).toContainText(/In stock|Low stock|Out of stock/)
    }

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = structured
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product')
    expect(product).toMatchObject({
      name: 'Treated Rock Salt',
      category: 'Bulk Salt',
      brand: { '@type': 'Brand', name: 'Draglam Salt' },
      url: expect.stringMatching(/\/products\/bulk-salt\/treated-rock-salt$/),
    })
  })

  test('/safety-documents lists the documents by category with links to the files', async ({ page }) => {
    await openSite(page, '/safety-documents')
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Documents' })).toBeVisible()
    const sheets = page.getByRole('region', { name: 'Safety Data Sheets' })
    await expect(
      sheets.getByRole('link', { name: /^Rock Salt \(Sodium Chloride\) \(PDF, [\d.]+ KB\)$/ }),
    ).toHaveAttribute('href', '/documents/sds-rock-salt/sds-rock-salt.pdf')
    await expect(
      page.getByRole('region', { name: 'Handling Guides' }).getByRole('listitem').first(),
    ).toContainText('Salt Storage and Handling Guide')
  })

  for (const path of [
    '/products/no-such-group',
    '/products/bulk-salt/no-such-product',
    '/products/bagged-salt/treated-rock-salt',
  ]) {
    test(`${path} is the 404 page with HTTP 404`, async ({ page, browserErrors }) => {
      browserErrors.expect(httpErrorLog(404, path))
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('This page could not be found')).toBeVisible()
    })
  }
})

test.describe('catalogue grid columns: 3, 2 at 1024 px or less, 1 at 768 px or less', () => {
  const grids = [
    { path: '/products', list: (page: Page) => page.getByTestId('product-groups') },
    {
      path: '/products/bulk-salt',
      list: (page: Page) =>
        page
          .getByRole('region', { name: /^bulk salt products$/i })
          .getByRole('list')
          .first(),
    },
  ]
  for (const [width, columns] of [
    [1280, 3],
    [1025, 3],
    [1024, 2],
    [769, 2],
    [768, 1],
  ] as const) {
    test(`${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openSite(page)
      for (const grid of grids) {
        await page.goto(grid.path)
        const lefts = await grid
          .list(page)
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))
        expect(new Set(lefts).size, grid.path).toBe(columns)
      }
    })
  }
})

test.describe('Add to My List', () => {
  test('each unit adds an item; the top bar counts items, and the list survives a reload', async ({
    page,
  }) => {
    await openSite(page, '/products/bulk-salt/treated-rock-salt')
    await expect(myListButton(page)).toContainText('0 items')
    const buttons = page.getByRole('button', { name: /^Add to My List: / })
    await expect(buttons).toHaveCount(2)
    const sidebar = page.getByRole('dialog', { name: 'My List' })
    // Each add opens the My List sidebar (a modal); Escape returns to the product page.
    const addWith = async (button: Locator, count: string) => {
      await button.click()
      await expect(sidebar).toBeVisible()
      await expect(myListButton(page)).toContainText(count)
      await page.keyboard.press('Escape')
      await expect(sidebar).toBeHidden()
    }
    await addWith(page.getByRole('button', { name: 'Add to My List: tonne' }), '1 item')
    await expect(page.getByRole('status').filter({ hasText: 'Added to My List' })).toHaveText(
      'Added to My List: Treated Rock Salt, 1 tonne.',
    )
    await addWith(buttons.last(), '2 items')
    await addWith(buttons.first(), '2 items')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('myList') ?? '[]') as unknown)
    expect(stored).toEqual([
      {
        slug: 'treated-rock-salt',
        unitName: 'tonne',
        quantity: 2,
        imgUrl: '/images/products/treated-rock-salt.svg',
        productName: 'Treated Rock Salt',
        minQty: 1,
        customSize: false,
        // The unit's range for the typed quantity (ADR 0030): up to 60 t, in tenths.
        maxQty: 60,
        quantityStep: 'tenth',
      },
      expect.objectContaining({ unitName: 'tri-axle load, about 25 t', quantity: 1, customSize: true }),
    ])
    await page.reload()
    await expect(myListButton(page)).toContainText('2 items')
  })
})

test.describe('accessibility', () => {
  for (const path of ['/products', '/products/bagged-salt/rock-salt-20-kg-bags']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await openSite(page, path)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
