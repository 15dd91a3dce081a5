import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test, awaitHydrationOnLoad } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, openSignIn, urgentNotice } from '#tests/e2e/support/site.ts'

test('the urgent notice opens once per browser session', async ({ page, browser, browserErrors }) => {
  await page.goto('/')
  await expect(urgentNotice(page)).toBeVisible()
  await expect(urgentNotice(page)).toContainText(/Ontario/)
  await expect(urgentNotice(page)).toContainText(/pric/i)
  await closeDialog(page)

  // Opening the My List sidebar proves the reloaded page is hydrated, so the notice would have opened by now.
  await page.reload()
  await page.getByRole('button', { name: /My List/ }).click()
  await expect(page.getByText('Your list is Empty')).toBeVisible()
  await expect(urgentNotice(page)).toHaveCount(0)

  const nextSession = await browser.newContext()
  browserErrors.watch(nextSession)
  awaitHydrationOnLoad(nextSession)
  const freshPage = await nextSession.newPage()
  await freshPage.goto('/')
  await expect(urgentNotice(freshPage)).toBeVisible()
  await nextSession.close()
})

declare global {
  interface Window {
    /** The most modal layers seen on screen at once since the page began. */
    mostModalLayers?: number
  }
}

/**
 * Counts, on every frame and every DOM change, the modal layers on screen: popups (role="dialog" with aria-modal)
 * and modal <dialog> elements (the My List sidebar). Two at once is the defect ADR 0008 fixed.
 */
async function countModalLayers(page: Page) {
  await page.addInitScript(() => {
    window.mostModalLayers = 0
    const look = () => {
      const popups = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter((element) =>
        element.checkVisibility(),
      )
      const dialogs = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'))
      window.mostModalLayers = Math.max(window.mostModalLayers ?? 0, popups.length + dialogs.length)
    }
    const everyFrame = () => {
      look()
      requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/**
 * A page whose notice was not wanted when it loaded (this session saw the shortage text), until the answer about
 * active notices brings one that began after the page was rendered, so its HTML could not carry it: the notice then
 * opens from that answer, and that answer is held until released, so the visitor's action surely comes first. The
 * answer is the server's own, with that notice added. The request itself says the page has hydrated (it is sent from
 * an effect).
 */
async function holdNewNotice(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('urgentNoticeSeen', '1'))
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = page.waitForRequest('**/api/salt/notices')
  await page.route('**/api/salt/notices', async (route) => {
    await released
    const answer = (await (await route.fetch()).json()) as { notices: unknown[]; now: string }
    const now = Date.parse(answer.now)
    const begunSinceRender = {
      id: 900_001,
      version: 1,
      title: 'Freezing rain from 6 PM',
      message: 'Crews are out; expect longer waits at the yards.',
      severity: 'warning',
      yards: null,
      startsAt: new Date(now - 1_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    }
    await route.fulfill({ json: { ...answer, notices: [begunSinceRender, ...answer.notices] } })
  })
  return {
    hydrated: () => requested,
    /** Lets the answer through and waits until the page has had every chance to act on it. */
    async release() {
      const answered = page.waitForResponse('**/api/salt/notices')
      release()
      await answered
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      await page.waitForLoadState('networkidle')
    },
  }
}

/** The element at the middle of a locator's box belongs to it: nothing covers it. */
async function isOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 40))
    return hit !== null && element.contains(hit)
  })
}

test.describe('the notice never fights what the visitor opened', () => {
  test('the My List sidebar opened at once stays usable, on top and alone; the notice waits for it', async ({
    page,
  }) => {
    await countModalLayers(page)
    const notices = await holdNewNotice(page)
    await page.goto('/')
    await notices.hydrated()
    await page.getByRole('button', { name: /My List/ }).click()
    const sidebar = page.getByRole('dialog', { name: 'My List' })
    await expect(sidebar).toBeVisible()
    await notices.release()

    await expect(urgentNotice(page)).toHaveCount(0)
    expect(await isOnTop(sidebar)).toBe(true)
    await expect(sidebar.getByText('Your list is Empty')).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(true)

    await sidebar.getByRole('button', { name: 'Close My List' }).click()
    await expect(sidebar).toBeHidden()
    await expect(urgentNotice(page)).toBeVisible()
    await expect(urgentNotice(page)).toContainText('Freezing rain from 6 PM')
    expect(await isOnTop(urgentNotice(page))).toBe(true)
    expect(await page.evaluate(() => window.mostModalLayers)).toBe(1)
  })

  test('sign-in opened at once stays usable, on top and alone; the notice comes when it closes', async ({
    page,
  }) => {
    await countModalLayers(page)
    const notices = await holdNewNotice(page)
    await page.goto('/')
    await notices.hydrated()
    const signIn = await openSignIn(page)
    await notices.release()

    await expect(page.getByRole('dialog')).toHaveCount(1)
    expect(await isOnTop(signIn)).toBe(true)
    await signIn.getByLabel('Email').fill('plow@example.com')
    await expect(signIn.getByLabel('Email')).toHaveValue('plow@example.com')

    await page.keyboard.press('Escape')
    await expect(signIn).toBeHidden()
    await expect(urgentNotice(page)).toBeVisible()
    expect(await page.evaluate(() => window.mostModalLayers)).toBe(1)
  })
})

test.describe('the notice is in the page’s HTML, so it paints with the page', () => {
  /** A page whose scripts never load: what shows is the HTML and its inline scripts alone. */
  async function pageWithoutItsScripts(browser: Browser, remembered?: { seen: boolean }) {
    const context = await browser.newContext()
    await context.route('**/assets/*.js', (route) => route.abort())
    if (remembered?.seen) await context.addInitScript(() => sessionStorage.setItem('urgentNoticeSeen', '1'))
    const page = await context.newPage()
    await page.goto('/location/bradford')
    return { page, context }
  }

  test('a first view shows it before any of the page’s scripts has run', async ({ browser }) => {
    const { page, context } = await pageWithoutItsScripts(browser)
    await expect(urgentNotice(page)).toBeVisible()
    await expect(urgentNotice(page)).toContainText(/road salt shortage/i)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    await context.close()
  })

  test('a session that saw it, with nothing new for the page, never sees it', async ({ browser }) => {
    const { page, context } = await pageWithoutItsScripts(browser, { seen: true })
    await expect(page.getByRole('heading', { level: 1, name: 'Bradford' })).toBeVisible()
    await expect(urgentNotice(page)).toHaveCount(0)
    await context.close()
  })

  test('hydration adopts it: open, with focus inside, and closing it is remembered', async ({ page }) => {
    await page.goto('/location/bradford')
    await expect(urgentNotice(page)).toBeVisible()
    await expect(urgentNotice(page).getByRole('button', { name: 'Got it' })).toBeFocused()
    await urgentNotice(page).getByRole('button', { name: 'Got it' }).click()
    await expect(urgentNotice(page)).toHaveCount(0)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    await page.reload()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await expect(page.locator('[data-notice-in-page]')).toHaveCount(0)
    await expect(urgentNotice(page)).toHaveCount(0)
  })
})

test.describe('the notice closes from the first paint, before the app runs', () => {
  /** A first visit whose scripts wait until `release` is called: the page is painted HTML and inline scripts only. */
  async function pageWithScriptsHeld(browser: Browser) {
    const context = await browser.newContext()
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await context.route('**/assets/*.js', async (route) => {
      await released
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto('/location/bradford', { waitUntil: 'commit' })
    await expect(urgentNotice(page)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    return { page, context, release }
  }

  for (const [how, close] of [
    ['“Got it”', (page: Page) => urgentNotice(page).getByRole('button', { name: 'Got it' }).click()],
    ['×', (page: Page) => urgentNotice(page).getByRole('button', { name: 'Close' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ] as const) {
    test(`${how} tapped before the scripts arrive closes it, and the app keeps it closed`, async ({
      browser,
    }) => {
      const { page, context, release } = await pageWithScriptsHeld(browser)
      await close(page)
      await expect(urgentNotice(page)).toHaveCount(0)

      release()
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
      await expect(page.locator('[data-notice-in-page]')).toHaveCount(0)
      await expect(urgentNotice(page)).toHaveCount(0)
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
      // The app works and is not held by an unseen modal: the My List sidebar opens.
      await page.getByRole('button', { name: /My List/ }).click()
      await expect(page.getByText('Your list is Empty')).toBeVisible()

      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Bradford' })).toBeVisible()
      await expect(urgentNotice(page)).toHaveCount(0)
      await context.close()
    })
  }

  test('a page whose scripts never come still closes it', async ({ browser }) => {
    const context = await browser.newContext()
    await context.route('**/assets/*.js', (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/location/bradford')
    await urgentNotice(page).getByRole('button', { name: 'Got it' }).click()
    await expect(urgentNotice(page)).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('urgentNoticeSeen'))).toBe('1')
    await context.close()
  })
})
