import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { RetriableCount } from '#domain/admin/transactions/answers.ts'
import { retryAllConfirmText, retryAllConfirmTitle } from '#domain/admin/transactions/texts.ts'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

const listPath = '/admin/tracktransactions'
/**
 * The demo customer's "Loader yard" card, which no other spec deactivates (the Salt Card spec deactivates the second
 * customer's only card, and a deactivated card takes no pickups). Its history is at Concord and Brampton only, so its
 * Bradford rows are this spec's own.
 */
const customerNo = 'C100001'
const cardNo = '7001000000000025'

/** The Toronto day of an instant, as the filter's date fields take it (YYYY-MM-DD). */
const torontoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at)

const outageSwitch = (page: Page) => page.getByRole('switch', { name: 'Simulate NAV outage' })
const filters = (page: Page) => page.getByRole('search', { name: 'Filter transactions' })

async function staffHeaders(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` }
}

/**
 * A scale-house ticket through the public pickups API, as the scale at Bradford sends it as it prints (tickets must
 * be recent); answers the Toronto day it was printed on.
 */
async function bradfordPickup(page: Page, ticketNo: string): Promise<string> {
  const printedAt = new Date()
  const response = await page.request.post('/api/salt/pickups', {
    headers: { 'x-api-key': demoScaleHouseKey },
    data: {
      ticketNo,
      cardNo,
      locationSlug: 'bradford',
      product: 'Rock Salt',
      tonnes: 0.087,
      amountCents: 1_234,
      PrintedDateTime: printedAt.toISOString(),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return torontoDay(printedAt)
}

async function filterToOwnPickups(page: Page, pickupDay: string) {
  const form = filters(page)
  await form.getByLabel('Customer').fill(customerNo)
  await form.getByLabel('Yard').selectOption({ label: 'Bradford' })
  await form.getByLabel('From', { exact: true }).fill(pickupDay)
  await form.getByLabel('To', { exact: true }).fill(pickupDay)
  await form.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/yard=bradford/)
}

test.describe('track transactions and the NAV retry', () => {
  test('with a simulated NAV outage a retry says "Uh oh!"; with NAV back it says "Great!" and the row is approved', async ({
    page,
  }) => {
    // Many steps, and a wait for the server's worker, on a machine that may be busy.
    test.slow()
    await login(page, 'manager', listPath)
    await expect(page.getByRole('heading', { name: 'Track transactions', level: 1 })).toBeVisible()
    await expect(outageSwitch(page)).toHaveAttribute('aria-checked', 'false')
    const headers = await staffHeaders(page)
    try {
      await outageSwitch(page).click()
      await expect(outageSwitch(page)).toHaveAttribute('aria-checked', 'true')
      await expect(page.getByRole('alert').filter({ hasText: 'NAV outage simulated' })).toBeVisible()

      const ticketNo = `E2E-NAV-${Date.now()}`
      await filterToOwnPickups(page, await bradfordPickup(page, ticketNo))
      const row = page.getByRole('row').filter({ hasText: ticketNo })
      // The server's worker tries the new posting within a second or two, and NAV (the sandbox) refuses it.
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        await expect(row).toContainText('Failed', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(row).toContainText('fault switch is on')

      await row.getByRole('button', { name: 'Retry' }).click()
      const failure = page.getByRole('dialog', { name: 'Uh oh!' })
      await expect(failure).toContainText('Transaction still not approved by NAV. Please try again.')
      await failure.getByRole('button', { name: 'OK' }).click()
      await expect(row).toContainText('Failed')
      await expect(row).toContainText('2 attempts')

      await outageSwitch(page).click()
      await expect(outageSwitch(page)).toHaveAttribute('aria-checked', 'false')
      await row.getByRole('button', { name: 'Retry' }).click()
      const success = page.getByRole('dialog', { name: 'Great!' })
      await expect(success).toContainText('Transaction was approved by NAV')
      await success.getByRole('button', { name: 'OK' }).click()
      await expect(row).toContainText('Approved')
      await expect(row).toContainText('3 attempts')
      await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    } finally {
      // Other specs share this server: the switch is left off whatever happened above.
      const reset = await page.request.put('/api/salt/admin/nav-outage', {
        headers,
        data: { on: false },
      })
      expect(reset.status()).toBe(200)
    }
  })

  test('Retry all retries the failed postings the filters show and lists the result of each', async ({
    page,
  }, testInfo) => {
    test.slow()
    await login(page, 'manager', listPath)
    const headers = await staffHeaders(page)
    const retryAll = page.getByRole('button', { name: 'Retry all failed and dead' })
    const results = page.getByRole('list', { name: 'Retry all results' })
    try {
      await outageSwitch(page).click()
      await expect(outageSwitch(page)).toHaveAttribute('aria-checked', 'true')
      const ticketNo = `E2E-ALL-${Date.now()}`
      await filterToOwnPickups(page, await bradfordPickup(page, ticketNo))
      const row = page.getByRole('row').filter({ hasText: ticketNo })
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        await expect(row).toContainText('Failed', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })

      // It asks first, saying how many postings it will send; Cancel sends nothing.
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/retry-all')) sent.push(request.method())
      })
      const [counted] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/salt/admin/transactions/retriable')),
        retryAll.click(),
      ])
      const { retriable, thisPress } = (await counted.json()) as RetriableCount
      expect(retriable).toBeGreaterThanOrEqual(1)
      const question = page.getByRole('dialog', { name: retryAllConfirmTitle(thisPress, retriable) })
      await expect(question).toContainText(retryAllConfirmText(thisPress, retriable))
      await page.screenshot({ path: testInfo.outputPath('retry-all-asks-1280.png') })
      await question.getByRole('button', { name: 'Cancel' }).click()
      await expect(question).toHaveCount(0)
      await expect(retryAll).toBeFocused()
      expect(sent).toEqual([])
      await expect(row).toContainText('1 attempt')

      await retryAll.click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Retry \d+$/ })
        .click()
      await expect(
        page.getByRole('status').filter({ hasText: /^Retried \d+: 0 posted to NAV, \d+ failed again\./ }),
      ).toBeVisible()
      expect(sent).toEqual(['POST'])
      const line = results.getByRole('listitem').filter({ hasText: ticketNo })
      await expect(line).toContainText('Failed again')
      await expect(line).toContainText('fault switch is on')
      await expect(row).toContainText('2 attempts')
      await expect(retryAll).toBeFocused()
      await page.screenshot({ path: testInfo.outputPath('retry-all-failed-1280.png'), fullPage: true })

      await outageSwitch(page).click()
      await expect(outageSwitch(page)).toHaveAttribute('aria-checked', 'false')
      await retryAll.click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Retry \d+$/ })
        .click()
      await expect(
        page.getByRole('status').filter({ hasText: /^Retried \d+: \d+ posted to NAV, 0 failed again\./ }),
      ).toBeVisible()
      await expect(line).toContainText('Posted')
      await expect(line).toContainText('NAV-SC-')
      await expect(row).toContainText('Approved')
      await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    } finally {
      const reset = await page.request.put('/api/salt/admin/nav-outage', { headers, data: { on: false } })
      expect(reset.status()).toBe(200)
    }
  })

  test('filters narrow the list and the CSV export takes the same rows', async ({ page }) => {
    test.slow()
    await login(page, 'manager', listPath)
    const results = page.getByText(/^\d+ results?/)
    await expect(results).toBeVisible()
    const everything = Number((await results.textContent())!.split(' ')[0])

    const ticketNo = `E2E-FILTER-${Date.now()}`
    const pickupDay = await bradfordPickup(page, ticketNo)
    await filterToOwnPickups(page, pickupDay)
    await expect(page.getByRole('row').filter({ hasText: ticketNo })).toBeVisible()
    const narrowed = Number((await results.textContent())!.split(' ')[0])
    expect(narrowed).toBeGreaterThanOrEqual(1)
    expect(narrowed).toBeLessThan(everything)
    for (const row of await page.getByRole('row').filter({ hasText: 'E2E-' }).all())
      await expect(row).toContainText(customerNo)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await readFile((await (await download).path())!, 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Date \(Toronto\),Customer number,Customer,/)
    expect(lines).toHaveLength(1 + narrowed)
    expect(
      lines.slice(1).every((line) => line.includes(`,${customerNo},`) && line.includes(',Bradford,')),
    ).toBe(true)
    expect(csv).toContain(ticketNo)

    // An end before the start is not sent; Clear shows every transaction again.
    const form = filters(page)
    const dayAfter = torontoDay(new Date(Date.parse(`${pickupDay}T12:00:00Z`) + 24 * 60 * 60_000))
    await form.getByLabel('From', { exact: true }).fill(dayAfter)
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(form.getByRole('alert')).toHaveText('The end day comes before the start day.')
    await expect(page).toHaveURL(new RegExp(`from=${pickupDay}`))
    await form.getByRole('button', { name: 'Clear' }).click()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    // Other specs may add transactions meanwhile: at least this spec's own pickup is new.
    await expect(async () => {
      expect(Number((await results.textContent())!.split(' ')[0])).toBeGreaterThan(everything)
    }).toPass()
  })

  test('the page has no serious accessibility violations', async ({ page }) => {
    // axe reads every row of both layouts: seconds on a busy machine.
    test.slow()
    await login(page, 'manager', `${listPath}?status=dead`)
    await expect(page.getByRole('table')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the dashboard sends a manager to the dead postings', async ({ page }) => {
    await login(page, 'manager')
    const attention = page.getByRole('region', { name: 'Needs attention' })
    await attention.getByRole('link', { name: /NAV postings? (is|are) dead/ }).click()
    await expect(page).toHaveURL(`${listPath}?status=dead`)
    await expect(filters(page).getByLabel('NAV status')).toHaveValue('dead')
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect(rows.first()).toBeVisible()
    for (const row of await rows.all()) await expect(row).toContainText('Dead')
  })

  test('on a phone the transactions are cards, with nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await login(page, 'manager', `${listPath}?q=${customerNo}`)
    const cards = page.getByRole('list', { name: 'Transactions' })
    await expect(cards.getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('table')).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expect(outageSwitch(page)).toBeVisible()
  })
})
