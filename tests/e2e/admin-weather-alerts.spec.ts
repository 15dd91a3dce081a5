import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminNotice, AdminStormList } from '#domain/weather/schemas.ts'
import { e2eWeatherAlertsDir } from '#tests/e2e/support/e2e-env.ts'
import { expect, test, awaitHydrationOnLoad } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, demoAccounts, login, urgentNotice } from '#tests/e2e/support/site.ts'
import { capFixture } from '#tests/support/weather-alerts.ts'

const weatherPath = '/admin/weather'
/** Marks what this spec creates, so the clean-up finds exactly that. */
const tag = `e2e-${Date.now().toString(36)}`
const headline = 'Winter storm warning in effect'

async function staffToken(request: APIRequestContext): Promise<string> {
  const { eMail, password } = demoAccounts.yard
  const response = await request.post('/api/salt/login', { data: { username: eMail, password } })
  return ((await response.json()) as { token: string }).token
}

/** Other specs share the demo server's yards: the storm and notice this spec made are ended and deleted. */
test.afterEach(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` }
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

test('an orange alert arrives: staff see it on two yards, publish its notice and start its storm mode; a visitor sees both', async ({
  page,
  browser,
  browserErrors,
}) => {
  test.setTimeout(120_000)
  // Sent nine hours ago, so its onset is now and storm mode starts today; it expires in 18 hours.
  const sentAt = new Date(Date.now() - 9 * 3_600_000)
  const serial = String(Date.now()).slice(-10)
  writeFileSync(
    path.join(e2eWeatherAlertsDir, `${tag}.cap`),
    capFixture('orange-winter-storm-warning', sentAt).replaceAll('3561804117', serial),
  )

  await login(page, 'yard', weatherPath)
  const alerts = page.getByRole('region', { name: 'Environment Canada alerts' })
  const alert = alerts.getByRole('listitem').filter({ hasText: headline })
  // The worker polls the directory each second; the list is read when the screen opens.
  await expect(async () => {
    await page.reload()
    await expect(alert).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(alert).toContainText('Orange')
  await expect(alert).toContainText('Yards: Brampton, Mississauga')

  await alert.getByRole('link', { name: 'Draft a notice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New weather notice' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(headline)
  await expect(page.getByRole('checkbox', { name: 'Brampton' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Mississauga' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Oakville' })).not.toBeChecked()
  await page.getByLabel('Title').fill(`${headline} ${tag}`)
  await page.getByRole('button', { name: 'Publish notice' }).click()
  await expect(page).toHaveURL(weatherPath)

  await alert.getByRole('button', { name: 'Start storm mode' }).click()
  const stormForm = page.getByRole('form', { name: 'Start storm mode' })
  await expect(stormForm.getByRole('checkbox', { name: 'Brampton' })).toBeChecked()
  await expect(stormForm.getByRole('checkbox', { name: 'Mississauga' })).toBeChecked()
  await expect(stormForm.getByLabel('Round the clock')).toBeChecked()
  const note = stormForm.getByLabel('Note for the yard pages (optional)')
  await expect(note).toHaveValue(headline)
  await note.fill(`Winter storm ${tag}`)
  await stormForm.getByRole('button', { name: 'Start storm mode' }).click()
  await expect(page.getByRole('status').filter({ hasText: /started/i })).toBeVisible()

  await page.goto('/admin/')
  await expect(page.getByRole('region', { name: 'Environment Canada alerts' })).toContainText(
    `Orange ${headline}: Brampton, Mississauga`,
  )

  const visitorContext = await browser.newContext()
  browserErrors.watch(visitorContext)
  awaitHydrationOnLoad(visitorContext)
  const visitor = await visitorContext.newPage()
  await visitor.goto('/location/brampton')
  await expect(urgentNotice(visitor).getByRole('heading', { name: `${headline} ${tag}` })).toBeVisible()
  await closeDialog(visitor)
  // Dismissed once, the notice stays on each of its yards' pages (ADR 0008), beside the storm's hours.
  for (const slug of ['brampton', 'mississauga']) {
    await visitor.goto(`/location/${slug}`)
    const notices = visitor.getByRole('main').getByRole('region', { name: 'Weather notices' })
    await expect(notices.getByRole('heading', { name: `${headline} ${tag}` })).toBeVisible()
    await expect(visitor.getByRole('main')).toContainText(`Storm mode: Winter storm ${tag}`)
    await expect(visitor.getByTestId('opening-status')).toHaveText(/OPEN/)
  }
  await visitorContext.close()
})
