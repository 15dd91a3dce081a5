import type { Locator, Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { openSite } from '#tests/e2e/support/site.ts'

/**
 * After 2000 ms idle (as the original site, ADR 0011), links are prefetched only while they are on screen, a few pages
 * at a time. The page's clock is paused once the page is up; advancing it runs every prefetch round due in that time at
 * once, so what was not prefetched then was not going to be.
 */

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> }
  }
}

test.use({ viewport: { width: 375, height: 812 } })

test('a fresh home page prefetches the page of a link on screen, and a link below the fold only once it is scrolled into view', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.clock.install()
  await openSite(page)
  // A moment ahead of the page's clock, which keeps running until then.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)

  const onScreen = page.getByRole('main').getByRole('link', { name: 'Shop products' })
  const belowFold = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  await expect(onScreen).toBeInViewport()
  await expect(belowFold).not.toBeInViewport()
  const productsModule = await routeModule(page, 'routes/storefront/products')
  const privacyModule = await routeModule(page, 'routes/storefront/privacy-policy')

  await visibilityReported(onScreen)
  await visibilityReported(belowFold)
  await runRounds(page)
  await expect.poll(() => requested).toContain(productsModule)
  expect(requested).not.toContain(privacyModule)
  // Every page prefetched (each leaves a data prefetch link) has a link on screen.
  const linkedOnScreen = await pagesLinkedOnScreen(page)
  expect(linkedOnScreen).not.toContain('/privacy-policy')
  for (const prefetched of await prefetchedPages(page)) expect(linkedOnScreen).toContain(prefetched)

  await belowFold.scrollIntoViewIfNeeded()
  await visibilityReported(belowFold)
  await runRounds(page)
  await expect.poll(() => requested).toContain(privacyModule)
})

async function routeModule(page: Page, routeId: string): Promise<string> {
  const module = await page.evaluate((id) => window.__reactRouterManifest?.routes[id]?.module, routeId)
  expect(module, `the module of ${routeId}`).toBeTruthy()
  return module ?? ''
}

/**
 * Resolves once the browser has told an IntersectionObserver whether `link` is on screen. Observers are told in
 * the same rendering step, so the app's observer, watching since hydration, knows it too.
 */
async function visibilityReported(link: Locator) {
  await link.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(element)
      }),
  )
}

/**
 * A minute of page time: far more than the rounds every link on screen needs (2000 ms apart). Then a task after
 * React's: the updates those rounds made are rendered, and their prefetch links are in the page.
 */
async function runRounds(page: Page) {
  await page.clock.runFor(60_000)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

async function pagesLinkedOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="/"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect()
        return (
          box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
        )
      })
      .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  )
}

/** The pages whose data React Router prefetched: `<link rel="prefetch" as="fetch" href="/page.data?…">`. */
async function prefetchedPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('link[rel="prefetch"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  return hrefs.map((pathname) => pathname.replace(/\.data$/, ''))
}
