import type { Browser } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { mySaltCard, signInDialog, urgentNotice } from '#tests/e2e/support/site.ts'

/**
 * A first visit whose scripts wait until `release` is called, at a phone's width: the painted page is HTML and inline
 * scripts only. The urgent notice is closed the way a visitor would, with "Got it" (which works from the first paint).
 */
async function paintedPageWithScriptsHeld(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'commit' })
  await urgentNotice(page).getByRole('button', { name: 'Got it' }).click()
  await expect(urgentNotice(page)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  return { page, context, release }
}

test.describe('a press on the painted page before the app runs is held and counts once the app runs', () => {
  test('“My Salt Card” opens the sign-in popup once the scripts arrive', async ({ browser }) => {
    const { page, context, release } = await paintedPageWithScriptsHeld(browser, '/location/bradford')
    await mySaltCard(page).click()
    await expect(mySaltCard(page)).toHaveAttribute('data-early-tap', '')
    await expect(mySaltCard(page)).toHaveAttribute('aria-busy', 'true')
    await expect(signInDialog(page)).toHaveCount(0)

    release()
    await expect(signInDialog(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(mySaltCard(page)).not.toHaveAttribute('data-early-tap')
    await expect(mySaltCard(page)).not.toHaveAttribute('aria-busy')
    await context.close()
  })

  test('two presses of the phone menu before the app runs open it once (the last press counts, not each)', async ({
    browser,
  }) => {
    const { page, context, release } = await paintedPageWithScriptsHeld(browser, '/products')
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.click()
    await menu.click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()

    release()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await context.close()
  })

  test('a contact form filled and sent before the app runs is sent once it runs, with what was typed', async ({
    browser,
  }) => {
    const { page, context, release } = await paintedPageWithScriptsHeld(browser, '/contact')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/salt/send-email')) sent.push(request.postData() ?? '')
    })
    const contact = page.getByRole('form', { name: 'Contact us' })
    await contact.getByLabel('Name').fill('Early Tapper')
    await contact.getByLabel('Email').fill('early.tap@example.test')
    await contact.getByLabel('Message').fill('Sent before the scripts came.')
    await contact.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL('/contact')

    release()
    await expect(page).toHaveURL('/thankyou/general')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('early.tap@example.test')
    expect(sent[0]).toContain('Sent before the scripts came.')
    await context.close()
  })

  test('once the app runs, presses go straight to it', async ({ browser }) => {
    const { page, context, release } = await paintedPageWithScriptsHeld(browser, '/location/bradford')
    release()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await mySaltCard(page).click()
    await expect(signInDialog(page)).toBeVisible()
    await expect(mySaltCard(page)).not.toHaveAttribute('data-early-tap')
    await context.close()
  })
})
