import { afterAll, describe, expect, test } from 'vitest'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import { priceWorld, shopDay } from '#tests/support/prices.ts'
import { createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api } = app

const world = await priceWorld(app)
const card = await createCard(app.deps.db, world.customer.id, { balancesCents: [10_000_000] })
const scaleKey = await createScaleKey(app.deps.db, [world.locationSlug])
const priced = await api.post(
  `/api/salt/admin/prices/products/${world.productId}/list-prices`,
  { unitName: 'tonne', locationId: world.locationId, price: '82.50', effectiveFrom: shopDay(app, -7) },
  { token: world.tokens.editor },
)
if (priced.status !== 201) throw new Error(`no list price: ${JSON.stringify(priced.body)}`)

const pickUp = async (tonnes: string, amountCents: number) => {
  const ticket = scaleTicket({
    cardNo: card.cardNo,
    locationSlug: world.locationSlug,
    product: world.productName,
    tonnes,
    amountCents,
  })
  const response = await sendPickup(api, ticket, scaleKey)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { ticketNo: ticket.ticketNo, amountCents }
}
const flaggedRows = async () => {
  const response = await api.get('/api/salt/admin/transactions', {
    token: world.tokens.manager,
    query: { q: world.customer.customerNo, priceFlag: 'flagged' },
  })
  expect(response.status).toBe(200)
  return (response.body as AdminListPage<AdminTransactionRow>).items
}

describe('the pickup price check', () => {
  test('a pickup is booked as sent, and flagged only beyond a cent per tonne', async () => {
    // 10 t at $82.50 is $825.00: up to 10 ¢ apart (a cent per tonne) is within; 11 ¢ is beyond.
    const within = [await pickUp('10', 82_510), await pickUp('10', 82_490), await pickUp('10', 82_500)]
    const beyond = [await pickUp('10', 82_511), await pickUp('10', 82_489), await pickUp('4.37', 40_000)]

    const flagged = await flaggedRows()
    expect(flagged.map((row) => row.reference).sort()).toEqual(beyond.map((pickup) => pickup.ticketNo).sort())
    for (const row of flagged) {
      const sent = beyond.find((pickup) => pickup.ticketNo === row.reference)!
      expect(row.amountCents).toBe(-sent.amountCents)
      expect(row.priceFlag).toMatchObject({ pricePerTonneCents: 8250, source: 'list' })
    }
    expect(flagged.find((row) => row.reference === beyond[2]!.ticketNo)?.priceFlag?.expectedCents).toBe(
      36_053,
    )

    const all = await api.get('/api/salt/admin/transactions', {
      token: world.tokens.manager,
      query: { q: world.customer.customerNo },
    })
    const rows = (all.body as AdminListPage<AdminTransactionRow>).items
    for (const pickup of within)
      expect(rows.find((row) => row.reference === pickup.ticketNo)?.priceFlag).toBeNull()
  })

  test('the customer’s contract price is the one compared', async () => {
    const contract = await api.post(
      `/api/salt/admin/customers/${world.customer.id}/contract-prices`,
      {
        productId: world.productId,
        unitName: 'tonne',
        locationId: world.locationId,
        price: '70',
        effectiveFrom: shopDay(app, -7),
      },
      { token: world.tokens.manager },
    )
    expect(contract.status).toBe(201)
    const atContract = await pickUp('2', 14_000)
    const atList = await pickUp('2', 16_500)
    const flagged = await flaggedRows()
    expect(flagged.some((row) => row.reference === atContract.ticketNo)).toBe(false)
    expect(flagged.find((row) => row.reference === atList.ticketNo)?.priceFlag).toEqual({
      expectedCents: 14_000,
      pricePerTonneCents: 7000,
      source: 'contract',
    })
  })

  test('a bad filter value is a 400', async () => {
    const response = await api.get('/api/salt/admin/transactions', {
      token: world.tokens.manager,
      query: { priceFlag: 'maybe' },
    })
    expect(response.status).toBe(400)
  })
})
