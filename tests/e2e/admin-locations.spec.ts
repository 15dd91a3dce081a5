import type { Page } from '@playwright/test'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, fillSignIn, login, openSite } from '#tests/e2e/support/site.ts'

const listPath = '/admin/draglamlocations'
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })
const demo = (slug: string) => demoLocations.find((location) => location.slug === slug)!

/** The status texts the storefront can show for a yard between two instants (the minute may turn in between). */
function statusesBetween(slug: string, from: Date, to: Date): string[] {
  const texts = new Set<string>()
  for (let t = Math.floor(from.getTime() / 60_000); t <= Math.ceil(to.getTime() / 60_000); t++)
    texts.add(openingStatus(demo(slug), new Date(t * 60_000)))
  return [...texts]
}

/** A part of the yard's page (Today, Hours, Stock, Notices, Details): a tab, one tap away. */
const yardPart = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Parts of this yard' }).getByRole('tab', { name: new RegExp(`^${name}`) })

/** Opens a yard's form from the list, as staff do. */
async function openYard(page: Page, name: string) {
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return page.getByLabel("Today's hours")
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("yard staff set today's hours, the location page shows them, and clearing them brings the hours back", async ({
    page,
  }) => {
    const override = 'OPEN TODAY 6 AM – 2 PM (STORM)'
    await openSite(page)
    await fillSignIn(page, demoAccounts.yard.eMail, demoAccounts.yard.password)
    await expect(page).toHaveURL('/admin/')
    // On a phone the sections are a menu that names where you are.
    await adminNav(page).getByRole('button', { name: 'Sections: Dashboard' }).click()
    await adminNav(page).getByRole('link', { name: 'Locations' }).click()
    await expect(page).toHaveURL(listPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()

    const todaysHours = await openYard(page, 'Kitchener')
    // Near the top: in view on a phone without scrolling, and typed into without zooming out.
    await expect(todaysHours).toBeInViewport()
    await todaysHours.fill(override)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(375)

    await page.goto('/location/kitchener')
    await expect(page.getByRole('main').getByTestId('opening-status')).toHaveText(override)

    await page.goBack()
    await expect(todaysHours).toHaveValue(override)
    await page.getByRole('button', { name: "Clear today's hours" }).click()
    await expect(todaysHours).toHaveValue('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

    const before = new Date()
    await page.goto('/location/kitchener')
    const status = page.getByRole('main').getByTestId('opening-status')
    await expect(status).not.toHaveText(override)
    const shown = await status.textContent()
    expect(statusesBetween('kitchener', before, new Date())).toContain(shown)
  })

  test('the list fits a phone: each yard with its status, no sideways scrolling', async ({ page }) => {
    await login(page, 'yard', listPath)
    const cards = page.getByRole('list', { name: 'Locations' }).getByRole('listitem')
    await expect(cards).toHaveCount(demoLocations.length)
    await expect(cards.first()).toContainText('Bradford')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test("a yard manager reaches today's hours, stock and the yard's notices in one tap each, and one Save keeps every part's edits", async ({
    page,
  }) => {
    test.slow()
    const override = 'CLOSING AT NOON TODAY'
    await login(page, 'yard', listPath)
    await openYard(page, 'Oakville')
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` }
    const readYard = async () =>
      (await (await page.request.get(`/api/salt/admin/locations/${id}`, { headers })).json()) as AdminLocation
    const product = (await readYard()).stock[0]!
    const otherStatus = product.status === 'low' ? 'in_stock' : 'low'
    // A notice for this yard only, starting the day after tomorrow: no visitor sees it during the run.
    const title = `Oakville scales closed ${Date.now()}`
    const startsAt = Date.now() + 2 * 86_400_000
    const posted = await page.request.post('/api/salt/admin/weather/notices', {
      headers,
      data: {
        title,
        message: 'Bring your own scale ticket.',
        locationIds: [id],
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 86_400_000).toISOString(),
      },
    })
    expect(posted.status()).toBe(201)
    // The page read its notices before this one existed: come back to it as staff would.
    await page.reload()

    const todaysHours = page.getByLabel("Today's hours")
    await expect(yardPart(page, 'Today')).toHaveAttribute('aria-selected', 'true')
    await expect(todaysHours).toBeInViewport()
    await todaysHours.fill(override)
    await page.screenshot({ path: test.info().outputPath('yard-today-375.png') })
    expect(await seriousViolations(page, 'main')).toEqual([])

    await yardPart(page, 'Stock').click()
    await expect(todaysHours).toBeHidden()
    const stock = page.getByRole('tabpanel', { name: /^Stock/ })
    const select = stock.getByRole('combobox', { name: product.productName, exact: true })
    await expect(select).toBeInViewport()
    await select.selectOption(otherStatus)
    await page.screenshot({ path: test.info().outputPath('yard-stock-375.png') })
    expect(await seriousViolations(page, 'main')).toEqual([])

    await yardPart(page, 'Notices').click()
    const notices = page.getByRole('tabpanel', { name: /^Notices/ })
    await expect(notices.getByRole('link', { name: title })).toBeVisible()
    await expect(notices.getByRole('link', { name: 'Post a weather notice' })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(375)
    await page.screenshot({ path: test.info().outputPath('yard-notices-375.png') })
    expect(await seriousViolations(page, 'main')).toEqual([])

    // Back on Today, by keyboard: what was typed in one part is kept while another shows.
    await yardPart(page, 'Notices').focus()
    await page.keyboard.press('Home')
    await expect(yardPart(page, 'Today')).toBeFocused()
    await expect(yardPart(page, 'Today')).toHaveAttribute('aria-selected', 'true')
    await expect(todaysHours).toHaveValue(override)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    const saved = await readYard()
    expect(saved.todaysHours).toBe(override)
    expect(saved.stock.find((row) => row.productId === product.productId)?.status).toBe(otherStatus)

    // Put the yard and the notices back as they were, as staff would undo a trial.
    await page.getByRole('button', { name: "Clear today's hours" }).click()
    await yardPart(page, 'Stock').click()
    await select.selectOption(product.status)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    const restored = await readYard()
    expect(restored.todaysHours ?? '').toBe('')
    expect(restored.stock.find((row) => row.productId === product.productId)?.status).toBe(product.status)
    const { id: noticeId } = (await posted.json()) as { id: number }
    const removed = await page.request.delete(`/api/salt/admin/weather/notices/${noticeId}`, { headers })
    expect(removed.status()).toBe(200)

    // A new notice posted from the yard's screen starts with that yard chosen.
    await yardPart(page, 'Notices').click()
    await page.getByRole('link', { name: 'Post a weather notice' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New weather notice' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Oakville' })).toBeChecked()
  })

  test('the part on screen is in the address: a reload or a shared link opens it, Back goes to the part before', async ({
    page,
  }) => {
    await login(page, 'yard', listPath)
    await openYard(page, 'Concord')
    const yardUrl = page.url()
    await expect(yardPart(page, 'Today')).toHaveAttribute('aria-selected', 'true')
    await yardPart(page, 'Hours').click()
    await expect(page).toHaveURL(/\?part=hours$/)
    await yardPart(page, 'Stock').click()
    await expect(page).toHaveURL(/\?part=stock$/)
    await page.reload()
    await expect(yardPart(page, 'Stock')).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(page).toHaveURL(/\?part=hours$/)
    await expect(yardPart(page, 'Hours')).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(page).toHaveURL(yardUrl)
    await expect(yardPart(page, 'Today')).toHaveAttribute('aria-selected', 'true')
    await page.goto(`${yardUrl}?part=details`)
    await expect(yardPart(page, 'Details')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
  })

  test('a field the server refuses opens its part', async ({ page, browserErrors }) => {
    await login(page, 'yard', listPath)
    await openYard(page, 'Concord')
    browserErrors.expect(
      httpErrorLog(
        403,
        new URL(page.url()).pathname.replace('/admin/draglamlocations/', '/api/salt/admin/locations/'),
      ),
    )
    await yardPart(page, 'Details').click()
    // The shared schema takes the new name; the server refuses it from yard staff (an editor's field).
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('Concord North')
    await yardPart(page, 'Stock').click()
    const [refusal] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Save' }).click(),
    ])
    expect(refusal.status()).toBe(403)
    await expect(yardPart(page, 'Details')).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?part=details$/)
    await expect(yardPart(page, 'Details')).toHaveAccessibleName(/needs attention/)
    await expect(name).toHaveAccessibleDescription('Only editors and above may change this.')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  })

  test('a refused field in a part not on screen opens that part', async ({ page }) => {
    await login(page, 'yard', listPath)
    await openYard(page, 'Concord')
    await yardPart(page, 'Details').click()
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('')
    await yardPart(page, 'Stock').click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(yardPart(page, 'Details')).toHaveAttribute('aria-selected', 'true')
    await expect(yardPart(page, 'Details')).toHaveAccessibleName(/needs attention/)
    await expect(name).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('editing a weekly day changes the preview at a chosen date and time, before saving', async ({
    page,
  }) => {
    await login(page, 'yard', listPath)
    await openYard(page, 'Bradford')
    const preview = page.getByRole('region', { name: 'Public status preview' })
    // A Sunday in February: no custom schedule row reaches it, and Bradford is closed on Sundays.
    await preview.getByLabel('At a date and time (Toronto)').fill('2027-02-07T10:00')
    const then = preview.getByTestId('status-at')
    await expect(then).toHaveText('CLOSED, OPENING ON MONDAY AT 6:00 AM')

    // The preview stays beside the parts on a wide screen while the hours are edited.
    await yardPart(page, 'Hours').click()
    const sunday = page.getByRole('group', { name: 'Sunday' })
    await sunday.getByLabel('Open', { exact: true }).check()
    await sunday.getByLabel('Opens', { exact: true }).fill('08:00')
    await sunday.getByLabel('Closes', { exact: true }).fill('12:30')
    await expect(then).toHaveText('OPEN, CLOSING AT 12:30 PM')

    await page.getByLabel('Copy the hours of').selectOption('Sunday')
    await page.getByRole('checkbox', { name: 'Saturday' }).check()
    await page.getByRole('button', { name: 'Copy hours' }).click()
    const saturday = page.getByRole('group', { name: 'Saturday' })
    await expect(saturday.getByLabel('Closes', { exact: true })).toHaveValue('12:30')
    await preview.getByLabel('At a date and time (Toronto)').fill('2027-02-06T12:45')
    await expect(then).toHaveText('CLOSED, OPENING ON SUNDAY AT 8:00 AM')
    await page.screenshot({ path: test.info().outputPath('yard-hours-1280.png') })
  })

  test('overlapping custom schedule rows get a warning', async ({ page }) => {
    await login(page, 'yard', listPath)
    await openYard(page, 'Toronto')
    await yardPart(page, 'Hours').click()
    const schedule = page.getByRole('region', { name: 'Custom schedule' })
    await expect(schedule.getByRole('alert')).toHaveCount(0)
    await schedule.getByRole('button', { name: 'Add a row' }).click()
    await schedule.getByRole('button', { name: 'Add a row' }).click()
    await expect(schedule.getByRole('alert')).toContainText('overlap')
    const rows = schedule.getByRole('group', { name: /^Row \d+$/ })
    await rows
      .last()
      .getByRole('button', { name: /^Remove row/ })
      .click()
    await expect(schedule.getByRole('alert')).toHaveCount(0)
  })

  test('a save based on a stale version says someone else changed the yard, and keeps what was typed', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.expect(httpErrorLog(409))
    await login(page, 'yard', listPath)
    const todaysHours = await openYard(page, 'Niagara Region')
    await todaysHours.fill('BACK AT 1 PM')

    // Someone else saves the yard meanwhile (only the version moves, so no other test sees a difference).
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const headers = { Authorization: `Bearer ${token}` }
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const current = (await (
      await page.request.get(`/api/salt/admin/locations/${id}`, { headers })
    ).json()) as AdminLocation
    const other = await page.request.put(`/api/salt/admin/locations/${id}`, {
      headers,
      data: { version: current.version },
    })
    expect(other.status()).toBe(200)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this' })).toBeVisible()
    await expect(todaysHours).toHaveValue('BACK AT 1 PM')
    const after = (await (
      await page.request.get(`/api/salt/admin/locations/${id}`, { headers })
    ).json()) as AdminLocation
    expect(after.todaysHours).toBe(current.todaysHours)
  })

  test('the old site’s /locations/OLD_id leads to the list', async ({ page }) => {
    await login(page, 'yard', `${listPath}/OLD_id`)
    await expect(page).toHaveURL(listPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()
  })

  test('yard staff see no Products in the admin navigation, and opening products lands on the locations list', async ({
    page,
  }) => {
    await login(page, 'yard', '/admin/')
    await expect(adminNav(page).getByRole('link', { name: 'Locations' })).toBeVisible()
    await expect(adminNav(page).getByRole('link', { name: 'Products' })).toHaveCount(0)
    await page.goto('/admin/draglamproducts')
    await expect(page).toHaveURL(listPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()
  })
})
