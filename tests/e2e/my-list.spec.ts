import type { Page } from '@playwright/test'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, login, openSite } from '#tests/e2e/support/site.ts'

const myListButton = (page: Page) => page.getByRole('button', { name: /^My List/ })
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'My List' })
const listPopup = (page: Page) => page.getByRole('dialog', { name: 'Sign in to send your list' })
const rockSaltPage = '/products/bulk-salt/rock-salt'
const sackPage = '/products/bulk-sacks/rock-salt-500-kg-sack'

/** A product page's button for one unit, named "Add to My List: {unit}". */
const addButton = (page: Page, unit: string) =>
  page.getByRole('button', {
    name: `Add to My List: ${unit}`,
    exact: true,
  })

/** Adds a unit from its product page; the sidebar opens to show it, and is closed again with Escape. */
async function addFrom(page: Page, path: string, unit: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(path)
  await addButton(page, unit).click()
  await expect(sidebar(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sidebar(page)).toBeHidden()
}

/** A visitor with Rock Salt by the tonne in the list, on /my-list. */
async function visitorWithList(page: Page) {
  await openSite(page, rockSaltPage)
  await addFrom(page, rockSaltPage, 'tonne')
  await page.goto('/my-list')
  await expect(page.getByRole('row', { name: /Rock Salt/ })).toBeVisible()
}

test('a product found through /products is added; the sidebar opens and the count follows', async ({
  page,
}) => {
  await openSite(page, '/products')
  await expect(myListButton(page)).toHaveText(/0 items/)
  await page.getByRole('link', { name: 'Bulk Salt' }).first().click()
  await page.getByRole('link', { name: 'Rock Salt', exact: true }).click()
  await expect(page).toHaveURL(rockSaltPage)
  await addButton(page, 'tonne').click()

  const panel = sidebar(page)
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('row', { name: /Rock Salt/ })).toContainText('1 tonne')
  await expect(myListButton(page)).toHaveText(/1 item$/)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await addButton(page, 'tri-axle load, about 25 t').click()
  await expect(panel.getByRole('row', { name: /Rock Salt/ }).nth(1)).toContainText(
    '1 x (tri-axle load, about 25 t)',
  )
  await expect(myListButton(page)).toHaveText(/2 items$/)
  await expect(panel.getByRole('button', { name: 'Empty Your Cart' })).toBeVisible()
  await panel.getByRole('link', { name: 'Go To Cart' }).click()
  await expect(page).toHaveURL('/my-list')
  await expect(panel).toBeHidden()
  await expect(page).toHaveTitle('My List | Draglam Salt')
})

test('plus stops at 6 and minus stops at the minimum quantity', async ({ page }) => {
  await openSite(page, rockSaltPage)
  await addFrom(page, rockSaltPage, 'tonne')
  await addFrom(page, sackPage, '500 kg sack')
  await myListButton(page).click()
  const panel = sidebar(page)

  const plus = panel.getByRole('button', { name: 'Add one Rock Salt, tonne' })
  const minus = panel.getByRole('button', { name: 'Remove one Rock Salt, tonne' })
  await expect(minus).toBeDisabled()
  for (let quantity = 2; quantity <= 6; quantity++) {
    await plus.click()
    await expect(panel.getByRole('row', { name: /Rock Salt/ }).first()).toContainText(`${quantity} tonnes`)
  }
  await expect(plus).toBeDisabled()
  await minus.click()
  await expect(panel.getByRole('row', { name: /Rock Salt/ }).first()).toContainText('5 tonnes')

  // The 500 kg sack starts at its minimum of 2: minus is blocked there, and again after a plus and a minus.
  const sack = panel.getByRole('row', { name: /500 kg Sack/i })
  await expect(sack).toContainText('2 x (500 kg sack)')
  const sackMinus = sack.getByRole('button', { name: /^Remove one/ })
  await expect(sackMinus).toBeDisabled()
  await sack.getByRole('button', { name: /^Add one/ }).click()
  await expect(sack).toContainText('3 x (500 kg sack)')
  await sackMinus.click()
  await expect(sack).toContainText('2 x (500 kg sack)')
  await expect(sackMinus).toBeDisabled()

  await sack.getByRole('button', { name: /^Remove .* from My List$/ }).click()
  await expect(sack).toHaveCount(0)
  await expect(myListButton(page)).toHaveText(/1 item$/)
})

for (const { width, share } of [
  { width: 1280, share: 0.35 },
  { width: 500, share: 0.9 },
]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test(`the sidebar takes ${share * 100}% of the window`, async ({ page }) => {
      await openSite(page)
      await myListButton(page).click()
      await expect(sidebar(page)).toBeVisible()
      // Once it has slid in: its right edge at the window's.
      await expect
        .poll(async () => {
          const box = await sidebar(page).boundingBox()
          return box && Math.round(box.x + box.width)
        })
        .toBe(width)
      const box = await sidebar(page).boundingBox()
      expect(box?.width).toBeCloseTo(width * share, 0)
    })
  })
}

test('the empty list links to the products, and Empty Your Cart empties it', async ({ page }) => {
  await openSite(page)
  await myListButton(page).click()
  await expect(sidebar(page).getByText('Your list is Empty')).toBeVisible()
  await sidebar(page).getByRole('link', { name: 'Browse products' }).click()
  await expect(page).toHaveURL('/products')
  await expect(sidebar(page)).toBeHidden()

  await addFrom(page, rockSaltPage, 'tonne')
  await myListButton(page).click()
  await sidebar(page).getByRole('button', { name: 'Empty Your Cart' }).click()
  await expect(sidebar(page).getByText('Your list is Empty')).toBeVisible()
  await expect(myListButton(page)).toHaveText(/0 items$/)
  expect(await page.evaluate(() => localStorage.getItem('myList'))).toBe('[]')
})

test('the list survives a reload, and a second tab follows every change', async ({ page, context }) => {
  await openSite(page, rockSaltPage)
  await addFrom(page, rockSaltPage, 'tonne')
  await page.reload()
  await expect(myListButton(page)).toHaveText(/1 item$/)

  // A new tab is a new browser session: the urgent notice opens there first.
  const other = await context.newPage()
  await openSite(other, '/my-list')
  const rockSaltRow = other.getByRole('row', { name: /Rock Salt/ })
  await expect(rockSaltRow).toContainText('1 tonne')

  await addFrom(page, rockSaltPage, 'tonne')
  await expect(rockSaltRow).toContainText('2 tonnes')
  await rockSaltRow.getByRole('button', { name: /^Remove .* from My List$/ }).click()
  await expect(myListButton(page)).toHaveText(/0 items$/)
  await expect(other.getByRole('main').getByText('Your list is Empty')).toBeVisible()
})

test('signed out, sending opens the list sign-in popup with its three modes', async ({ page }) => {
  await visitorWithList(page)
  await page.getByRole('button', { name: 'Send my request' }).click()
  const popup = listPopup(page)
  await expect(popup).toBeVisible()
  await expect(popup.getByLabel('Email')).toBeFocused()
  await expect(popup.getByLabel('Password', { exact: true })).toBeVisible()

  await popup.getByRole('button', { name: 'I am a new customer' }).click()
  const register = page.getByRole('dialog', { name: 'New customer? Send your list' })
  for (const label of ['Full name', 'Company', 'Email', 'Contact number', 'Company address'])
    await expect(register.getByLabel(label, { exact: true })).toBeVisible()
  await expect(register.getByLabel('Full name', { exact: true })).toBeFocused()
  // Required fields left empty are highlighted and nothing is sent.
  await register.getByRole('button', { name: 'Send my list and application' }).click()
  await expect(register.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(register.getByLabel('Company address', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(register.getByLabel('City (optional)')).not.toHaveAttribute('aria-invalid')

  await register.getByRole('button', { name: 'I have an account' }).click()
  await popup.getByRole('button', { name: 'Forgot password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' })
  await expect(forgot.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  await forgot.getByRole('button', { name: 'Back to sign in' }).click()
  await expect(popup).toBeVisible()
  await expect(page.getByRole('row', { name: /Rock Salt/ })).toBeVisible()
})

test('signed out, signing in from the popup sends the list, signs in, thanks and clears', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(httpErrorLog(401, '/api/salt/list-submission'))
  await visitorWithList(page)
  await page.getByLabel('Site address').fill('40 Yard Road')
  await page.getByRole('button', { name: 'Send my request' }).click()
  const popup = listPopup(page)
  const { eMail, password } = demoAccounts.customer
  await popup.getByLabel('Email').fill(eMail)
  await popup.getByLabel('Password', { exact: true }).fill('not-the-password')
  await popup.getByRole('button', { name: 'Sign in and send my list' }).click()
  await expect(popup.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  await popup.getByLabel('Password', { exact: true }).fill(password)
  await popup.getByRole('button', { name: 'Sign in and send my list' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thank you' })
  await expect(thanks).toContainText(
    'Your request has been successfully submitted. A representative will call you to finalize your order.',
  )
  await expect(myListButton(page)).toHaveText(/0 items$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  await thanks.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('main').getByText('Your list is Empty')).toBeVisible()
  // Signed in now: My Salt Card goes straight to the account.
  await page.getByRole('button', { name: 'My Salt Card', exact: true }).click()
  await expect(page).toHaveURL('/profile')
})

test('signed out, a new customer sends the list with an application', async ({ page }) => {
  await visitorWithList(page)
  await page.getByRole('button', { name: 'Send my request' }).click()
  await listPopup(page).getByRole('button', { name: 'I am a new customer' }).click()
  const register = page.getByRole('dialog', { name: 'New customer? Send your list' })
  await register.getByLabel('Full name', { exact: true }).fill('Dana Plowright')
  await register.getByLabel('Company', { exact: true }).fill('Plowright Snow Services')
  await register.getByLabel('Email', { exact: true }).fill('not-an-address')
  await register.getByLabel('Contact number', { exact: true }).fill('905-555-0147')
  await register.getByLabel('Company address', { exact: true }).fill('12 Depot Lane, Vaughan')
  await register.getByRole('button', { name: 'Send my list and application' }).click()
  await expect(register.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await register.getByLabel('Email', { exact: true }).fill('dana@plowright.example')
  await register.getByRole('button', { name: 'Send my list and application' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thank you for your request' })
  await expect(thanks).toBeVisible()
  await expect(myListButton(page)).toHaveText(/0 items$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('signed in, /my-list sends the list with delivery details, thanks and clears', async ({ page }) => {
  await login(page, 'customer', rockSaltPage)
  await addFrom(page, rockSaltPage, 'tonne')
  await addFrom(page, rockSaltPage, 'tonne')
  await page.goto('/my-list')
  await expect(page.getByRole('row', { name: /Rock Salt/ })).toContainText('2 tonnes')

  await page.getByLabel('Site address').fill('40 Yard Road')
  await page.getByLabel('Postal code').fill('not a code')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter a postal code like L4G 3V6.')).toBeVisible()

  await page.getByLabel('Postal code').fill('l4g 3v6')
  await page.getByLabel('Notes for the driver or dispatcher').fill('Gate code 1234.')
  await page.getByRole('button', { name: 'Send my request' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thank you' })
  await expect(thanks).toContainText(
    'Your request has been successfully submitted. A Draglam Salt representative will call you to finalize your order.',
  )
  await expect(myListButton(page)).toHaveText(/0 items$/)
  expect(await page.evaluate(() => localStorage.getItem('myList'))).toBe('[]')
})

test('/my-list has no serious or critical accessibility findings', async ({ page }) => {
  await visitorWithList(page)
  await expect(page).toHaveTitle('My List | Draglam Salt')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(listPopup(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
