import type { APIRequestContext, Page } from '@playwright/test'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminLocationRow } from '#domain/locations/schemas.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import { closeYardsLegend } from '#domain/weather/texts.ts'
import { closedTodayText } from '#domain/weather/yard-closure.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, login } from '#tests/e2e/support/site.ts'

/** Marks what this spec creates, so the clean-up finds exactly that. */
const tag = `e2e-close-${Date.now().toString(36)}`
const closing = { name: 'Mississauga', slug: 'mississauga' }
const staying = { name: 'Scarborough/Markham', slug: 'scarborough-markham' }

async function staffHeaders(request: APIRequestContext) {
  const { eMail, password } = demoAccounts.yard
  const response = await request.post('/api/salt/login', { data: { username: eMail, password } })
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

/** Other specs read the demo yards' hours: the notice goes, and the closed yard gets its hours back. */
test.afterEach(async ({ request }) => {
  const headers = await staffHeaders(request)
  const notices = (await (
    await request.get('/api/salt/admin/weather/notices', { headers, params: { q: tag } })
  ).json()) as AdminListPage<AdminNotice>
  for (const notice of notices.items)
    await request.delete(`/api/salt/admin/weather/notices/${notice.id}`, { headers })
  const yards = (await (
    await request.get('/api/salt/admin/locations', { headers, params: { q: closing.name } })
  ).json()) as AdminListPage<AdminLocationRow>
  for (const yard of yards.items) {
    const { version, todaysHours } = (await (
      await request.get(`/api/salt/admin/locations/${yard.id}`, { headers })
    ).json()) as { version: number; todaysHours: string | null }
    if (todaysHours === closedTodayText)
      await request.put(`/api/salt/admin/locations/${yard.id}`, {
        headers,
        data: { version, todaysHours: '' },
      })
  }
})

const closeYards = (page: Page) => page.getByRole('group', { name: closeYardsLegend })
const yardCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Locations' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })

test.describe('a severe notice closes its yards in the same save', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('yard staff tick the yard to close; its page and the list of locations then say it is closed', async ({
    page,
  }) => {
    const title = `Ice storm ${tag}`
    await login(page, 'yard', '/admin/weather')
    await page.getByRole('link', { name: 'New notice' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Message').fill('The yard is shut while the freezing rain lasts.')
    for (const yard of [closing, staying])
      await page.getByRole('group', { name: 'Yards' }).getByRole('checkbox', { name: yard.name }).check()
    // A warning offers nothing to close; a severe notice offers the yards it is for, none ticked.
    await expect(closeYards(page)).toHaveCount(0)
    await page.getByLabel('Severity').selectOption('severe')
    await expect(closeYards(page).getByRole('checkbox')).toHaveCount(2)
    await expect(closeYards(page).getByRole('checkbox', { checked: true })).toHaveCount(0)
    await closeYards(page).getByRole('checkbox', { name: closing.name }).check()
    await expect(closeYards(page)).toContainText(closedTodayText)
    await page.screenshot({ path: test.info().outputPath('close-yards-375.png'), fullPage: true })

    const writes: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/salt/admin/'))
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/salt/admin/weather/notices') &&
          response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Publish notice' }).click(),
    ])
    expect(saved.status()).toBe(201)
    await expect(page).toHaveURL('/admin/weather')
    // One request: the notice and the yard's closure together.
    expect(writes).toEqual(['POST /api/salt/admin/weather/notices'])

    await page.goto(`/location/${closing.slug}`)
    await expect(page.getByRole('main').getByTestId('opening-status')).toHaveText(closedTodayText)
    await page.goto('/location')
    await expect(yardCard(page, closing.name)).toContainText(closedTodayText)
    await expect(yardCard(page, staying.name)).not.toContainText(closedTodayText)
  })
})
