import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { e2eWeatherAlertsDir } from '#tests/e2e/support/e2e-env.ts'
import { newCustomer } from '#tests/e2e/support/fleet.ts'
import { awaitHydrationOnLoad, expect, test } from '#tests/e2e/support/fixtures.ts'
import { waitForMailedLink } from '#tests/e2e/support/mail.ts'
import { demoToken } from '#tests/e2e/support/site.ts'
import { capFixtureOfChain } from '#tests/support/weather-alerts.ts'

/**
 * Storm warnings (ADR 0037): an orange alert arrives for Brampton and Mississauga. A customer whose card is under the
 * account's threshold is mailed before the storm; a visitor sees the alert on the yards' live boards.
 */
const serial = String(Date.now()).slice(-10)
/** The run's own chain: every identifier renamed, those the cancellation references included. */
const alertFile = (name: 'orange-winter-storm-warning' | 'orange-winter-storm-cancel', sentAt: Date) =>
  capFixtureOfChain(name, sentAt, Number(serial))

/** The alert is cancelled again, so the other specs' yards are as they were. */
test.afterAll(() => {
  writeFileSync(
    path.join(e2eWeatherAlertsDir, `storm-warning-${serial}-cancel.cap`),
    alertFile('orange-winter-storm-cancel', new Date()),
  )
})

test('a low card is warned of an orange alert by mail, and the yards’ boards show it live', async ({
  page,
  request,
  browserErrors,
}) => {
  test.setTimeout(90_000)
  const { card, email } = await newCustomer(request)
  // $250 credited, $110 taken off: $140, under the $200 threshold an account starts with.
  const manager = { authorization: `Bearer ${await demoToken(request, 'manager')}` }
  const customers = await request.get('/api/salt/admin/customers', { headers: manager, params: { q: email } })
  const [customer] = ((await customers.json()) as { items: Array<{ id: number }> }).items
  const debited = await request.post(
    `/api/salt/admin/customers/${customer!.id}/cards/${card.id}/adjustments`,
    {
      headers: { ...manager, 'idempotency-key': `e2e-storm-${serial}` },
      data: { direction: 'debit', amount: '110.00', reason: 'E2E: below the threshold before the storm' },
    },
  )
  expect(debited.status(), await debited.text()).toBe(201)

  await page.goto('/location/brampton')
  const board = page.getByTestId('yard-board')
  await expect(board).toContainText(/(Quiet|Busy|Very busy): \d+ pickups? in the last hour/)
  await expect(board).not.toContainText('Orange alert')

  writeFileSync(
    path.join(e2eWeatherAlertsDir, `storm-warning-${serial}.cap`),
    alertFile('orange-winter-storm-warning', new Date()),
  )
  const sentence = await waitForMailedLink(
    email,
    new RegExp(`Your Salt Card ${card.cardNo} \\(${card.name}\\) has \\$140\\.00 left`),
  )
  expect(sentence).toBeTruthy()
  expect(
    await waitForMailedLink(email, /winter storm warning that covers Brampton and Mississauga/),
  ).toBeTruthy()
  // Its second card, never credited, holds $0 and is warned too: each card has its own mail and link.
  expect(
    await waitForMailedLink(
      email,
      new RegExp(`https?://[^\\s"<>]+/profile/load-card\\?card=${card.id}(?!\\d)`),
    ),
  ).toBeTruthy()

  // The open page asks again as soon as its tab shows after being hidden (its minute's poll is paused meanwhile). The
  // board's answer is kept for seconds (by the server and the browser's cache), so a tab shown again within them may
  // still get the answer from before the alert: the tab is hidden and shown until the new one comes.
  await expect(async () => {
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }
    })
    await expect(board).toContainText('Orange alert: Winter storm warning', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByTestId('yard-board-announcer')).toContainText(
    'Brampton: Orange alert: Winter storm warning',
  )

  // A visitor arriving now gets the alert at the board's first answer, and in the page's description.
  const visitorContext = await page.context().browser()!.newContext()
  browserErrors.watch(visitorContext)
  awaitHydrationOnLoad(visitorContext)
  const visitor = await visitorContext.newPage()
  await visitor.goto('/location/brampton')
  await expect(visitor.getByTestId('yard-board')).toContainText(
    /Orange alert: Winter storm warning, until \d{4}-\d\d-\d\d \d\d:\d\d/,
  )
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Environment Canada: winter storm warning in force until \d{4}-\d\d-\d\d \d\d:\d\d\./,
  )
  await visitor.goto('/location')
  const mississauga = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Mississauga' }) })
  await expect(mississauga.getByTestId('yard-board')).toContainText('Orange alert: Winter storm warning')
  const oakville = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Oakville' }) })
  await expect(oakville.getByTestId('yard-board')).toContainText(/pickups? in the last hour/)
  await expect(oakville.getByTestId('yard-board')).not.toContainText('Orange alert')
  await visitorContext.close()
})
