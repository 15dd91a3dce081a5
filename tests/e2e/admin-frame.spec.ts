import type { APIRequestContext, Page, Response } from '@playwright/test'
import type { AdminDashboard, QueueCounts, QueueCountsAnswer, QueueSection } from '#domain/admin/dashboard.ts'
import { backToAdminText } from '#domain/admin/texts.ts'
import { demoBannerText } from '#domain/site/shop-mode-texts.ts'
import { notFoundMessage, notFoundTitle } from '#domain/site/texts.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, login, mySaltCard, urgentNotice } from '#tests/e2e/support/site.ts'

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })
const sectionsButton = (page: Page) => adminNav(page).getByRole('button', { name: /^Sections: / })
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** None of the storefront's chrome is in the page: top bar, main nav, My Salt Card, footer. */
async function expectNoStorefrontChrome(page: Page) {
  await expect(page.locator('nav[aria-label="Group companies"]')).toHaveCount(0)
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(0)
  await expect(mySaltCard(page)).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
}

/** The second demo customer asks for a card, so the card requests queue has something new in it. */
async function cardRequested(request: APIRequestContext) {
  const { eMail, password } = demoAccounts.customer2
  const signIn = await request.post('/api/salt/login', { data: { username: eMail, password } })
  const { token } = (await signIn.json()) as { token: string }
  const sent = await request.post('/api/salt/send-email', {
    headers: { authorization: `Bearer ${token}` },
    data: { htmlType: 'addCardCustomer', htmlData: { quantity: 1 } },
  })
  expect(sent.status()).toBe(200)
}

const queueTitles: Record<QueueSection, string> = {
  applications: 'Applications',
  listrequests: 'List requests',
  cardrequests: 'Card requests',
}

/** Each queue's link in the navigation says its new items as `counts` has them, and no count when there are none. */
async function expectNavCounts(page: Page, counts: QueueCounts) {
  for (const [section, title] of Object.entries(queueTitles) as Array<[QueueSection, string]>) {
    const waiting = counts[section] ?? 0
    await expect(adminNav(page).getByRole('link', { name: new RegExp(`^${title}`) })).toHaveText(
      waiting > 0 ? `${title}${waiting} new` : title,
    )
  }
}

const isCountsRead = (response: Response) => response.url().endsWith('/api/salt/admin/queue-counts')
const countsIn = async (answer: Response) => ((await answer.json()) as QueueCountsAnswer).queues

/** The navigation's counts read that a step of `step` makes, and what it answered. */
async function countsReadBy(page: Page, step: () => Promise<unknown>): Promise<QueueCounts> {
  const [answer] = await Promise.all([page.waitForResponse(isCountsRead), step()])
  return countsIn(answer)
}

/**
 * The counts the page reads when it loads again. The read of the page before may still be on its way when the reload
 * starts, and its answer, whose body the reload discards, is not the one wanted: only an answer that comes after the
 * new page has replaced the old one counts.
 */
async function countsOnReload(page: Page): Promise<QueueCounts> {
  let replaced = false
  const answer = page.waitForResponse((response) => replaced && isCountsRead(response))
  await page.reload({ waitUntil: 'commit' })
  replaced = true
  return countsIn(await answer)
}

test.describe('the admin frame and staff levels', () => {
  test('the owner sees every section of part 1 and a dashboard of yards open now and closed today', async ({
    page,
  }) => {
    await login(page, 'admin')
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
    // A queue's link carries its new items ("Card requests 2 new"), the counts test below checks them.
    await expect(adminNav(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Locations',
      'Weather',
      'Product groups',
      'Products',
      'Prices',
      'News & blogs',
      'Customers',
      /^Applications(\d+ new)?$/,
      /^List requests(\d+ new)?$/,
      'Orders',
      /^Card requests(\d+ new)?$/,
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

  for (const [what, path] of [
    ['section', '/admin/nonsense'],
    ['record', '/admin/draglamlocations/999999'],
    ['record address', '/admin/draglamlocations/not-a-record'],
  ] as const) {
    test(`an unknown ${what} shows the 404 page's texts inside the admin's own frame`, async ({
      page,
      browserErrors,
    }) => {
      browserErrors.expect(
        httpErrorLog(404, path.endsWith('999999') ? '/api/salt/admin/locations/999999' : path),
      )
      await login(page, 'admin', path)
      await expect(page.getByRole('heading', { level: 1, name: notFoundTitle })).toBeVisible()
      await expect(page.getByText(notFoundMessage, { exact: true })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: /Admin$/ })).toHaveAttribute(
        'href',
        '/admin/',
      )
      await expectNoStorefrontChrome(page)
      await page.screenshot({ path: test.info().outputPath('admin-404.png') })
      await page.getByRole('link', { name: backToAdminText }).click()
      await expect(page).toHaveURL('/admin/')
      await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
    })
  }
})

for (const { width, height } of [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the admin's own frame at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('no storefront top bar, main nav or footer; the site is one link away and keeps its chrome', async ({
      page,
    }) => {
      await login(page, 'manager')
      await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
      await expectNoStorefrontChrome(page)
      const header = page.getByRole('banner')
      await expect(header.getByText(demoBannerText, { exact: true })).toBeVisible()
      await expect(header.getByRole('link', { name: /Admin$/ })).toHaveAttribute('href', '/admin/')
      await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible()
      // From 768 px the side navigation shows every section; on a phone the menu button stands for it.
      if (width >= 768) {
        await expect(sectionsButton(page)).toBeHidden()
        await expect(adminNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
          'aria-current',
          'page',
        )
      } else {
        await expect(sectionsButton(page)).toBeVisible()
        await expect(adminNav(page).getByRole('link')).toHaveCount(0)
      }
      expect(await pageWidth(page), 'no sideways scrolling').toBeLessThanOrEqual(width)
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`admin-frame-${width}.png`), fullPage: true })

      await header.getByRole('link', { name: 'View site' }).click()
      await expect(page).toHaveURL('/')
      await expect(page.locator('footer')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
    })
  })
}

test.describe('the section menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the menu button carries every queue's new items together, and each queue's link its own", async ({
    page,
  }) => {
    await cardRequested(page.request)
    await login(page, 'manager', '/admin/draglamlocations')
    const counts = await countsOnReload(page)
    const waiting = Object.values(counts).reduce((sum, count) => sum + count, 0)
    expect(counts.cardrequests).toBeGreaterThan(0)
    const menu = sectionsButton(page)
    await expect(menu).toHaveAccessibleName(`Sections: Locations ${waiting} new`)
    await expect(menu.getByText(`${waiting} new`, { exact: true })).toBeVisible()
    await menu.click()
    await expectNavCounts(page, counts)
    await page.screenshot({ path: test.info().outputPath('section-menu-counts-375.png') })
  })

  test('names the section you are in, opens and closes by keyboard, and shows where you are', async ({
    page,
  }) => {
    await login(page, 'yard')
    const menu = sectionsButton(page)
    await expect(menu).toHaveAccessibleName('Sections: Dashboard')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    const links = adminNav(page).getByRole('link')
    await expect(links).toHaveCount(0)

    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(links).toHaveText(['Dashboard', 'Locations', 'Weather'])
    await expect(links.first()).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.screenshot({ path: test.info().outputPath('section-menu-open-375.png') })
    // Escape closes the list and puts the keyboard back on the button.
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await expect(links).toHaveCount(0)

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(adminNav(page).getByRole('link', { name: 'Weather' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/admin/weather')
    await expect(page.getByRole('heading', { level: 1, name: 'Weather' })).toBeVisible()
    // The list closed under the chosen link; the button, now naming the new section, has the focus.
    await expect(menu).toHaveAccessibleName('Sections: Weather')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await menu.click()
    await expect(adminNav(page).locator('[aria-current="page"]')).toHaveText('Weather')
    expect(await pageWidth(page), 'no sideways scrolling').toBeLessThanOrEqual(375)
  })
})

test.describe('the queues counted', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('beside each queue in the navigation and on the dashboard, as the counts and dashboard reads count them', async ({
    page,
  }) => {
    await cardRequested(page.request)
    await login(page, 'manager')
    await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible()
    // The figures the page itself was given (the navigation's counts read and the dashboard's own): other tests may
    // add to the queues meanwhile.
    const [countsAnswer, dashboardAnswer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/salt/admin/queue-counts')),
      page.waitForResponse((response) => response.url().endsWith('/api/salt/admin/dashboard')),
      page.reload(),
    ])
    const { queues: counted } = (await countsAnswer.json()) as QueueCountsAnswer
    const { queues } = (await dashboardAnswer.json()) as AdminDashboard
    expect(queues.cardrequests).toBeGreaterThan(0)
    await expectNavCounts(page, counted)
    await page.screenshot({ path: test.info().outputPath('queue-counts-1280.png') })
    const attention = page.getByRole('region', { name: 'Needs attention' })
    const line = attention.getByRole('link', { name: /new card requests? waits? to be fulfilled/ })
    await expect(line).toHaveText(new RegExp(`^${queues.cardrequests} new card`))
    await line.click()
    await expect(page).toHaveURL('/admin/cardrequests')
    await expect(page.getByRole('heading', { level: 1, name: 'Card requests' })).toBeVisible()
  })

  test('read again, alone, on every route change: a request that arrived meanwhile counts at the next page', async ({
    page,
  }) => {
    await login(page, 'manager', '/admin/tracktransactions')
    await expect(page.getByRole('heading', { level: 1, name: 'Track transactions' })).toBeVisible()
    const dashboardReads: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/salt/admin/dashboard')) dashboardReads.push(request.url())
    })
    const before = await countsOnReload(page)
    await expectNavCounts(page, before)

    await cardRequested(page.request)
    const after = await countsReadBy(page, () =>
      adminNav(page).getByRole('link', { name: 'Customers', exact: true }).click(),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
    expect(after.cardrequests).toBeGreaterThan(before.cardrequests ?? 0)
    await expectNavCounts(page, after)
    // The counts alone: only the dashboard screen reads the dashboard.
    expect(dashboardReads).toEqual([])
  })
})
