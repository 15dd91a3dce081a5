import type { Page } from '@playwright/test'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { htmlErrors } from '#tests/e2e/support/html-validity.ts'
import { login } from '#tests/e2e/support/site.ts'

/** One page of each public kind, as the server renders it (what crawlers and the first paint get). */
const publicPages = [
  '/',
  '/products/bulk-salt',
  '/products/bulk-salt/rock-salt',
  '/location/concord',
  '/news/ontario-road-salt-shortage',
  '/faq',
  '/contact',
  '/no-such-page',
  '/profile',
]

async function served(page: Page, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const response = await page.request.get(path, { headers: { Accept: 'text/html' } })
      expect([200, 404], path).toContain(response.status())
      return { page: path, html: await response.text() }
    }),
  )
}

/**
 * The document as the browser holds it now: customer and admin screens render in the browser, after sign-in. One
 * thing is taken out first: the data prefetch hints React Router adds at run time for links in view
 * (`<link rel="prefetch" as="fetch">`). The checker allows `as` only on preload links, but Chromium needs it to reuse
 * the prefetched answer for the router's later fetch; they are never in the HTML the server sends.
 */
async function rendered(page: Page) {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    copy.querySelectorAll('link[rel="prefetch"][as="fetch"]').forEach((hint) => hint.remove())
    return `<!DOCTYPE html>${copy.outerHTML}`
  })
  return { page: `${new URL(page.url()).pathname} (rendered)`, html }
}

test.describe('valid HTML (W3C Nu checker)', () => {
  test.describe.configure({ timeout: 90_000 })

  test('every public page kind, the 404 page and the customer area', async ({ page, browserErrors }) => {
    browserErrors.expect(httpErrorLog(404, '/no-such-page'))
    const documents = await served(page, publicPages)
    await login(page, 'customer')
    await expect(page.getByRole('table')).toBeVisible()
    documents.push(await rendered(page))
    expect(await htmlErrors(documents)).toEqual([])
  })

  test('an admin list and an admin form', async ({ page }) => {
    const documents = await served(page, ['/admin/', '/admin/draglamproducts'])
    await login(page, 'admin', '/admin/draglamproducts')
    const product = page.getByRole('link', { name: 'Rock Salt', exact: true })
    await expect(product).toBeVisible()
    documents.push(await rendered(page))
    await product.click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rock Salt')
    // The description's editor loads in its own chunk; the document is checked with its text in place.
    await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(/\w/)
    documents.push(await rendered(page))
    expect(await htmlErrors(documents)).toEqual([])
  })
})
