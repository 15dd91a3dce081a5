import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import type { QuotePricesAnswer } from '#domain/quotes/answers.ts'
import { listRequests } from '#server/db/schema.ts'
import { priceWorld, shopDay } from '#tests/support/prices.ts'
import { seedListRequest } from '#tests/support/quotes.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** The quote editor's price read (ADR 0031's lookup, read by staff for the request's customer). */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const world = await priceWorld(app)
const { manager, editor } = world.tokens
const created = (answer: { status: number; body: unknown }) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)

created(
  await api.post(
    `/api/salt/admin/prices/products/${world.productId}/list-prices`,
    { unitName: 'tonne', locationId: world.locationId, price: '82.50', effectiveFrom: shopDay(app, -1) },
    { token: editor },
  ),
)
created(
  await api.post(
    `/api/salt/admin/prices/products/${world.productId}/list-prices`,
    { unitName: 'tonne', locationId: world.locationId, price: '90', effectiveFrom: shopDay(app, 5) },
    { token: editor },
  ),
)
created(
  await api.post(
    `/api/salt/admin/customers/${world.customer.id}/contract-prices`,
    {
      productId: world.productId,
      unitName: 'tonne',
      locationId: world.locationId,
      price: '79',
      effectiveFrom: shopDay(app, -1),
    },
    { token: manager },
  ),
)
created(
  await api.post(
    '/api/salt/admin/prices/delivery-fees',
    { locationId: world.locationId, fee: '175', effectiveFrom: shopDay(app, -1) },
    { token: editor },
  ),
)

const customerRequest = await seedListRequest(deps.db, world.customer.id)
const [registerPath] = await deps.db
  .insert(listRequests)
  .values({ kind: 'newAccount', idempotencyKey: randomUUID(), accountId: null, items: [] })
  .returning({ id: listRequests.id })
const registerRequest = registerPath!.id

const pricesPath = (requestId: number, query: string) =>
  `/api/salt/admin/listrequests/${requestId}/quote-prices?${query}`
const read = async (requestId: number, query: string) => {
  const answer = await api.get(pricesPath(requestId, query), { token: manager })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as QuotePricesAnswer
}
const unitsOf = (answer: QuotePricesAnswer) =>
  answer.units
    .filter((unit) => unit.slug === world.productSlug)
    .map((unit) => [unit.productName, unit.unitName, unit.price])

describe('GET /api/salt/admin/listrequests/:id/quote-prices', () => {
  test('a customer’s request: their contract price, no price where none is in force, and the yard’s fee', async () => {
    const answer = await read(customerRequest, `yard=${world.locationSlug}`)
    expect(answer.yard.slug).toBe(world.locationSlug)
    expect(answer.on).toBe(shopDay(app))
    expect(unitsOf(answer)).toEqual([
      [world.productName, 'tonne', { cents: 7900, source: 'contract' }],
      [world.productName, 'bag', null],
    ])
    expect(answer.deliveryFeeCents).toBe(17_500)
  })

  test('a request without an account: the list price in force that day, today’s or a later day’s', async () => {
    const today = await read(registerRequest, `yard=${world.locationSlug}`)
    expect(unitsOf(today)[0]).toEqual([world.productName, 'tonne', { cents: 8250, source: 'list' }])
    const later = await read(registerRequest, `yard=${world.locationSlug}&on=${shopDay(app, 6)}`)
    expect(later.on).toBe(shopDay(app, 6))
    expect(unitsOf(later)[0]).toEqual([world.productName, 'tonne', { cents: 9000, source: 'list' }])
  })

  test('a yard without a delivery fee answers none, never a fee of zero', async () => {
    const other = await priceWorld(app)
    expect((await read(customerRequest, `yard=${other.locationSlug}`)).deliveryFeeCents).toBeNull()
  })

  test.each([
    ['no yard', '', 'yard'],
    ['a yard that is no slug', 'yard=Not%20a%20yard', 'yard'],
    ['a yard no row has', 'yard=no-such-yard-here', 'yard'],
    ['a day that is no day', `yard=${world.locationSlug}&on=tomorrow`, 'on'],
    ['two yards', `yard=${world.locationSlug}&yard=bradford`, 'yard'],
  ])('%s: 400 naming the field', async (_case, query, field) => {
    const answer = await api.get(pricesPath(customerRequest, query), { token: manager })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body).toMatchObject({
      error: { code: expect.any(String), fields: { [field]: expect.any(String) } },
    })
  })

  test('a request no row has is a 404; an id that is no id is a 400', async () => {
    expect(
      (await api.get(pricesPath(987_654, `yard=${world.locationSlug}`), { token: manager })).status,
    ).toBe(404)
    const bad = await api.get(`/api/salt/admin/listrequests/abc/quote-prices?yard=${world.locationSlug}`, {
      token: manager,
    })
    expect(bad.status).toBe(400)
  })

  test('below manager, or a customer, is refused: contract prices are the manager’s', async () => {
    const path = pricesPath(customerRequest, `yard=${world.locationSlug}`)
    expect((await api.get(path, { token: editor })).status).toBe(403)
    expect((await api.get(path, { token: world.customerToken })).status).toBe(403)
    expect((await api.get(path)).status).toBe(401)
  })
})
