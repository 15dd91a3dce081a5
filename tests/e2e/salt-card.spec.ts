import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { login, openSignIn, openSite } from '#tests/e2e/support/site.ts'

/**
 * The Salt Card customer screens. Read-only checks use the first demo customer; everything that changes
 * data uses the second (customer2, one card), so the other spec files keep seeing the first customer as seeded.
 */
const plowTruck = { cardNo: '7001000000000017', name: 'Plow truck 1' }
const loaderYard = { cardNo: '7001000000000025', name: 'Loader yard' }
const dumpTruck = { cardNo: '7001000000000033', name: 'Dump truck 7' }

/** The first row of a card's row group: number, name, balance (the second holds its QR and buttons). */
const cardRow = (page: Page, cardNo: string) => page.getByRole('row', { name: new RegExp(`^${cardNo}`) })

/** A card's balance in cents, read from its row of the account table. */
async function balanceCents(page: Page, cardNo: string): Promise<number> {
  // Right after login() the page is /profile already: a second navigation would cut off its profile call.
  if (new URL(page.url()).pathname !== '/profile') await page.goto('/profile')
  const text = await cardRow(page, cardNo).getByRole('cell').last().innerText()
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100)
}

/** Every request the page sends to `path` from now on. */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

test('the account table lists each card with number, name, balance and a pickup QR that opens large', async ({
  page,
}) => {
  await login(page, 'customer')
  await expect(page.getByRole('row', { name: /7001000000000017\s+Plow truck 1\s+\$1,250\.00/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /7001000000000025\s+Loader yard\s+\$480\.50/ })).toBeVisible()
  const summary = page.getByRole('definition')
  await expect(summary).toHaveText(['$1,730.50', '2', 'Prepaid'])

  // Drawn in the browser from the card number, so it needs no network: no image, no API call.
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || request.url().includes('/api/')) fetched.push(request.url())
  })
  await page.getByRole('button', { name: `Pickup QR of card ${plowTruck.cardNo}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: /Pickup QR code/ })
  await expect(dialog).toBeVisible()
  const qr = dialog.getByRole('img', { name: `Pickup QR code of card ${plowTruck.cardNo}` })
  const box = await qr.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(280)
  expect(box?.height).toBe(box?.width)
  await expect(dialog).toContainText(plowTruck.cardNo)
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(fetched).toEqual([])
})

test('the account menu links every customer page and each has its title', async ({ page }) => {
  await login(page, 'customer')
  const menu = page.getByRole('navigation', { name: 'Account' })
  const pages = [
    ['Transactions', '/profile/salt-transaction', 'Transactions'],
    ['Statements', '/profile/statements', 'Statements'],
    ['Load Funds', '/profile/load-card', 'Load Funds'],
    ['Autoload', '/profile/autoload', 'Autoload'],
    ['Request Cards', '/profile/add-card', 'Request More Cards'],
    ['My Profile', '/profile/view-profile', 'My Profile'],
    ['Change Password', '/profile/change-pass', 'Change Password'],
    ['My Salt Card', '/profile', 'My Salt Card'],
  ] as const
  for (const [link, path, heading] of pages) {
    await menu.getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(`${heading} | Draglam Salt`)
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  }
})

test('view profile shows the account details', async ({ page }) => {
  await login(page, 'customer', '/profile/view-profile')
  const details = page.getByRole('definition')
  await expect(page.getByRole('term')).toHaveText([
    'Name',
    'Company',
    'Email',
    'Customer number',
    'Contact number',
    'Address',
    'City',
    'Postal code',
    'Payment option',
  ])
  await expect(details.nth(2)).toHaveText('customer@example.com')
  await expect(details.nth(3)).toHaveText(/^C\d+$/)
  await expect(details.nth(8)).toHaveText('Prepaid')
})

test('a request for more cards is thanked', async ({ page }) => {
  await login(page, 'customer2', '/profile/add-card')
  const sent = requestsTo(page, '/api/salt/send-email')
  await page.getByLabel('Number of cards').selectOption('3')
  await page.getByRole('button', { name: 'Request cards' }).click()
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(thanks).toContainText(
    'Your request has been successfully submitted. Please check your email for further confirmation.',
  )
  expect(sent).toHaveLength(1)
})

test.describe('the second customer’s card, in order', () => {
  // These change the one card of customer2; deactivating it has to come last.
  test.describe.configure({ mode: 'serial' })

  test('a renamed card keeps its name after a reload; a name over 40 characters is not sent', async ({
    page,
  }) => {
    await login(page, 'customer2')
    const patches: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url())
    })
    await page.getByRole('button', { name: `Rename card ${dumpTruck.cardNo}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Rename card' })
    const field = dialog.getByLabel('Card name')
    await expect(field).toHaveValue(dumpTruck.name)

    await field.fill('x'.repeat(41))
    await dialog.getByRole('button', { name: 'Save name' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(patches).toEqual([])

    await field.fill('  Tandem sander 12  ')
    await dialog.getByRole('button', { name: 'Save name' }).click()
    await expect(dialog).toBeHidden()
    await expect(cardRow(page, dumpTruck.cardNo)).toContainText('Tandem sander 12')
    expect(patches).toHaveLength(1)

    await page.reload()
    await expect(cardRow(page, dumpTruck.cardNo)).toContainText('Tandem sander 12')
  })

  test('an approved payment (4242…) raises the balance by the amount', async ({ page }) => {
    await login(page, 'customer2')
    const before = await balanceCents(page, dumpTruck.cardNo)
    await page.getByRole('link', { name: `Load funds onto card ${dumpTruck.cardNo}` }).click()
    await expect(page).toHaveURL(/\/profile\/load-card\?card=\d+$/)
    await expect(page.getByLabel('Card', { exact: true })).toHaveValue(/^\d+$/)
    await expect(page.getByLabel('Card', { exact: true }).locator('option:checked')).toContainText(
      dumpTruck.cardNo,
    )

    await page.getByLabel('Amount').fill('49.99')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/profile\/load-card/)

    await page.getByLabel('Amount').fill('125.50')
    await payOnSandboxPage(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL('/profile/thankyou/add-funds')
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Funds' })).toHaveText(
      'Funds have been loaded onto your Salt Card. Your balance has now been updated. Please check your email for further confirmation.',
    )
    expect(await balanceCents(page, dumpTruck.cardNo)).toBe(before + 12_550)
  })

  test('a declined payment (…0002) shows why and leaves the balance alone', async ({ page }) => {
    await login(page, 'customer2')
    const before = await balanceCents(page, dumpTruck.cardNo)
    await page.goto('/profile/load-card')
    await page.getByLabel('Amount').fill('200')
    await payOnSandboxPage(page, '4000 0000 0000 0002')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Your payment did not go through')
    await expect(alert).toContainText('Your card was declined.')
    // The ticket has left the address: a reload does not send it again.
    await expect(page).toHaveURL(/\/profile\/load-card\?card=\d+$/)
    expect(await balanceCents(page, dumpTruck.cardNo)).toBe(before)
  })

  test('a tampered payment ticket is refused with a clear message', async ({ page, browserErrors }) => {
    browserErrors.expect(httpErrorLog(400))
    await login(page, 'customer2')
    const before = await balanceCents(page, dumpTruck.cardNo)
    const href = await page
      .getByRole('link', { name: `Load funds onto card ${dumpTruck.cardNo}` })
      .getAttribute('href')
    await page.goto(`${href}&ticket=${'forged'.repeat(8)}`)
    await expect(page.getByRole('alert')).toContainText('We could not confirm this payment')
    await expect(page).not.toHaveURL(/ticket=/)
    expect(await balanceCents(page, dumpTruck.cardNo)).toBe(before)
  })

  test('a deactivated card leaves the table', async ({ page }) => {
    await login(page, 'customer2')
    await page.getByRole('button', { name: `Deactivate card ${dumpTruck.cardNo}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Deactivate card' })
    await expect(dialog).toContainText(dumpTruck.cardNo)
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await expect(cardRow(page, dumpTruck.cardNo)).toHaveCount(0)
    await expect(page.getByText('You have no active Salt Cards yet.')).toBeVisible()
    await page.reload()
    await expect(page.getByText('You have no active Salt Cards yet.')).toBeVisible()
  })
})

/** From the load-card form (amount filled in) through the sandbox payment page and back. */
async function payOnSandboxPage(page: Page, cardNumber: string) {
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await page.getByLabel('Card number').fill(cardNumber)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Dana Driver')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
}

test('an account that is not prepaid is told why it cannot load funds', async ({ page }) => {
  // The demo accounts are all Prepaid: the real profile answer comes back with another payment option.
  await page.route('**/api/salt/profile', async (route) => {
    const response = await route.fetch()
    const profile = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...profile, paymentOption: 'Monthly invoice' } })
  })
  await login(page, 'customer', '/profile/load-card')
  await expect(page.getByText('Loading funds is not available for your account')).toBeVisible()
  await expect(page.getByText(/set up for Monthly invoice billing/)).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'Loading funds is not available' })
  await expect(notice.getByRole('link', { name: '1-888-555-7258' })).toHaveAttribute(
    'href',
    'tel:18885557258',
  )
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
})

test('transactions: newest first, paged, filtered by card and day, exported as CSV', async ({ page }) => {
  await login(page, 'customer', '/profile/salt-transaction')
  const table = page.getByRole('table', { name: /Transactions of your Salt Cards/ })
  // The last page stays on screen (aria-busy) while the next loads.
  const settled = () => expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const dates = async () => {
    await settled()
    return table.locator('tbody tr td:first-child').allInnerTexts()
  }
  await expect(table.locator('tbody tr')).toHaveCount(25)
  const first = await dates()
  expect(first).toEqual([...first].sort().reverse())
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()

  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  const second = await dates()
  expect(second[0]! <= first.at(-1)!).toBe(true)

  await page
    .getByLabel('Card', { exact: true })
    .selectOption({ label: `${loaderYard.name} · ${loaderYard.cardNo}` })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/card=\d+/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByText(/^Page 1 of/)).toBeVisible()
  await settled()
  const cards = await table.locator('tbody tr td:nth-child(2)').allInnerTexts()
  expect(cards.length).toBeGreaterThan(0)
  expect(cards.every((card) => card.includes(loaderYard.cardNo))).toBe(true)

  const day = (await dates())[2]!.slice(0, 10)
  await page.getByLabel('From').fill(day)
  await page.getByLabel('To').fill(day)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`))
  // The address changes before React renders the new filters, so the old rows may still be on screen a moment.
  await expect.poll(async () => (await dates()).every((date) => date.startsWith(day))).toBe(true)
  const count = Number(
    /^(\d+) transactions/.exec(await page.getByText(/transactions, newest first/).innerText())?.[1],
  )
  expect(count).toBeGreaterThan(0)

  // The filters live in the address: a reload keeps them.
  await page.reload()
  await expect(page.getByLabel('From')).toHaveValue(day)
  await expect(page.getByLabel('Card', { exact: true })).toHaveValue(/\d+/)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = (await readFile(await (await download).path(), 'utf8')).trim().split(/\r?\n/)
  expect(csv).toHaveLength(count + 1)
  expect(csv.slice(1).every((line) => line.includes(loaderYard.cardNo))).toBe(true)
})

test('change password: a short or mismatched new password is highlighted and nothing is sent', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(httpErrorLog(400, '/api/salt/change-password'))
  await login(page, 'customer2', '/profile/change-pass')
  const sent = requestsTo(page, '/api/salt/change-password')
  const current = page.getByLabel('Current password')
  const fresh = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm new password')
  const submit = page.getByRole('button', { name: 'Change password' })

  await current.fill('saltcard-demo2')
  await fresh.fill('short')
  await confirm.fill('short')
  await submit.click()
  await expect(fresh).toHaveAttribute('aria-invalid', 'true')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(current).not.toHaveAttribute('aria-invalid')

  await fresh.fill('long-enough-1')
  await confirm.fill('long-enough-2')
  await submit.click()
  await expect(fresh).toHaveAttribute('aria-invalid', 'true')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toEqual([])

  // A wrong current password does reach the server, which refuses it; only that field is marked.
  await current.fill('not-my-password')
  await confirm.fill('long-enough-1')
  await submit.click()
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('This is not your current password.')).toBeVisible()
  await expect(fresh).not.toHaveAttribute('aria-invalid')
  expect(sent).toHaveLength(1)
})

// The original site's "both popups": applySalt and createAccount send the same application under the same rules.
for (const { link, title } of [
  { link: 'Apply for a Salt Card', title: 'Apply for a Salt Card' },
  { link: 'Create an account', title: 'Create an Account' },
]) {
  test(`"${link}" in the sign-in popup: missing fields highlighted, then "You're almost there"`, async ({
    page,
  }) => {
    await openSite(page)
    const signIn = await openSignIn(page)
    await signIn.getByRole('button', { name: link }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    const sent = requestsTo(page, '/api/salt/send-email')

    await dialog.getByRole('button', { name: 'Send application' }).click()
    for (const label of ['Full name', 'Company', 'Email', 'Contact number', 'Company address']) {
      await expect(dialog.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true')
    }
    for (const label of ['City (optional)', 'Postal code (optional)']) {
      await expect(dialog.getByLabel(label), label).not.toHaveAttribute('aria-invalid')
    }
    expect(sent).toEqual([])

    await dialog.getByLabel('Full name').fill('Dana Driver')
    await dialog.getByLabel('Company', { exact: true }).fill('Driver Snow Services')
    await dialog.getByLabel('Email').fill('dana@driver-snow.example')
    await dialog.getByLabel('Contact number').fill('905-555-0199')
    await dialog.getByLabel('Company address').fill('12 Depot Road')
    await dialog.getByLabel('City (optional)').fill('Barrie')
    await dialog.getByRole('button', { name: 'Send application' }).click()
    const done = page.getByRole('dialog', { name: "You're almost there" })
    await expect(done).toBeVisible()
    await expect(done).toContainText(
      'Thank you for requesting a Salt Card. An Account Manager will call to complete set-up.',
    )
    expect(sent).toHaveLength(1)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the account menu names the page you are on and opens the list of pages', async ({ page }) => {
    await login(page, 'customer', '/profile/salt-transaction')
    const menu = page.getByRole('navigation', { name: 'Account' })
    const pages = menu.getByRole('button', { name: /^Transactions\b.*account pages$/ })
    await expect(pages).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Load Funds' })).toBeHidden()
    await pages.click()
    await expect(menu.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(pages).toBeFocused()
    await expect(menu.getByRole('link', { name: 'Load Funds' })).toBeHidden()
    await pages.click()
    await menu.getByRole('link', { name: 'Load Funds' }).click()
    await expect(page).toHaveURL('/profile/load-card')
    await expect(menu.getByRole('button', { name: /^Load Funds\b.*account pages$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('each transaction is a card with every column of the table, and the page does not scroll sideways', async ({
    page,
  }) => {
    await login(page, 'customer', '/profile/salt-transaction')
    const cards = page.getByRole('list', { name: /^Transactions of your Salt Cards/ }).getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('table', { name: /Transactions/ })).toBeHidden()
    await expect(cards.first()).toContainText(/\$[\d,]+\.\d\d/)
    for (const term of ['Card', 'Balance after'])
      await expect(cards.first().getByRole('term').filter({ hasText: term })).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

for (const path of ['/profile', '/profile/salt-transaction']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await login(page, 'customer', path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible()
    if (path.endsWith('transaction')) await expect(page.getByRole('table')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
