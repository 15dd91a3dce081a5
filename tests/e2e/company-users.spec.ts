import type { Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { waitForPasswordLink } from '#tests/e2e/support/mail.ts'
import { sessionSeenKey } from '#app/lib/notice-memory.ts'
import { login, signInDialog } from '#tests/e2e/support/site.ts'

/**
 * Company users (ADR 0027): the second demo customer's owner invites a dispatcher and a driver, assigns the driver
 * the account's card, and the driver signs in on a phone and sees that card only. Addresses are new each run, as
 * an address signs in to one login only.
 */
const run = Date.now().toString(36)
const dispatcher = { name: 'Dana Dispatch', eMail: `dispatch-${run}@lakeshore.example` }
const driver = { name: 'Drew Driver', eMail: `driver-${run}@lakeshore.example`, password: 'plow-route-9' }

async function invite(page: Page, person: { name: string; eMail: string }, role: string) {
  const form = page.getByRole('form', { name: 'Invite a user' })
  await form.getByLabel('Name').fill(person.name)
  await form.getByLabel('E-mail address').fill(person.eMail)
  await form.getByLabel('Role').selectOption({ label: role })
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${person.eMail}.`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: person.eMail })).toBeVisible()
}

test('an owner invites a dispatcher and a driver; the driver signs in on a phone and sees only their card', async ({
  page,
  browser,
}) => {
  await login(page, 'customer2', '/profile/users')
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible()
  await invite(page, dispatcher, 'Dispatcher')
  await invite(page, driver, 'Driver')

  const driverItem = page.getByRole('listitem').filter({ hasText: driver.eMail })
  const cards = driverItem.getByRole('group', { name: `Cards ${driver.name} may use` })
  const firstCard = cards.getByRole('checkbox').first()
  const cardLabel = (await cards.locator('label').first().innerText()).trim()
  await firstCard.check()
  await driverItem.getByRole('button', { name: `Save cards of ${driver.name}` }).click()
  await expect(page.getByText('Cards assigned.')).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: driver.eMail }).getByRole('checkbox').first(),
  ).toBeChecked()

  expect(await waitForPasswordLink(dispatcher.eMail)).toContain('reset=')
  const link = await waitForPasswordLink(driver.eMail)

  const phone = await browser.newContext({
    viewport: { width: 375, height: 667 },
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
  })
  // The driver has read the urgent notice already this session (the urgent-notice spec covers the first view).
  await phone.addInitScript((key) => sessionStorage.setItem(key, '1'), sessionSeenKey)
  const driverPage = await phone.newPage()
  await driverPage.goto(link)
  const reset = driverPage.getByRole('dialog')
  const passwords = reset.locator('input[type="password"]')
  await passwords.nth(0).fill(driver.password)
  await passwords.nth(1).fill(driver.password)
  await passwords.nth(1).press('Enter')
  await expect(reset.getByText('Your password has been changed. You can now sign in.')).toBeVisible()
  await reset.getByRole('button', { name: 'Sign In' }).click()

  // The same popup, the same words as the account's own login.
  const signIn = signInDialog(driverPage)
  await signIn.getByLabel('Email').fill(driver.eMail)
  await signIn.getByLabel('Password', { exact: true }).fill(driver.password)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await driverPage.waitForURL('**/profile')
  const [cardName, cardNo] = [cardLabel.replace(/\s*\d{16}$/, ''), /\d{16}/.exec(cardLabel)?.[0] ?? '']
  const card = driverPage.getByRole('article', { name: cardName })
  await expect(card).toBeVisible()
  await expect(driverPage.getByRole('article')).toHaveCount(1)
  await expect(card.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible()
  await expect(card.getByRole('img', { name: `Pickup QR code of card ${cardNo}` })).toBeInViewport()
  await expect(driverPage.getByRole('heading', { name: 'Yards today' })).toBeVisible()
  // The menu offers a driver no payments, card requests or users; those pages send them back to their card.
  const menu = driverPage.getByRole('navigation', { name: 'Account' })
  await menu.getByRole('button', { name: /account pages/ }).click()
  await expect(menu.getByRole('link', { name: 'Load Funds' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0)
  await driverPage.goto('/profile/users')
  await driverPage.waitForURL('**/profile')
  await expect(driverPage.getByRole('article', { name: cardName })).toBeVisible()
  await driverPage.screenshot({ path: test.info().outputPath('driver-375.png'), fullPage: false })
  await phone.close()
})
