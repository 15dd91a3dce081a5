import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { openSite } from '#tests/e2e/support/site.ts'

/**
 * Images: each picture has its size in the HTML (nothing shifts as it loads), those in view on arrival load at once,
 * those three screens or more below it wait until scrolled near, and a product page fetches its picture (its largest
 * paint) first. The server does not know the screen: a card grid's first row (three wide on a desktop) loads at once,
 * so on a phone the cards just under the first view may too.
 */

interface ImageFacts {
  src: string
  sized: boolean
  loading: string
  fetchPriority: string | null
  /** Where its top is, in screen heights from the top of the page. */
  screens: number
}

const pages = [
  '/',
  '/products',
  '/products/bulk-salt',
  '/products/bulk-salt/rock-salt',
  '/news',
  '/location/bradford',
]

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, pictures are sized, and eager in the first view, lazy three screens below it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openSite(page)
    let checked = 0
    for (const path of pages) {
      await page.goto(path)
      const images = await page.locator('main img').evaluateAll((elements) =>
        elements.map((element): ImageFacts => {
          const image = element as HTMLImageElement
          const top = image.getBoundingClientRect().top + window.scrollY
          return {
            src: image.getAttribute('src') ?? '',
            sized: image.hasAttribute('width') && image.hasAttribute('height'),
            loading: image.getAttribute('loading') ?? 'eager',
            fetchPriority: image.getAttribute('fetchpriority'),
            screens: top / window.innerHeight,
          }
        }),
      )
      checked += images.length
      for (const image of images) {
        const where = `${path}: ${image.src}`
        expect(image.sized, `${where} has its width and height`).toBe(true)
        if (image.screens < 1) expect(image.loading, `${where} is in the first view`).toBe('eager')
        if (image.screens > 3) expect(image.loading, `${where} is far below the first view`).toBe('lazy')
      }
    }
    // The home page draws its art inline; the catalogue, news and yard pages show uploaded pictures.
    expect(checked).toBeGreaterThan(10)
  })
}

test('a product page fetches its picture before anything else it shows', async ({ page }) => {
  await page.goto('/products/bulk-salt/rock-salt')
  const picture = page.getByRole('main').getByRole('img', { name: 'A pile of white rock salt' })
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  await expect(picture).toHaveAttribute('loading', 'eager')
})
