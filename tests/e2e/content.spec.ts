import type { Page } from '@playwright/test'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { openSite } from '#tests/e2e/support/site.ts'

const pages: Array<[path: string, heading: string]> = [
  ['/news', 'News'],
  ['/blogs', 'Blogs'],
  ['/faq', 'Frequently asked questions'],
  ['/about', 'About us'],
  ['/delivery-service', 'Delivery Service'],
  ['/how-to-use-salt', 'How to use Salt Card'],
  ['/salt-card-pickup', 'Salt Card Pick Up'],
  ['/supply-and-spread', 'Supply & Spread'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/contact', 'Contact us'],
  ['/contact-sales', 'Contact Sales'],
  ['/become-dealer', 'Become a Dealer'],
  ['/quick-order-salt', 'Quick Order Salt'],
  ['/thankyou', 'Thank you'],
  ['/thankyou/general', 'Thank you'],
]

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' })

test('every content, service, legal, form and thank-you page renders with its heading', async ({ page }) => {
  test.setTimeout(90_000)
  await openSite(page, '/news')
  for (const [path, heading] of pages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(h1(page), path).toHaveText(heading)
    await expect(page, path).toHaveTitle(`${heading} | Draglam Salt`)
  }
})

test('thank-you pages ask search engines to stay away; the others do not', async ({ request }) => {
  for (const path of ['/thankyou', '/thankyou/general']) {
    expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex"/>')
  }
  expect(await (await request.get('/about')).text()).not.toContain('noindex')
})

test('the old /terms-and-condition address lands on the terms of use', async ({ page }) => {
  await openSite(page, '/terms-and-condition')
  await expect(page).toHaveURL('/terms-of-use')
  await expect(h1(page)).toHaveText('Terms of Use')
})

for (const [list, title, back] of [
  ['/news', 'News', 'Back to News'],
  ['/blogs', 'Blogs', 'Back to Blogs'],
] as const) {
  test(`${title}: list → post → back`, async ({ page }) => {
    await openSite(page, list)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(6)
    const first = cards.first()
    await expect(first.getByRole('img')).toHaveAttribute('width', '1200')
    await expect(first.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
    const postTitle = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('link', { name: postTitle }).click()

    await expect(h1(page)).toHaveText(postTitle)
    await expect(breadcrumbs(page).getByRole('link').last()).toHaveText(postTitle)
    await expect(page.getByRole('main').getByText(/^By /)).toBeVisible()
    const article = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(article.some((json) => JSON.parse(json)['@type'] === 'Article')).toBe(true)

    await page.getByRole('link', { name: back }).first().click()
    await expect(page).toHaveURL(list)
    await expect(h1(page)).toHaveText(title)
  })
}

test('unknown, misplaced and out-of-range posts are the 404 page', async ({ page, browserErrors }) => {
  const paths = ['/news/no-such-story', '/blogs/no-such-post', '/news/salt-storage-tips', '/news?page=9']
  for (const path of paths) browserErrors.expect(httpErrorLog(404, path))
  await openSite(page, '/news')
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('This page could not be found'), path).toBeVisible()
  }
})

test.describe('FAQ', () => {
  test('the search filters questions as you type, with a polite count and a no-match state', async ({
    page,
  }) => {
    await openSite(page, '/faq')
    const questions = page.getByRole('main').getByRole('button', { expanded: false })
    const count = page.getByRole('main').getByRole('status')
    await expect(count).toHaveAttribute('aria-live', 'polite')
    const total = await questions.count()
    expect(total).toBeGreaterThanOrEqual(12)
    await expect(count).toHaveText(`${total} questions`)

    const search = page.getByLabel('Search the FAQs')
    await search.pressSequentially('lost')
    await expect(questions).toHaveText(['What if a card is lost or stolen?'])
    await expect(count).toHaveText(`1 of ${total} questions match “lost”.`)

    await search.fill('delivery minimum')
    await expect(questions).toHaveText(['What is the minimum order for delivery?'])

    await search.fill('helicopter')
    await expect(questions).toHaveCount(0)
    await expect(page.getByText('No matching questions')).toBeVisible()
    await expect(count).toHaveText('No questions match “helicopter”.')

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(questions).toHaveCount(total)
  })

  test('the accordion opens and closes with Enter and Space, and Tab moves between questions', async ({
    page,
  }) => {
    await openSite(page, '/faq')
    await page.getByLabel('Search the FAQs').focus()
    await page.keyboard.press('Tab')
    const first = page.getByRole('button', { name: 'How does a Salt Card pickup work at the scale house?' })
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    const answer = page.locator(`#${await first.getAttribute('aria-controls')}`)
    await expect(answer).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(answer).toBeVisible()
    await expect(answer).toContainText('inbound scale')

    await page.keyboard.press('Space')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()

    await page.keyboard.press('Tab')
    const second = page.getByRole('button', { name: 'How do I apply for a Salt Card?' })
    await expect(second).toBeFocused()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
  })

  test('has FAQPage structured data and no serious accessibility violations, answers open', async ({
    page,
  }) => {
    await openSite(page, '/faq')
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = data.map((json) => JSON.parse(json)).find((item) => item['@type'] === 'FAQPage')
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(12)
    await page.getByRole('button', { name: 'What if a card is lost or stolen?' }).click()
    await page.getByRole('button', { name: 'Do you sell brine and liquid de-icers?' }).click()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('a post has no serious accessibility violations', async ({ page }) => {
  await openSite(page, '/blogs/how-much-salt-for-a-parking-lot')
  await expect(h1(page)).toHaveText('How much salt does a parking lot need?')
  expect(await seriousViolations(page)).toEqual([])
})

test('the Salt Card pages offer "Apply for a Salt Card"', async ({ page }) => {
  await openSite(page, '/salt-card-pickup')
  for (const path of ['/salt-card-pickup', '/how-to-use-salt']) {
    await page.goto(path)
    const apply = page.getByRole('button', { name: 'Apply for a Salt Card' }).first()
    await expect(apply, path).toBeVisible()
    await apply.click()
  }
})

test('a list, a service page, a legal page and a thank-you page have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openSite(page, '/news')
  for (const path of ['/news', '/salt-card-pickup', '/privacy-policy', '/thankyou']) {
    await page.goto(path)
    await expect(h1(page)).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
})

test('the blogs are one click away in the main nav and in the footer', async ({ page }) => {
  await openSite(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Technical Resources' }).click()
  await nav.getByRole('link', { name: 'Blogs' }).click()
  await expect(page).toHaveURL('/blogs')
  await expect(h1(page)).toHaveText('Blogs')

  await page.goto('/about')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click()
  await expect(page).toHaveURL('/blogs')
  await expect(h1(page)).toHaveText('Blogs')
})
