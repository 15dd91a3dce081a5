import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { seedGroups } from '#server/db/seed/catalog-products.ts'
import { type BrowserErrors, expect, test, awaitHydrationOnLoad } from '#tests/e2e/support/fixtures.ts'
import { e2eBaseUrl } from '#tests/e2e/support/e2e-env.ts'
import { waitForPasswordLink } from '#tests/e2e/support/mail.ts'
import { demoAccounts, login, openSignIn, openSite } from '#tests/e2e/support/site.ts'

const unique = () => randomBytes(4).toString('hex')

/** Another person on another computer: a browser context of their own, its errors failing the test too. */
async function anotherPerson(browser: Browser, browserErrors: BrowserErrors, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2eBaseUrl,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    viewport: { width, height: 900 },
  })
  browserErrors.watch(context)
  awaitHydrationOnLoad(context)
  return context.newPage()
}

/** Types into the list's search box and waits for the list to answer. */
async function search(page: Page, text: string) {
  const box = page.getByRole('search').getByLabel('Search')
  await box.fill(text)
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/[.+]/g, '\\$&')}`))
}

interface OfferedItem {
  slug: string
  unitName: string
  productName: string
  minQty: number
}

/** The demo customer sends a list through the API, as the My List page does, with delivery details tagged `tag`. */
async function demoCustomerSendsList(page: Page, tag: string) {
  const { eMail, password } = demoAccounts.customer
  const signedIn = await page.request.post('/api/salt/login', { data: { username: eMail, password } })
  const { token } = (await signedIn.json()) as { token: string }
  const candidates = seedGroups.flatMap((group) =>
    group.products.flatMap((product) =>
      product.units.map((unit) => ({ slug: product.slug, unitName: unit.unitName })),
    ),
  )
  // Other specs edit the catalogue; whatever is still on offer will do.
  const checked = await page.request.post('/api/salt/my-list/check', { data: { items: candidates } })
  const item = ((await checked.json()) as { items: OfferedItem[] }).items[0]!
  const submitted = await page.request.post('/api/salt/send-email', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-queues-${tag}` },
    data: {
      htmlType: 'myListSubmission',
      htmlData: {
        list: [{ slug: item.slug, unitName: item.unitName, quantity: Math.max(1, item.minQty) }],
        delivery: { siteAddress: `${tag} Depot Road`, notes: 'Use the back gate.' },
      },
    },
  })
  expect(submitted.status()).toBe(200)
  const { requestId } = (await submitted.json()) as { requestId: number }
  return { requestId, item }
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a visitor applies, a manager approves with 2 cards, the mailed link sets a password, the customer sees the cards', async ({
    page,
    browser,
    browserErrors,
  }) => {
    // Three people's work one after the other (apply, approve, set a password and sign in): three times the time.
    test.slow()
    const tag = unique()
    const applicant = {
      fullName: 'Jordan Queue',
      company: `Queue Test Plowing ${tag}`,
      email: `jordan-${tag}@queue-plowing.example`,
    }

    const visitor = await anotherPerson(browser, browserErrors, 1280)
    await openSite(visitor)
    const signIn = await openSignIn(visitor)
    await signIn.getByRole('button', { name: 'Apply for a Salt Card' }).click()
    const form = visitor.getByRole('dialog', { name: 'Apply for a Salt Card' })
    await form.getByLabel('Full name').fill(applicant.fullName)
    await form.getByLabel('Company', { exact: true }).fill(applicant.company)
    await form.getByLabel('Email').fill(applicant.email)
    await form.getByLabel('Contact number').fill('705-555-0177')
    await form.getByLabel('Company address').fill('9 Harbour Rd')
    await form.getByLabel('City (optional)').fill('Midland')
    await form.getByRole('button', { name: 'Send application' }).click()
    await expect(visitor.getByRole('dialog', { name: "You're almost there" })).toBeVisible()

    // The manager's dashboard says applications are waiting and leads to the queue.
    await login(page, 'manager')
    await page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('link', { name: /new Salt Card applications? waits? for a decision/ })
      .click()
    await expect(page).toHaveURL('/admin/applications')
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
    await search(page, applicant.email)
    await page.getByRole('main').getByRole('link', { name: applicant.company }).click()
    await expect(page.getByRole('heading', { level: 1, name: applicant.company })).toBeVisible()
    const sent = page.getByRole('region', { name: 'What the applicant sent' })
    for (const text of [applicant.fullName, applicant.email, '705-555-0177', '9 Harbour Rd', 'Midland'])
      await expect(sent).toContainText(text)

    await page.getByLabel('Number of cards').fill('2')
    await page.getByRole('button', { name: 'Approve and create account' }).click()
    const confirm = page.getByRole('dialog', { name: `Create the account for ${applicant.company}?` })
    await expect(confirm).toContainText(`A Prepaid account with 2 cards is created, and ${applicant.email}`)
    await confirm.getByRole('button', { name: 'Approve and create account' }).click()
    const approved = page
      .getByRole('status')
      .filter({ hasText: /^Approved\. Customer C\d{6} was created with 2 cards/ })
    await expect(approved).toBeVisible()
    const customerNo = /Customer (C\d{6})/.exec((await approved.textContent()) ?? '')?.[1]
    await expect(
      page.getByRole('region', { name: 'Decision' }).getByRole('link', { name: new RegExp(customerNo!) }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Approve and create account' })).toHaveCount(0)

    // The new customer opens the mailed link, chooses a password, signs in and finds both cards.
    const link = await waitForPasswordLink(applicant.email)
    await visitor.goto(link)
    const reset = visitor.getByRole('dialog')
    await reset.getByLabel('New password', { exact: true }).fill('harbour-plows-2026')
    await reset.getByLabel('Confirm new password').fill('harbour-plows-2026')
    await reset.getByRole('button', { name: 'Change password' }).click()
    await expect(reset.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.')
    await reset.getByRole('button', { name: 'Sign In' }).click()
    const signInAgain = visitor.getByRole('dialog', { name: 'Sign In' })
    await signInAgain.getByLabel('Email').fill(applicant.email)
    await signInAgain.getByLabel('Password', { exact: true }).fill('harbour-plows-2026')
    await signInAgain.getByRole('button', { name: 'Sign In' }).click()
    await expect(visitor).toHaveURL('/profile')
    const cards = visitor.getByRole('table', { name: 'Your Salt Cards' })
    await expect(cards).toContainText('Card 1')
    await expect(cards).toContainText('Card 2')
    await expect(cards.getByText(/^7001\d{12}$/).filter({ visible: true })).toHaveCount(2)
    await expect(visitor.getByRole('main')).toContainText(customerNo!)
    await visitor.context().close()
  })

  test('a manager marks a list request contacted, assigns it and writes a note; it stays after a reload', async ({
    page,
  }) => {
    // Sending, finding, saving, reloading and finding it again in the queue: more than one screen's worth of time.
    test.slow()
    const tag = unique()
    const { requestId, item } = await demoCustomerSendsList(page, tag)

    await login(page, 'manager', '/admin/listrequests')
    await expect(page.getByRole('heading', { level: 1, name: 'List requests' })).toBeVisible()
    await search(page, 'C100001')
    await page.locator(`a[href="/admin/listrequests/${requestId}"]:visible`).click()
    await expect(page.getByRole('heading', { level: 1, name: `List request #${requestId}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(item.productName)
    await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText(`${tag} Depot Road`)
    await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText('Use the back gate.')
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText('C100001')

    await page.getByLabel('Status').selectOption('contacted')
    await page.getByLabel('Assigned to').selectOption({ label: 'Sales Manager' })
    await page.getByLabel('Notes').fill(`Called ${tag}; delivering Friday.`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Status')).toHaveValue('contacted')
    await expect(page.getByLabel('Assigned to').locator('option:checked')).toHaveText('Sales Manager')
    await expect(page.getByLabel('Notes')).toHaveValue(`Called ${tag}; delivering Friday.`)

    // In the queue it has left "New" and shows under "Contacted", with who follows it up.
    await page.getByRole('link', { name: 'List requests' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'List requests' })).toBeVisible()
    await page.getByLabel('Status').selectOption('contacted')
    // The filter lands in the address before the search is typed (a search sent meanwhile starts from the old one).
    await expect(page).toHaveURL(/[?&]status=contacted/)
    await search(page, 'C100001')
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/admin/listrequests/${requestId}"]`) })
    await expect(row).toContainText('Contacted')
    await expect(row).toContainText('Sales Manager')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('both queues and a request fit the screen without sideways scrolling', async ({ page }) => {
    const tag = unique()
    // An application from a visitor elsewhere (their own address, so the per-address limit is theirs).
    const applied = await page.request.post('/api/salt/send-email', {
      headers: { 'x-forwarded-for': '198.51.100.37' },
      data: {
        htmlType: 'applySalt',
        htmlData: {
          fullName: 'Pat Phone',
          company: `Phone Test Snow Removal ${tag}`,
          email: `pat-${tag}@phone-snow.example`,
          contactNumber: '705-555-0111',
          companyAddress: '1 Long Company Address Boulevard, Unit 400',
        },
      },
    })
    expect(applied.status()).toBe(200)
    const { requestId } = await demoCustomerSendsList(page, tag)

    await login(page, 'manager', `/admin/applications?q=${tag}`)
    const applications = page.getByRole('list', { name: 'Applications' }).getByRole('listitem')
    await expect(applications).toHaveCount(1)
    await expect(applications).toContainText(`Phone Test Snow Removal ${tag}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await applications.getByRole('link').click()
    await expect(page.getByLabel('Number of cards')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.goto('/admin/listrequests?q=C100001')
    const request = page
      .getByRole('list', { name: 'List requests' })
      .locator(`a[href="/admin/listrequests/${requestId}"]`)
    await expect(request).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await request.click()
    await expect(page.getByRole('heading', { level: 1, name: `List request #${requestId}` })).toBeVisible()
    await expect(page.getByLabel('Notes')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
