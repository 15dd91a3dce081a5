import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { AdminContractPrices } from '#domain/prices/answers.ts'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { expect, test } from './support/fixtures.ts'
import { seriousViolations } from './support/axe.ts'
import { newCustomer } from './support/fleet.ts'
import { demoToken, login } from './support/site.ts'

const day = (offset: number) => torontoToday(new Date(Date.now() + offset * 24 * 60 * 60_000))

/** A new customer's My List request for 12 t of rock salt, sent through the API; its id and the customer. */
async function newRequest(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex')
  const customer = await newCustomer(request)
  const sent = await request.post('/api/salt/send-email', {
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `e2e-orders-yards-${tag}` },
    data: {
      htmlType: 'myListSubmission',
      htmlData: { list: [{ slug: 'rock-salt', unitName: 'tonne', quantity: 12 }] },
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const { requestId } = (await sent.json()) as { requestId: number }
  return { customer, requestId }
}

const managerHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await demoToken(request, 'manager')}`,
})

/** A new customer's order: their request quoted at $71.25 a tonne and accepted, paid from their Salt Card. */
async function newOrder(request: APIRequestContext) {
  const { customer, requestId } = await newRequest(request)
  const quoted = await request.post(`/api/salt/admin/listrequests/${requestId}/quote`, {
    headers: await managerHeaders(request),
    data: {
      basedOnVersion: 0,
      lines: [{ productName: 'Rock Salt', unitName: 'tonne', quantity: 12, unitPriceCents: 7_125 }],
      deliveryFeeCents: 0,
      window: { date: day(7), slot: 'morning' },
      validUntil: day(3),
    },
  })
  expect(quoted.status(), await quoted.text()).toBe(200)
  const accepted = await request.post(`/api/salt/requests/${requestId}/accept`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { version: 1, payment: { method: 'salt-card', cardId: customer.card.id } },
  })
  expect(accepted.status(), await accepted.text()).toBe(201)
  return { customer, order: ((await accepted.json()) as AcceptQuoteAnswer).order }
}

test('a manager schedules an order at a yard picked by name, and the board filters by that yard', async ({
  page,
}) => {
  test.slow()
  const { order } = await newOrder(page.request)

  await login(page, 'manager', `/admin/orders/${order.id}`)
  await page.getByLabel('Delivery day').fill(day(8))
  await page.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
  await page.getByLabel('Truck / carrier').fill('Truck 7')
  await page.getByRole('button', { name: 'Mark scheduled' }).click()
  await expect(page.getByRole('heading', { name: `Order ${order.orderNo}: Scheduled` })).toBeVisible()
  // The form starts afresh for the order's next step, and still says what the last one did.
  await expect(page.getByText('The order is now scheduled.')).toBeVisible()
  await expect(page.getByLabel('Move to')).toHaveValue('out-for-delivery')

  await page.goto('/admin/orders')
  await page.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
  await expect(page).toHaveURL(/yard=bradford/)
  await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible()
})

test('the board’s customer filter: typed part of an e-mail, picked from the suggestions with the keyboard', async ({
  page,
}) => {
  test.slow()
  const { customer, order } = await newOrder(page.request)
  const typed = customer.email.split('@')[0]!

  await login(page, 'manager', '/admin/orders')
  const picker = page.getByRole('combobox', { name: 'Customer' })
  await picker.fill(`nobody-${typed}`)
  // Shown under the field, and said by the status region.
  const none = `No customer matches “nobody-${typed}”.`
  await expect(page.getByRole('main').locator('p[aria-hidden="true"]', { hasText: none })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: none })).toHaveCount(1)
  await expect(picker).toHaveAttribute('aria-expanded', 'false')

  await picker.fill(typed)
  const suggestions = page.getByRole('listbox', { name: 'Matching customers' })
  await expect(suggestions.getByRole('option')).toHaveCount(1)
  await expect(suggestions.getByRole('option')).toContainText(customer.email)
  expect(await seriousViolations(page, 'main')).toEqual([])
  await picker.press('ArrowDown')
  await expect(suggestions.getByRole('option')).toHaveAttribute('aria-selected', 'true')
  await picker.press('Enter')
  await expect(page).toHaveURL(/customer=\d+/)
  await expect(page.getByText(/^Orders of Fleet Controls [0-9a-f]{8} \(C\d+\)$/)).toBeVisible()
  await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('row')).toHaveCount(2)

  await page.getByRole('button', { name: 'Show every customer' }).click()
  await expect(page).not.toHaveURL(/customer=/)
})

test('the quote editor starts each line from the customer’s price at the chosen yard; a typed price stays', async ({
  page,
}) => {
  test.slow()
  const { request } = page
  const { customer, requestId } = await newRequest(request)
  const headers = await managerHeaders(request)
  const found = await request.get('/api/salt/admin/customers', { headers, params: { q: customer.email } })
  const [account] = ((await found.json()) as { items: Array<{ id: number }> }).items
  const choices = (await (
    await request.get(`/api/salt/admin/customers/${account!.id}/contract-prices`, { headers })
  ).json()) as AdminContractPrices
  // This run's own price, so one left by an earlier run never passes for it.
  const contractCents = 5_000 + (Date.now() % 4_000)
  const contract = (contractCents / 100).toFixed(2)
  const set = await request.post(`/api/salt/admin/customers/${account!.id}/contract-prices`, {
    headers,
    data: {
      productId: choices.products.find((product) => product.name === 'Rock Salt')!.id,
      unitName: 'tonne',
      locationId: choices.yards.find((yard) => yard.name === 'Bradford')!.id,
      price: contract,
      effectiveFrom: choices.today,
    },
  })
  expect(set.status(), await set.text()).toBe(201)

  await login(page, 'manager', `/admin/listrequests/${requestId}`)
  const form = page.getByRole('form', { name: 'Quote' })
  const line = (n: number) => form.getByRole('group', { name: `Line ${n}` })
  const price = (n: number) => line(n).getByLabel('Unit price ($)')
  await expect(price(1)).toHaveValue('')
  await form.getByLabel('Yard for prices').selectOption({ label: 'Bradford' })
  await expect(price(1)).toHaveValue(contract)
  await expect(price(1)).toHaveAccessibleDescription(`Contract price at Bradford: $${contract}`)
  expect(await seriousViolations(page, 'main')).toEqual([])

  // A line added by hand is priced once its product and unit name a unit of the catalogue.
  await form.getByRole('button', { name: 'Add a line' }).click()
  await line(2).getByLabel('Product', { exact: true }).fill('Rock Salt')
  await line(2).getByLabel('Unit', { exact: true }).fill('tonne')
  await line(2).getByLabel('Quantity').fill('3')
  await expect(price(2)).toHaveValue(contract)

  // Staff overwrite line 1; another yard re-prices line 2 only, and back at Bradford it has the contract price again.
  await price(1).fill('65.40')
  await form.getByLabel('Yard for prices').selectOption({ label: 'Brampton' })
  await expect(price(2)).toHaveAccessibleDescription(/at Brampton/)
  await expect(price(1)).toHaveValue('65.40')
  await form.getByLabel('Yard for prices').selectOption({ label: 'Bradford' })
  await expect(price(2)).toHaveValue(contract)

  await form.getByLabel('Delivery day').fill(day(7))
  await form.getByLabel('Valid until').fill(day(3))
  await form.getByRole('button', { name: 'Send quote' }).click()
  // The quote shows the version just sent, each line at the price it went with.
  await expect(page.getByRole('heading', { level: 3, name: /^Version 1, sent / })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '$65.40' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: `$${contract}` })).toHaveCount(1)
})
