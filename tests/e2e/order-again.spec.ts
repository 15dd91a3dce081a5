import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { expect, test } from './support/fixtures.ts'
import { newCustomer } from './support/fleet.ts'
import { demoToken, useSession } from './support/site.ts'

const day = (offset: number) => torontoToday(new Date(Date.now() + offset * 24 * 60 * 60_000))

/**
 * A customer of the test's own sends 40 t of rock salt; the manager quotes it with a line the catalogue does not
 * offer; the customer accepts and the manager cancels the order (a past order, as delivered or closed would be).
 */
async function pastOrder(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex')
  const customer = await newCustomer(request)
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const sent = await request.post('/api/salt/send-email', {
    headers: { ...bearer(customer.token), 'idempotency-key': `e2e-order-again-${tag}` },
    data: {
      htmlType: 'myListSubmission',
      htmlData: { list: [{ slug: 'rock-salt', unitName: 'tonne', quantity: 40 }] },
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const { requestId } = (await sent.json()) as { requestId: number }
  const manager = bearer(await demoToken(request, 'manager'))
  const quoted = await request.post(`/api/salt/admin/listrequests/${requestId}/quote`, {
    headers: manager,
    data: {
      basedOnVersion: 0,
      lines: [
        { productName: 'Rock Salt', unitName: 'tonne', quantity: 40, unitPriceCents: 200 },
        { productName: 'Winter Grit', unitName: 'tonne', quantity: 2, unitPriceCents: 100 },
      ],
      deliveryFeeCents: 0,
      window: { date: day(7), slot: 'morning' },
      validUntil: day(3),
    },
  })
  expect(quoted.status(), await quoted.text()).toBe(200)
  const accepted = await request.post(`/api/salt/requests/${requestId}/accept`, {
    headers: bearer(customer.token),
    data: { version: 1, payment: { method: 'salt-card', cardId: customer.card.id } },
  })
  expect(accepted.status(), await accepted.text()).toBe(201)
  const { order } = (await accepted.json()) as AcceptQuoteAnswer
  const cancelled = await request.post(`/api/salt/admin/orders/${order.id}/status`, {
    headers: manager,
    data: { status: 'cancelled', version: order.version, reason: 'Site closed for the season.' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  return { token: customer.token, requestId }
}

test('Order again fills My List with the order’s lines and names the one no longer offered', async ({
  page,
}) => {
  const { token, requestId } = await pastOrder(page.request)
  await useSession(page, token)
  await page.goto(`/profile/requests/${requestId}`)

  await page.getByRole('button', { name: 'Order again' }).click()
  const outcome = page.getByRole('status').filter({ hasText: 'My List now holds' })
  await expect(outcome).toContainText('My List now holds this order’s line.')
  await expect(outcome).toContainText('No longer offered, left out: Winter Grit (tonne).')

  await outcome.getByRole('link', { name: 'Go to My List' }).click()
  await expect(page).toHaveURL(/\/my-list$/)
  await expect(page.getByRole('textbox', { name: 'Rock Salt, quantity in tonnes' }).first()).toHaveValue('40')
})
