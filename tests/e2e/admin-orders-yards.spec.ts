import { randomBytes } from 'node:crypto'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { expect, test } from './support/fixtures.ts'
import { newCustomer } from './support/fleet.ts'
import { demoToken, login } from './support/site.ts'

const day = (offset: number) => torontoToday(new Date(Date.now() + offset * 24 * 60 * 60_000))

test('a manager schedules an order at a yard picked by name, and the board filters by that yard', async ({
  page,
}) => {
  test.slow()
  const { request } = page
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
  const manager = { authorization: `Bearer ${await demoToken(request, 'manager')}` }
  const quoted = await request.post(`/api/salt/admin/listrequests/${requestId}/quote`, {
    headers: manager,
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
  const { order } = (await accepted.json()) as AcceptQuoteAnswer

  await login(page, 'manager', `/admin/orders/${order.id}`)
  await page.getByLabel('Delivery day').fill(day(8))
  await page.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
  await page.getByLabel('Truck / carrier').fill('Truck 7')
  await page.getByRole('button', { name: 'Mark scheduled' }).click()
  await expect(page.getByRole('heading', { name: `Order ${order.orderNo}: Scheduled` })).toBeVisible()

  await page.goto('/admin/orders')
  await page.getByLabel('Yard', { exact: true }).selectOption({ label: 'Bradford' })
  await expect(page).toHaveURL(/yard=bradford/)
  await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible()
})
