import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type {
  AdminContractPrices,
  AdminDeliveryFees,
  AdminProductPrices,
  EstimateAnswer,
  EstimateYardsAnswer,
  ProductPricesAnswer,
} from '#domain/prices/answers.ts'
import { auditLog } from '#server/db/schema.ts'
import { priceFor } from '#server/services/prices/lookup.ts'
import { days } from '#tests/support/clock.ts'
import { priceWorld, shopDay } from '#tests/support/prices.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api } = app

const world = await priceWorld(app)
const listPath = `/api/salt/admin/prices/products/${world.productId}/list-prices`
const contractPath = `/api/salt/admin/customers/${world.customer.id}/contract-prices`
const setListPrice = (body: Record<string, unknown>, token = world.tokens.editor) =>
  api.post(listPath, { unitName: 'tonne', locationId: world.locationId, ...body }, { token })
const setContractPrice = (body: Record<string, unknown>, token = world.tokens.manager) =>
  api.post(
    contractPath,
    { productId: world.productId, unitName: 'tonne', locationId: world.locationId, ...body },
    { token },
  )
const tonne = { productId: world.productId, unitName: 'tonne', locationId: world.locationId }
const tonneAtYard = (accountId: number | null) =>
  priceFor(app.deps.db, { ...tonne, accountId, on: shopDay(app) })

describe('list prices', () => {
  test('the price in force is the latest effective on or before the day: yesterday’s today, tomorrow’s tomorrow', async () => {
    expect(await tonneAtYard(null)).toBeNull()
    const yesterday = await setListPrice({ price: '82.50', effectiveFrom: shopDay(app, -1) })
    expect(yesterday.status, JSON.stringify(yesterday.body)).toBe(201)
    const tomorrow = await setListPrice({ price: '90', effectiveFrom: shopDay(app, 1) })
    expect(tomorrow.status).toBe(201)

    expect(await tonneAtYard(null)).toEqual({ cents: 8250, source: 'list' })
    const history = (tomorrow.body as AdminProductPrices).history
    expect(history.map((row) => [row.cents, row.state])).toEqual([
      [9000, 'scheduled'],
      [8250, 'in-force'],
    ])

    // A correction for the same day is a new row; the later entry wins, and the old one stays in the history.
    await setListPrice({ price: '82.75', effectiveFrom: shopDay(app, -1) })
    expect(await tonneAtYard(null)).toEqual({ cents: 8275, source: 'list' })

    // Tomorrow, tomorrow's price is in force.
    expect(await priceFor(app.deps.db, { ...tonne, accountId: null, on: shopDay(app, 1) })).toEqual({
      cents: 9000,
      source: 'list',
    })
  })

  test('each change is audited with who set it', async () => {
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'prices.list-price-set'),
          eq(auditLog.subject, `products/${world.productId}`),
        ),
      )
    expect(rows.length).toBeGreaterThanOrEqual(3)
    expect(rows.every((row) => row.actorAccountId !== null)).toBe(true)
  })
})

describe('contract prices', () => {
  test('a customer’s contract price overrides the list price for them only', async () => {
    const list = await tonneAtYard(null)
    expect(list?.source).toBe('list')
    const response = await setContractPrice({ price: '70.10', effectiveFrom: shopDay(app) })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect((response.body as AdminContractPrices).history[0]).toMatchObject({
      cents: 7010,
      state: 'in-force',
    })

    expect(await tonneAtYard(world.customer.id)).toEqual({ cents: 7010, source: 'contract' })
    expect(await tonneAtYard(null)).toEqual(list)
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'prices.contract-price-set'))
    expect(audit?.subject).toBe(`customers/${world.customer.id}`)
  })

  test('a contract price dated tomorrow leaves today’s list price in force', async () => {
    const other = await priceWorld(app)
    await api.post(
      `/api/salt/admin/prices/products/${other.productId}/list-prices`,
      { unitName: 'bag', locationId: other.locationId, price: '9.99', effectiveFrom: shopDay(app) },
      { token: other.tokens.editor },
    )
    await api.post(
      `/api/salt/admin/customers/${other.customer.id}/contract-prices`,
      {
        productId: other.productId,
        unitName: 'bag',
        locationId: other.locationId,
        price: '8',
        effectiveFrom: shopDay(app, 1),
      },
      { token: other.tokens.manager },
    )
    const bag = { productId: other.productId, unitName: 'bag', locationId: other.locationId }
    expect(await priceFor(app.deps.db, { ...bag, accountId: other.customer.id, on: shopDay(app) })).toEqual({
      cents: 999,
      source: 'list',
    })
    expect(
      await priceFor(app.deps.db, { ...bag, accountId: other.customer.id, on: shopDay(app, 1) }),
    ).toEqual({
      cents: 800,
      source: 'contract',
    })
  })
})

describe('staff levels', () => {
  test('an editor sets list prices, delivery fees and public prices, but not contract prices (403)', async () => {
    expect((await setListPrice({ price: '1', effectiveFrom: shopDay(app, 30) })).status).toBe(201)
    const fee = await api.post(
      '/api/salt/admin/prices/delivery-fees',
      { locationId: world.locationId, fee: '150', effectiveFrom: shopDay(app) },
      { token: world.tokens.editor },
    )
    expect(fee.status).toBe(201)
    expect(
      (fee.body as AdminDeliveryFees).history.find((row) => row.locationId === world.locationId),
    ).toMatchObject({
      cents: 15000,
      state: 'in-force',
    })
    const before = await tonneAtYard(world.customer.id)
    const refused = await setContractPrice({ price: '1', effectiveFrom: shopDay(app) }, world.tokens.editor)
    expect(refused.status).toBe(403)
    expect(await tonneAtYard(world.customer.id)).toEqual(before)
    expect((await api.get(contractPath, { token: world.tokens.editor })).status).toBe(403)
  })

  test('yard staff set no price at all; signed out is 401', async () => {
    expect((await setListPrice({ price: '1', effectiveFrom: shopDay(app) }, world.tokens.yard)).status).toBe(
      403,
    )
    expect((await api.post(listPath, { unitName: 'tonne' })).status).toBe(401)
    expect(
      (await setContractPrice({ price: '1', effectiveFrom: shopDay(app) }, world.customerToken)).status,
    ).toBe(403)
  })
})

describe('bad input is a 4xx with the field named, never a 5xx', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a negative price', { price: '-1', effectiveFrom: '2026-12-01' }, 'price'],
    ['three decimals', { price: '1.005', effectiveFrom: '2026-12-01' }, 'price'],
    ['a price above the cap', { price: '100000.01', effectiveFrom: '2026-12-01' }, 'price'],
    ['a number, not text', { price: 12, effectiveFrom: '2026-12-01' }, 'price'],
    ['no such day', { price: '1', effectiveFrom: '2026-02-30' }, 'effectiveFrom'],
    ['a date far out', { price: '1', effectiveFrom: '2199-01-01' }, 'effectiveFrom'],
    [
      'a unit the product does not have',
      { price: '1', effectiveFrom: '2026-12-01', unitName: 'litre' },
      'unitName',
    ],
    [
      'a yard that does not exist',
      { price: '1', effectiveFrom: '2026-12-01', locationId: 2_000_000_000 },
      'locationId',
    ],
    [
      'a yard id out of range',
      { price: '1', effectiveFrom: '2026-12-01', locationId: 2 ** 40 },
      'locationId',
    ],
  ]
  test.each(cases)('list price: %s', async (_name, body, field) => {
    const response = await setListPrice(body)
    expect(response.status).toBe(400)
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      field,
    )
  })

  test('a product or customer that does not exist is 404; a bad id 400', async () => {
    const body = { unitName: 'tonne', locationId: world.locationId, price: '1', effectiveFrom: '2026-12-01' }
    const token = world.tokens.manager
    expect(
      (await api.post('/api/salt/admin/prices/products/2000000000/list-prices', body, { token })).status,
    ).toBe(404)
    expect((await api.post('/api/salt/admin/prices/products/abc/list-prices', body, { token })).status).toBe(
      400,
    )
    const contract = { ...body, productId: world.productId }
    expect(
      (await api.post('/api/salt/admin/customers/2000000000/contract-prices', contract, { token })).status,
    ).toBe(404)
    expect(
      (await setContractPrice({ productId: 2_000_000_000, price: '1', effectiveFrom: '2026-12-01' })).status,
    ).toBe(404)
    const publicSwitch = `/api/salt/admin/prices/products/${world.productId}/public-prices`
    expect(
      (await api.request(publicSwitch, { method: 'PUT', json: { publicPrices: 'yes' }, token })).status,
    ).toBe(400)
    expect(
      (
        await api.post(
          '/api/salt/prices/estimate',
          { locationSlug: 'x', items: 'all' },
          { token: world.customerToken },
        )
      ).status,
    ).toBe(400)
  })
})

describe('prices shown to customers and visitors', () => {
  const shownPath = () => `/api/salt/prices/products/${world.productSlug}`

  test('a signed-in customer sees their own prices; a visitor none until public prices are on', async () => {
    const mine = (await api.get(shownPath(), { token: world.customerToken })).body as ProductPricesAnswer
    expect(mine.prices).toContainEqual(
      expect.objectContaining({
        unitName: 'tonne',
        locationSlug: world.locationSlug,
        cents: 7010,
        source: 'contract',
      }),
    )
    expect(mine.hstRateBasisPoints).toBe(1300)
    expect(((await api.get(shownPath())).body as ProductPricesAnswer).prices).toEqual([])

    const switched = await api.request(`/api/salt/admin/prices/products/${world.productId}/public-prices`, {
      method: 'PUT',
      json: { publicPrices: true },
      token: world.tokens.editor,
    })
    expect(switched.status).toBe(200)
    const visitor = (await api.get(shownPath())).body as ProductPricesAnswer
    expect(visitor.prices).toEqual([
      expect.objectContaining({
        unitName: 'tonne',
        locationSlug: world.locationSlug,
        cents: 8275,
        source: 'list',
      }),
    ])
  })

  test('My List’s estimate: quantity × the customer’s price, taxes apart, unpriced lines named', async () => {
    const response = await api.post(
      '/api/salt/prices/estimate',
      {
        locationSlug: world.locationSlug,
        items: [
          { slug: world.productSlug, unitName: 'tonne', quantity: 40.5 },
          { slug: world.productSlug, unitName: 'bag', quantity: 10 },
        ],
      },
      { token: world.customerToken },
    )
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const estimate = response.body as EstimateAnswer
    expect(estimate.lines).toEqual([
      { slug: world.productSlug, unitName: 'tonne', quantity: 40.5, unitCents: 7010, lineCents: 283_905 },
    ])
    expect(estimate.unpriced).toEqual([{ slug: world.productSlug, unitName: 'bag' }])
    expect(estimate.subtotalCents).toBe(283_905)
    expect(estimate.hstCents).toBe(36_908)
    expect(
      (await api.post('/api/salt/prices/estimate', { locationSlug: world.locationSlug, items: [] })).status,
    ).toBe(401)
  })

  test('the estimate’s yards, for a signed-in customer who may order', async () => {
    const response = await api.get('/api/salt/prices/yards', { token: world.customerToken })
    expect(response.status).toBe(200)
    const { yards } = response.body as EstimateYardsAnswer
    expect(yards).toContainEqual({ slug: world.locationSlug, name: expect.any(String) })
    expect((await api.get('/api/salt/prices/yards')).status).toBe(401)
  })
})

// Last: moving the clock a day ends the sessions above.
describe('a day later', () => {
  test('tomorrow’s list price is in force, and the history says which row replaced which', async () => {
    app.clock.advance(days(1))
    expect(await tonneAtYard(null)).toEqual({ cents: 9000, source: 'list' })
    const { tokens } = await priceWorld(app)
    const after = (
      await api.get(`/api/salt/admin/prices/products/${world.productId}`, { token: tokens.editor })
    ).body as AdminProductPrices
    expect(
      after.history
        .filter((row) => row.unitName === 'tonne' && row.cents !== 100)
        .map((row) => [row.cents, row.state]),
    ).toEqual([
      [9000, 'in-force'],
      [8275, 'replaced'],
      [8250, 'replaced'],
    ])
    expect(after.hstRateBasisPoints).toBe(1300)
  })
})
