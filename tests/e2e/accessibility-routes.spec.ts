import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { deliveredOrder } from '#tests/e2e/support/delivered-order.ts'
import { newCustomer, scalePickup } from '#tests/e2e/support/fleet.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { inBatches } from '#tests/e2e/support/batches.ts'
import { customerRoutes, publicRoutes } from '#tests/e2e/support/routes.ts'
import {
  closeDialog,
  login,
  mySaltCard,
  openSite,
  urgentNotice,
  useSession,
} from '#tests/e2e/support/site.ts'
import { sidewaysScroll } from '#tests/e2e/support/reflow.ts'

/**
 * The walks' widths. Each page is also checked for sideways scrolling (WCAG 1.4.10, reflow) at the narrowest phone
 * (320 px), a tablet and a small laptop.
 */
const widths = [
  { name: 'phone', width: 375, height: 740, reflowAt: [320] },
  { name: 'desktop', width: 1280, height: 900, reflowAt: [768, 1024] },
] as const

/** What changes from page to page inside the site's frame: the breadcrumbs and the main content. */
const pageContent = 'nav[aria-label="Breadcrumb"], main'

/**
 * The account's pages load their data after the page: no "Loading …" line is left, and the transactions' first entry
 * (a card on a phone, a row from 768 px) shows.
 */
async function loaded(page: Page, path: string) {
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('main').getByText(/^Loading\b.*…$/)).toHaveCount(0)
  if (path === '/profile/salt-transaction')
    await expect(page.getByRole('main').locator('li:visible, tbody tr:visible').first()).toBeVisible()
}

/** Sideways scrolling at each of `reflowAt`. */
async function reflowFindings(page: Page, reflowAt: readonly number[], height: number): Promise<string[]> {
  const found: string[] = []
  for (const width of reflowAt) {
    await page.setViewportSize({ width, height })
    found.push(...(await sidewaysScroll(page)).map((line) => `at ${width} px ${line}`))
  }
  return found
}

/**
 * Opens `path` once, lets the page settle (fonts, lazy parts, the urgent notice closed) and returns axe's findings and
 * where the page scrolls sideways at each of `widths`. The window is resized on the page already open: the layout
 * follows the width in CSS alone (no script reads the width to render), so a second load would show the same page
 * and cost a third of the walk's time. `whole` checks the frame too (header, menus, footer): it is the same on every
 * page of a layout, so a walk checks it on its first page and the content after.
 */
async function violationsOn(page: Page, path: string, whole: boolean): Promise<string[]> {
  const [first] = widths
  await page.setViewportSize({ width: first.width, height: first.height })
  await page.goto(path)
  await loaded(page, path)
  if (await urgentNotice(page).isVisible()) await closeDialog(page)
  const found: string[] = []
  for (const { name, width, height, reflowAt } of widths) {
    await page.setViewportSize({ width, height })
    await loaded(page, path)
    const atWidth = [
      ...(await seriousViolations(page, whole ? undefined : pageContent)),
      ...(await sidewaysScroll(page)),
      ...(await reflowFindings(page, reflowAt, height)),
    ]
    found.push(...atWidth.map((line) => `${path} (${name}): ${line}`))
  }
  return found
}

async function walk(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const [index, path] of paths.entries()) found.push(...(await violationsOn(page, path, index === 0)))
  return found
}

/** A button with no name: a critical axe finding (button-name), planted by the test below. */
async function plantNamelessButton(page: Page, where: string) {
  await page.locator(where).evaluate((parent) => parent.append(document.createElement('button')))
}

// The walks pass when the check finds nothing, so the check itself (support/axe.ts, which injects axe once per
// document) must be seen to find something: on the page where axe already is, within a part, and on the next page.
test('the accessibility check finds a planted violation, only in the part it checks, and again after a navigation', async ({
  page,
}) => {
  await openSite(page, '/products')
  expect(await seriousViolations(page)).toEqual([])
  await plantNamelessButton(page, 'footer')
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^critical button-name: /)])
  expect(await seriousViolations(page, 'main')).toEqual([])
  await page.goto('/')
  if (await urgentNotice(page).isVisible()) await closeDialog(page)
  await plantNamelessButton(page, 'main')
  expect(await seriousViolations(page, 'main')).toEqual([expect.stringMatching(/^critical button-name: /)])
})

test.describe('every page, at a phone and a laptop width', () => {
  test.describe.configure({ timeout: 120_000 })

  // A few pages a test, so each test's time limit holds on a busy machine however long the route list grows.
  for (const [index, paths] of inBatches(publicRoutes, 4).entries()) {
    test(`public pages, part ${index + 1}: no serious accessibility violations, no sideways scrolling`, async ({
      page,
      browserErrors,
    }) => {
      if (paths.includes('/no-such-page')) browserErrors.expect(httpErrorLog(404, '/no-such-page'))
      await openSite(page)
      expect(await walk(page, paths)).toEqual([])
    })
  }

  for (const [index, paths] of inBatches(customerRoutes, 4).entries()) {
    test(`customer pages, part ${index + 1}: no serious accessibility violations, no sideways scrolling`, async ({
      page,
    }) => {
      await login(page, 'customer')
      await expect(page.getByRole('table')).toBeVisible()
      expect(await walk(page, paths)).toEqual([])
    })
  }

  test('customer record pages: a card, a pickup’s and a delivery’s ticket, an order, this month’s statement', async ({
    page,
  }) => {
    // A customer of the test's own (approval, mailed password link, credit), a pickup and a delivered order.
    test.slow()
    const { card, token } = await newCustomer(page.request)
    const ticketNo = `A11Y-${randomBytes(3).toString('hex').toUpperCase()}`
    const pickup = await scalePickup(page.request, {
      ticketNo,
      cardNo: card.cardNo,
      tonnes: 1.5,
      amountCents: 2_100,
    })
    expect(pickup.status(), await pickup.text()).toBe(200)
    const delivery = await deliveredOrder(page.request, { token, cardId: card.id, ticketNo: `D-${ticketNo}` })

    await useSession(page, token)
    await page.goto('/profile/salt-transaction')
    const ticketLink = page.getByRole('link', { name: `E-ticket of the pickup on` }).first()
    const ticketPath = await ticketLink.getAttribute('href')
    expect(ticketPath).toMatch(/^\/profile\/tickets\/\d+$/)
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' })
      .format(new Date())
      .slice(0, 7)
    const paths = [
      `/profile/cards/${card.id}`,
      ticketPath!,
      `/profile/requests/${delivery.requestId}`,
      `/profile/requests/${delivery.requestId}/ticket`,
      `/profile/statements/${month}`,
    ]
    expect(await walk(page, paths)).toEqual([])
  })
})

for (const { name, width, height } of widths) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } })
    test.describe.configure({ timeout: 120_000 })

    test('the home page with the urgent notice open has no serious accessibility violations', async ({
      page,
    }) => {
      await page.goto('/')
      await expect(urgentNotice(page)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('open states: sign-in, apply, create account, forgot password, My List sidebar, list sign-in, search list, menu', async ({
      page,
    }) => {
      const found: string[] = []
      const check = async (state: string) =>
        found.push(...(await seriousViolations(page)).map((line) => `${state}: ${line}`))

      await page.goto('/products/bulk-salt/rock-salt')
      await expect(urgentNotice(page)).toBeVisible()
      await closeDialog(page)
      if (width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
        await check('mobile menu')
        await page.getByRole('button', { name: 'Menu' }).click()
      }
      await mySaltCard(page).click()
      const signIn = page.getByRole('dialog', { name: 'Sign In' })
      await expect(signIn).toBeVisible()
      await check('sign-in popup')
      await signIn.getByRole('button', { name: 'Forgot password?' }).click()
      await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible()
      await check('forgot-password popup')
      await page.keyboard.press('Escape')
      await mySaltCard(page).click()
      await page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('button', { name: 'Apply for a Salt Card' })
        .click()
      await expect(page.getByRole('dialog', { name: 'Apply for a Salt Card' })).toBeVisible()
      await check('apply popup')
      await page.keyboard.press('Escape')
      await mySaltCard(page).click()
      await page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('button', { name: 'Create an account' })
        .click()
      await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible()
      await check('create-account popup')
      await page.keyboard.press('Escape')

      // Adding opens the My List sidebar.
      await page.getByRole('button', { name: 'Add to My List: tonne' }).click()
      const sidebar = page.getByRole('dialog', { name: 'My List' })
      await expect(sidebar).toBeVisible()
      await check('My List sidebar')
      await page.keyboard.press('Escape')

      await page.goto('/my-list')
      await page.getByRole('button', { name: 'Send my request' }).click()
      await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused()
      await check('list sign-in popup')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: width < 768 ? 'Menu' : 'Search products' }).click()
      await page.getByRole('combobox', { name: 'Search products' }).fill('salt')
      await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible()
      await check('search results')
      expect(found).toEqual([])
    })
  })
}
