import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { invitedUser, newCustomer, scalePickup } from '#tests/e2e/support/fleet.ts'
import { waitForMailedLink } from '#tests/e2e/support/mail.ts'
import { sidewaysScroll } from '#tests/e2e/support/reflow.ts'
import { useSession } from '#tests/e2e/support/site.ts'

/**
 * A dispatcher asks for every pickup on /profile/alerts (ADR 0029); the scale books one through the API, and the
 * dispatcher's mail arrives with a link they may open: the card's page, as a dispatcher may not open e-tickets.
 */
test('a dispatcher turns on "every pickup" and gets the mail of the next pickup', async ({
  page,
}, testInfo) => {
  // An application approved and two passwords set from mail: several people's steps.
  test.slow()
  const owner = await newCustomer(page.request)
  const dispatcher = await invitedUser(page.request, owner.token, 'dispatcher')

  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, dispatcher.token)
  await page.goto('/profile')
  // On a phone the account menu is a button that opens the list of pages.
  await page.getByRole('button', { name: /account pages$/ }).click()
  await page.getByRole('link', { name: 'Alerts', exact: true }).click()
  await expect(page).toHaveURL(/\/profile\/alerts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
  // A dispatcher handles no payments: autoload results are not offered.
  await expect(page.getByRole('checkbox', { name: 'Autoload results' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Every pickup' }).check()
  await expect(page.getByRole('radio', { name: /^At once/ })).toBeChecked()
  expect(await sidewaysScroll(page)).toEqual([])
  expect(await seriousViolations(page, 'main')).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('alerts-375.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save alerts' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your alert choices are saved.' })).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Every pickup' })).toBeChecked()
  await page.screenshot({ path: testInfo.outputPath('alerts-1280.png'), fullPage: true })

  const booked = await scalePickup(page.request, {
    ticketNo: `E2E-ALERT-${Date.now()}`,
    cardNo: owner.card.cardNo,
    tonnes: 2,
    amountCents: 4_500,
  })
  expect(booked.status(), await booked.text()).toBe(200)
  // The card's page: the pickup's e-ticket needs viewTransactions, which a dispatcher does not have.
  const link = await waitForMailedLink(dispatcher.email, /https?:\/\/[^\s"<>]+\/profile\/cards\/\d+/)
  expect(new URL(link).pathname).toBe(`/profile/cards/${owner.card.id}`)
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Salt Card' })).toBeVisible()
  await expect(page.getByText(owner.card.cardNo).first()).toBeVisible()
})
