import type { APIRequestContext, Page } from '@playwright/test'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { e2eBaseUrl } from '#tests/e2e/support/e2e-env.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import {
  BrowserErrors,
  expect,
  httpErrorLog,
  test,
  awaitHydrationOnLoad,
} from '#tests/e2e/support/fixtures.ts'
import { demoAccounts, fillSignIn, login, openSite, signInDialog } from '#tests/e2e/support/site.ts'

const customer2 = {
  ...demoAccounts.customer2,
  name: 'Lakeshore Property Services',
  customerNo: 'C100002',
  cardNo: '7001000000000033',
}

/** Finds a customer with the list's search, as staff do, and opens their page. */
async function openCustomer(page: Page, search: string, name: string) {
  await login(page, 'manager', '/admin/customers')
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(search)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText(/^1 result\b/)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/**
 * Whatever happened in a test, the second demo customer is active again afterwards: the demo data is shared by every
 * admin spec of the run.
 */
async function keepCustomer2Active(request: APIRequestContext) {
  const { eMail, password } = demoAccounts.manager
  const signIn = await request.post('/api/salt/login', { data: { username: eMail, password } })
  const { token } = (await signIn.json()) as { token: string }
  const answer = await request.get('/api/salt/actDeact', {
    headers: { authorization: `Bearer ${token}` },
    params: { customerNo: customer2.customerNo, action: 'activate' },
  })
  expect(answer.status()).toBe(200)
}

/** "$964.20" → 96420. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100)

test.describe('customers, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test.afterEach(({ request }) => keepCustomer2Active(request))

  test('a manager deactivates the second demo customer (confirm first); their sign-in fails until reactivated', async ({
    page,
    browser,
  }) => {
    // Two browsers, two sign-ins and four popups: a long walk on a busy machine.
    test.slow()
    const actDeactCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/salt/actDeact')) actDeactCalls.push(new URL(request.url()).search)
    })
    await openCustomer(page, customer2.eMail, customer2.name)
    const status = page.getByRole('status', { name: 'Account status' })
    await expect(status).toHaveText('Active')

    // Cancel in the confirm popup sends nothing and changes nothing.
    await page.getByRole('button', { name: 'Deactivate account' }).click()
    const confirmOff = page.getByRole('dialog', { name: `Deactivate ${customer2.name}?` })
    await confirmOff.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirmOff).toHaveCount(0)
    await expect(status).toHaveText('Active')
    expect(actDeactCalls).toEqual([])

    await page.getByRole('button', { name: 'Deactivate account' }).click()
    await confirmOff.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await expect(status).toHaveText('Deactivated')
    await expect(page.getByRole('button', { name: 'Activate account' })).toBeVisible()
    expect(actDeactCalls).toHaveLength(1)
    expect(actDeactCalls[0]).toContain('action=deactivate')

    // The customer, in their own browser: sign-in fails (inputs highlighted, no message).
    const customerContext = await browser.newContext({
      baseURL: e2eBaseUrl,
      locale: 'en-CA',
      timezoneId: 'America/Toronto',
    })
    const customerErrors = new BrowserErrors()
    customerErrors.expect(httpErrorLog(401, '/api/salt/login'))
    customerErrors.watch(customerContext)
    awaitHydrationOnLoad(customerContext)
    const customerPage = await customerContext.newPage()
    await openSite(customerPage)
    await fillSignIn(customerPage, customer2.eMail, customer2.password)
    const dialog = signInDialog(customerPage)
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(customerPage).toHaveURL('/')

    await page.getByRole('button', { name: 'Activate account' }).click()
    await page
      .getByRole('dialog', { name: `Activate ${customer2.name}?` })
      .getByRole('button', { name: 'Activate', exact: true })
      .click()
    await expect(status).toHaveText('Active')
    expect(actDeactCalls).toHaveLength(2)
    expect(actDeactCalls[1]).toContain('action=activate')

    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(customerPage).toHaveURL('/profile')
    await expect(customerPage.getByRole('heading', { name: 'My Salt Card' })).toBeVisible()
    expect(customerErrors.unexpected(), 'errors in the customer’s browser').toEqual([])
    await customerContext.close()
  })

  test('an adjustment from the customer page shows the new balance; debiting it back restores it', async ({
    page,
  }) => {
    test.slow()
    await openCustomer(page, customer2.cardNo, customer2.name)
    const cards = page.getByRole('region', { name: 'Cards and balances' })
    const balanceCell = cards.getByTestId(`card-${customer2.cardNo}`).getByRole('cell').last()
    const before = centsOf((await balanceCell.textContent()) ?? '')
    expect(before).toBeGreaterThan(0)

    const form = page.getByRole('form', { name: 'Adjust a balance' })
    await expect(form.getByLabel('Card')).toHaveValue(/\d+/)
    await form.getByLabel('Credit or debit').selectOption('credit')
    await form.getByLabel('Amount ($)').fill('12.34')
    await form.getByLabel('Reason').fill('E2E goodwill credit')
    await form.getByRole('button', { name: 'Credit the card' }).click()
    const after = formatCents(before + 1_234)
    await expect(form.getByRole('status')).toHaveText(
      `Credited $12.34 on ${customer2.cardNo}. New balance: ${after}.`,
    )
    await expect(balanceCell).toHaveText(after)
    const newest = page.getByRole('region', { name: 'Recent transactions' }).getByRole('row').nth(1)
    await expect(newest).toContainText('Adjustment')
    await expect(newest).toContainText('+$12.34')
    await expect(newest).toContainText('E2E goodwill credit')

    await form.getByLabel('Credit or debit').selectOption('debit')
    await form.getByLabel('Amount ($)').fill('12.34')
    await form.getByLabel('Reason').fill('E2E goodwill credit taken back')
    await form.getByRole('button', { name: 'Debit the card' }).click()
    await expect(balanceCell).toHaveText(formatCents(before))
    await expect(form.getByRole('status')).toContainText(`New balance: ${formatCents(before)}.`)
  })

  test('a debit larger than the balance is refused with the reason, and nothing changes', async ({
    page,
    browserErrors,
  }) => {
    test.slow()
    browserErrors.expect(httpErrorLog(409))
    await openCustomer(page, customer2.cardNo, customer2.name)
    const balanceCell = page.getByTestId(`card-${customer2.cardNo}`).getByRole('cell').last()
    const before = (await balanceCell.textContent()) ?? ''
    const form = page.getByRole('form', { name: 'Adjust a balance' })
    await form.getByLabel('Credit or debit').selectOption('debit')
    await form.getByLabel('Amount ($)').fill('999999')
    await form.getByLabel('Reason').fill('Too much')
    await form.getByRole('button', { name: 'Debit the card' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      `The card holds ${before}: a debit of $999,999.00 would take it below zero.`,
    )
    await expect(balanceCell).toHaveText(before)
  })
})

/** The demo customer asks for more cards, as the profile's "Request More Cards" does. */
async function customerRequestsCards(request: APIRequestContext, quantity: number) {
  const { eMail, password } = demoAccounts.customer
  const signIn = await request.post('/api/salt/login', { data: { username: eMail, password } })
  const { token } = (await signIn.json()) as { token: string }
  const sent = await request.post('/api/salt/send-email', {
    headers: { authorization: `Bearer ${token}` },
    data: { htmlType: 'addCardCustomer', htmlData: { quantity } },
  })
  expect(sent.status()).toBe(200)
  return token
}

test.describe('card requests', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a manager fulfils a request from the queue and gets the new card number', async ({ page }) => {
    test.slow()
    const customerToken = await customerRequestsCards(page.request, 1)
    // Newest first: the request just made is the first row.
    await login(page, 'manager', '/admin/cardrequests?status=new&q=C100001&sort=created&dir=desc')
    const fulfil = page
      .getByRole('button', { name: /^Fulfil request #\d+ of Northern Plowing Ltd\.$/ })
      .first()
    await fulfil.click()
    const confirm = page.getByRole('dialog', { name: 'Issue 1 new card to Northern Plowing Ltd.?' })
    await confirm.getByRole('button', { name: 'Fulfil', exact: true }).click()
    const issued = page.getByRole('dialog', { name: 'Cards issued' })
    await expect(issued).toContainText(/New card numbers: 7001\d{12}\./)
    const cardNo = /7001\d{12}/.exec((await issued.textContent()) ?? '')![0]
    await issued.getByRole('button', { name: 'OK' }).click()

    // The card is the customer's; they deactivate it again, so the demo profile keeps its two cards.
    const off = await page.request.post('/api/salt/deactivatecard', {
      headers: { authorization: `Bearer ${customerToken}` },
      data: { cardNo },
    })
    expect(off.status()).toBe(200)
  })
})

for (const width of [1280, 768, 375]) {
  test(`the customer screens fit a ${width} px screen, without serious axe findings`, async ({ page }) => {
    // Three screens, each checked by axe.
    test.slow()
    await page.setViewportSize({ width, height: 1000 })
    await openCustomer(page, customer2.eMail, customer2.name)
    await expect(page.getByRole('region', { name: 'Recent transactions' }).getByRole('table')).toBeVisible()
    const screens: Array<[string, string]> = [
      ['customer', new URL(page.url()).pathname],
      ['customer-list', `/admin/customers?q=${encodeURIComponent(customer2.eMail)}`],
      ['card-requests', '/admin/cardrequests'],
    ]
    for (const [label, path] of screens) {
      if (new URL(page.url()).pathname !== new URL(path, e2eBaseUrl).pathname) await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
      expect(await seriousViolations(page), `${label} at ${width} px`).toEqual([])
      // Nothing sticks out past the right edge of the screen, except inside a box that scrolls sideways on purpose
      // (the transactions table, the admin navigation row on a phone).
      const sticking = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((element) => {
            for (let box = element.parentElement; box; box = box.parentElement)
              if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return false
            return true
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      )
      expect(sticking, `${label} at ${width} px`).toEqual([])
    }
    // The list found the one customer searched for, as a card on a phone and tablet, as a table row from 1024 px.
    const listed =
      width < 1024 ? page.getByRole('list', { name: 'Customers' }) : page.getByRole('main').getByRole('table')
    await page.goto(`/admin/customers?q=${encodeURIComponent(customer2.eMail)}`)
    await expect(listed.getByRole('link', { name: customer2.name })).toHaveCount(1)
  })
}
