import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { OrderAgainAnswer } from '#domain/my-list/order-again.ts'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { seedListCatalog } from '#tests/support/my-list.ts'
import { customerWithRequest, quoteCalls, quoteDraft } from '#tests/support/quotes.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedListCatalog(deps.db)
const manager = await createStaff(deps.db, staffLevels.manager)
const calls = quoteCalls(api, await api.signIn(manager.eMail, manager.password))

const line = (productName: string, unitName: string, quantity: number) => ({
  productName,
  unitName,
  quantity,
  unitPriceCents: 1_000,
})

/**
 * The customer's list (rock salt by the tonne and by the sack, brine totes) as the manager quoted it: the sack
 * dropped, bulk salt added by name, and two lines the catalogue does not offer (an unpublished product, a unit the
 * product never had).
 */
const quotedLines = [
  line('Treated Rock Salt <Premium>', 'tonne', 6),
  line('Salt Brine', '1,000 L tote', 3),
  line('Bulk Salt', 'tonne', 40.5),
  line('Retired Salt', 'bag', 2),
  line('Treated Rock Salt <Premium>', 'pallet', 1),
]

async function orderOf(status: 'confirmed' | 'cancelled') {
  const customer = await customerWithRequest(app)
  const saved = await calls.saveQuote(customer.requestId, quoteDraft(0, { lines: quotedLines }))
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  const accepted = await calls.accept(customer.requestId, customer.token, {
    version: 1,
    payment: { method: 'salt-card', cardId: customer.card.id },
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
  const { order } = accepted.body as AcceptQuoteAnswer
  if (status === 'cancelled') {
    const moved = await calls.move(order.id, { status, version: order.version, reason: 'Site closed.' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  }
  return customer
}

const orderAgain = (requestId: number, token: string) =>
  api.get(`/api/salt/requests/${requestId}/order-again`, { token })

describe('Order again', () => {
  test('a past order answers its lines as My List items; lines no longer offered are named, not guessed', async () => {
    const customer = await orderOf('cancelled')
    const answer = await orderAgain(customer.requestId, customer.token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { items, missing } = answer.body as OrderAgainAnswer
    expect(items).toEqual([
      expect.objectContaining({
        slug: 'list-rock-salt',
        unitName: 'tonne',
        quantity: 6,
        productName: 'Treated Rock Salt <Premium>',
        minQty: 1,
        maxQty: 6,
      }),
      expect.objectContaining({
        slug: 'list-brine',
        unitName: '1,000 L tote',
        quantity: 3,
        customSize: true,
      }),
      expect.objectContaining({
        slug: 'list-bulk-salt',
        unitName: 'tonne',
        quantity: 40.5,
        quantityStep: 'tenth',
      }),
    ])
    expect(missing).toEqual([
      { productName: 'Retired Salt', unitName: 'bag' },
      { productName: 'Treated Rock Salt <Premium>', unitName: 'pallet' },
    ])
  })

  test('an order still under way is a 409 in words; a request without an order, or of another account, a 404', async () => {
    const customer = await orderOf('confirmed')
    const early = await orderAgain(customer.requestId, customer.token)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({
      error: {
        code: 'order_not_past',
        message: 'Only a delivered, closed or cancelled order can be ordered again.',
      },
    })

    const other = await customerWithRequest(app)
    expect((await orderAgain(other.requestId, other.token)).status).toBe(404)
    expect((await orderAgain(customer.requestId, other.token)).status).toBe(404)
    expect((await api.get(`/api/salt/requests/${customer.requestId}/order-again`)).status).toBe(401)
    expect((await api.get('/api/salt/requests/nope/order-again', { token: customer.token })).status).toBe(400)
  })
})
