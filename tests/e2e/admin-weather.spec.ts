import type { APIRequestContext, Page } from '@playwright/test'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminNotice, AdminStormList } from '#domain/weather/schemas.ts'
import { torontoInputToIso, torontoSecondsInput } from '#domain/weather/notice-form.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { expect, test, awaitHydrationOnLoad } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, demoAccounts, login, urgentNotice } from '#tests/e2e/support/site.ts'

const weatherPath = '/admin/weather'
/** Marks what this spec creates, so the clean-up finds exactly that. */
const tag = `e2e-${Date.now().toString(36)}`

/** The status texts the storefront can show for a demo yard between two instants (the minute may turn). */
function statusesBetween(slug: string, from: Date, to: Date): string[] {
  const demo = demoLocations.find((location) => location.slug === slug)!
  const texts = new Set<string>()
  for (let t = Math.floor(from.getTime() / 60_000); t <= Math.ceil(to.getTime() / 60_000); t++)
    texts.add(openingStatus(demo, new Date(t * 60_000)))
  return [...texts]
}

const yardStatus = (page: Page) => page.getByRole('main').getByTestId('opening-status')
const yardCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Locations' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })

async function specialHours(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { specialOpeningHoursSpecification?: unknown[] }
    return data.specialOpeningHoursSpecification ?? []
  })
}

/**
 * Other specs share the demo server and expect the plain shortage notice: whatever this spec started and a failed
 * run left behind is ended and deleted here.
 */
test.afterEach(async ({ request }) => {
  const token = await staffToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const storms = (await (
    await request.get('/api/salt/admin/weather/storms', { headers })
  ).json()) as AdminStormList
  for (const storm of storms.items)
    if (storm.note?.includes(tag) && (storm.phase === 'active' || storm.phase === 'upcoming'))
      await request.post(`/api/salt/admin/weather/storms/${storm.id}/end`, { headers })
  const notices = (await (
    await request.get('/api/salt/admin/weather/notices', { headers, params: { q: tag } })
  ).json()) as AdminListPage<AdminNotice>
  for (const notice of notices.items)
    await request.delete(`/api/salt/admin/weather/notices/${notice.id}`, { headers })
})

async function staffToken(request: APIRequestContext): Promise<string> {
  const { eMail, password } = demoAccounts.yard
  const response = await request.post('/api/salt/login', { data: { username: eMail, password } })
  return ((await response.json()) as { token: string }).token
}

test('a notice for one yard: a fresh visitor sees it there, sees it again once edited, and it goes at its end without a reload', async ({
  page,
  browser,
  browserErrors,
}) => {
  // The notice's own 15 seconds, and staff and visitor steps that take seconds each on a busy two-core machine.
  test.setTimeout(90_000)
  const title = `Freezing rain ${tag}`
  await login(page, 'yard', weatherPath)
  await page.getByRole('link', { name: 'New notice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New weather notice' })).toBeVisible()
  // A new notice starts now and shows for 24 hours.
  const shownFor =
    Date.parse(torontoInputToIso(await page.getByLabel('Shows until').inputValue())) -
    Date.parse(torontoInputToIso(await page.getByLabel('Shows from').inputValue()))
  expect(shownFor).toBe(24 * 3_600_000)
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Message').fill('Roads around the yard are glazed. Call before you come.')
  await page.getByLabel('Severity').selectOption('severe')
  // Yard staff address the yards granted to them, never the whole site.
  await expect(page.getByRole('checkbox', { name: /^Every yard/ })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Niagara Region' }).check()
  await page.getByRole('button', { name: 'Publish notice' }).click()
  await expect(page).toHaveURL(weatherPath)
  const row = page
    .getByRole('list', { name: 'Weather notices' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(row).toContainText('Showing now')
  await expect(row).toContainText('Niagara Region')

  const visitorContext = await browser.newContext()
  browserErrors.watch(visitorContext)
  awaitHydrationOnLoad(visitorContext)
  const visitor = await visitorContext.newPage()
  // The home page's notice leaves out a notice for one yard; that yard's page shows it.
  await visitor.goto('/')
  const popup = urgentNotice(visitor)
  await expect(popup).toBeVisible()
  await expect(popup).not.toContainText(title)
  await closeDialog(visitor)
  await visitor.goto('/location/niagara-region')
  const shown = popup.getByRole('heading', { name: title })
  await expect(shown).toBeVisible()
  await expect(popup).toContainText('Severe weather')
  await expect(popup).toContainText('For Niagara Region')
  await closeDialog(visitor)
  // Dismissed, it stays on the yard's page under its own heading, and beside the yard's status in the list.
  const onYardPage = visitor.getByRole('main').getByRole('region', { name: 'Weather notices' })
  await expect(onYardPage.getByRole('heading', { name: title })).toBeVisible()
  await visitor.goto('/location')
  await expect(urgentNotice(visitor)).toBeHidden()
  const cardOf = (yard: string) =>
    visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: yard }) })
  await expect(cardOf('Niagara Region').getByRole('list', { name: 'Weather notices' })).toHaveText(
    `Severe weather: ${title}`,
  )
  await expect(cardOf('Brampton').getByRole('list', { name: 'Weather notices' })).toHaveCount(0)
  await visitor.goto('/location/niagara-region')

  // Staff move its end to a few seconds from now: a new version, which the visitor who dismissed it sees again.
  await row.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const endsAt = Date.now() + 15_000
  await page.getByLabel('Shows until').fill(torontoSecondsInput(new Date(endsAt).toISOString()))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await visitor.reload()
  await expect(shown).toBeVisible()

  // At its end it leaves the open popup by itself; the shortage text stays.
  await expect(shown).toHaveCount(0, { timeout: 25_000 })
  // The input holds whole seconds: the end is at most a second before the time typed.
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 1_000)
  await expect(popup).toContainText('road salt shortage')
  await visitorContext.close()

  await page.goto(weatherPath)
  await expect(row).toContainText('Ended')
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted.')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('storm mode on two yards changes their status texts and special hours; ending it brings their hours back', async ({
  page,
}) => {
  // Seven page loads; on a busy two-core machine each can take a few seconds.
  test.setTimeout(45_000)
  const note = `Freezing rain ${tag}`
  const today = isoDate(wallClock(Date.now()).day)
  await login(page, 'yard', weatherPath)
  // An Environment Canada alert received by another spec offers its own "Start storm mode" button.
  await page
    .getByRole('region', { name: 'Storm mode' })
    .getByRole('button', { name: 'Start storm mode' })
    .click()
  const form = page.getByRole('form', { name: 'Start storm mode' })
  await form.getByRole('checkbox', { name: 'Brampton' }).check()
  await form.getByRole('checkbox', { name: 'Niagara Region' }).check()
  // Today only, round the clock: the defaults.
  await expect(form.getByLabel('First day')).toHaveValue(today)
  await expect(form.getByRole('checkbox', { name: 'Round the clock' })).toBeChecked()
  await form.getByLabel(/^Note for the yard pages/).fill(note)
  await form.getByRole('button', { name: 'Start storm mode' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Storm mode started.' })).toBeVisible()
  const storm = page.getByRole('list', { name: 'Storms' }).getByRole('listitem').filter({ hasText: note })
  await expect(storm).toContainText('In force')
  await expect(storm).toContainText('Brampton, Niagara Region')

  // Both yards on the list of locations, then one yard's own page with its note and special hours.
  await page.goto('/location')
  for (const name of ['Brampton', 'Niagara Region'])
    await expect(yardCard(page, name).getByTestId('opening-status')).toHaveText('OPEN, CLOSING AT 11:59 PM')
  await page.goto('/location/niagara-region')
  await expect(yardStatus(page)).toHaveText('OPEN, CLOSING AT 11:59 PM')
  await expect(page.getByRole('main')).toContainText(`Storm mode: ${note}`)
  expect(await specialHours(page)).toContainEqual(
    expect.objectContaining({ validFrom: today, validThrough: today, opens: '00:00', closes: '23:59' }),
  )

  await page.goto(weatherPath)
  await storm.getByRole('button', { name: /^End now/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Storm mode ended.' })).toBeVisible()
  await expect(storm).toContainText('Ended early')

  const before = new Date()
  await page.goto('/location')
  const yards = [
    ['brampton', 'Brampton'],
    ['niagara-region', 'Niagara Region'],
  ] as const
  for (const [slug, name] of yards) {
    const shown = await yardCard(page, name).getByTestId('opening-status').textContent()
    expect(statusesBetween(slug, before, new Date()), name).toContain(shown)
  }
})
