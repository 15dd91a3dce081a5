import { e2eBaseUrl } from '#tests/e2e/support/e2e-env.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { invitedUser, newCustomer, scalePickup } from '#tests/e2e/support/fleet.ts'
import { useSession } from '#tests/e2e/support/site.ts'

/**
 * A fleet's people at work on one card (ADR 0027): the dispatcher limits it to Bradford and 10 t a day, the scale's
 * 12 t ticket is refused, the owner allows it once, the same ticket is booked, and the driver's phone shows the new
 * balance. The invitations themselves are the company-users spec's; here they go through the API.
 */
test('a dispatcher limits a card, the owner allows a refused ticket once, the driver sees the new balance', async ({
  page,
  browser,
}) => {
  // An application approved, three passwords set from mail and a card used: several people's steps.
  test.slow()
  const owner = await newCustomer(page.request)
  const dispatcher = await invitedUser(page.request, owner.token, 'dispatcher')
  const driver = await invitedUser(page.request, owner.token, 'driver')
  const assigned = await page.request.put(`/api/salt/account/users/${driver.id}/cards`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { cardIds: [owner.card.id] },
  })
  expect(assigned.status(), await assigned.text()).toBe(200)

  await useSession(page, dispatcher.token)
  await page.goto(`/profile/cards/${owner.card.id}`)
  const controls = page.getByRole('region', { name: 'Card controls' })
  await controls.getByLabel('This card uses').selectOption({ label: 'Its own controls' })
  await controls.getByRole('checkbox', { name: 'Every yard' }).uncheck()
  await controls.getByRole('checkbox', { name: 'Bradford' }).check()
  await controls.getByLabel('Most tonnes per day').fill('10')
  await controls.getByRole('button', { name: 'Save controls' }).click()
  await expect(controls.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

  const ticket = {
    ticketNo: `E2E-FLEET-${Date.now()}`,
    cardNo: owner.card.cardNo,
    tonnes: 12,
    amountCents: 17_100,
  }
  const refused = await scalePickup(page.request, ticket)
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('daily_tonnes_exceeded')

  // The owner, from the card's page: the refused ticket, allowed once.
  await useSession(page, owner.token)
  await page.goto(`/profile/cards/${owner.card.id}`)
  const declined = page.getByRole('list', { name: 'Declined pickups, newest first' })
  await declined.getByRole('button', { name: `Allow once ticket ${ticket.ticketNo}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Allow this pickup once' })
  await confirm.getByRole('button', { name: 'Allow once' }).click()
  await expect(
    page.getByText(/^Allowed once until .+\. Ask the scale house to send the ticket again\.$/),
  ).toBeVisible()

  const booked = await scalePickup(page.request, ticket)
  expect(booked.status(), await booked.text()).toBe(200)
  expect(await booked.json()).toMatchObject({ success: true, balanceCents: 25_000 - 17_100 })

  // The driver, on a phone: their one card with the balance after the pickup.
  const phone = await browser.newContext({
    baseURL: e2eBaseUrl,
    viewport: { width: 375, height: 667 },
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
  })
  const driverPage = await phone.newPage()
  await useSession(driverPage, driver.token)
  await driverPage.goto('/profile')
  const card = driverPage.getByRole('article', { name: owner.card.name })
  await expect(card).toContainText('$79.00')
  await expect(card).toContainText(owner.card.cardNo)
  await expect(driverPage.getByRole('article')).toHaveCount(1)
  await phone.close()
})
