import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { openSite } from '#tests/e2e/support/site.ts'

/**
 * After a deploy, a page loaded before it follows a link whose route chunk the new build no longer has. React Router
 * reloads the page the visitor was on; the head's inline script (app/lib/stale-chunk-target.ts) then goes on to the
 * page the link pointed at, on the new build.
 */
test('a link whose page chunk a deploy removed still leads to that page', async ({ page, browserErrors }) => {
  browserErrors.expect(httpErrorLog(404))
  browserErrors.expect(
    /^console\.error (Error loading route module|TypeError: Failed to fetch dynamically imported)/,
  )
  await openSite(page, '/')
  // The old build's FAQ chunk is gone until the browser loads a new document, which gets the new build.
  let oldBuild = true
  const documents: string[] = []
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
    oldBuild = false
    documents.push(new URL(request.url()).pathname)
  })
  await page.route('**/assets/faq-*.js', (route) =>
    oldBuild ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  )
  await page.getByRole('contentinfo').getByRole('link', { name: /^FAQs/ }).first().click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/frequently asked/i)
  // The app reloaded the page the visitor was on (the click seemed lost), and the head's script went on from there.
  expect(documents).toEqual(['/', '/faq'])
})
