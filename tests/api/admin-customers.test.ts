import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminCustomerRow, AdminCustomerTransactionsPage } from '#domain/admin/customers/answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { accounts, cardRequests, listRequests } from '#server/db/schema.ts'
import {
  createCustomer,
  fetchCustomer,
  fetchCustomerList,
  marker,
  postAdjustment,
  signedInManager,
} from '#tests/support/api/admin-customers.ts'
import { createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const { manager, token } = await signedInManager(app)

const customerNos = (page: AdminListPage<AdminCustomerRow>) => page.items.map((row) => row.customerNo)
const getCustomer = (id: number) => fetchCustomer(api, token, id)
const list = (query: Record<string, string>) => fetchCustomerList(api, token, query)
const customerNamed = (name: string, fields: Partial<typeof accounts.$inferInsert> = {}) =>
  createCustomer(deps.db, name, fields)

describe('GET /api/salt/admin/customers', () => {
  test('searches name, company, e-mail, customer number and card number; staff accounts are never listed', async () => {
    const word = marker()
    const byName = await customerNamed(`${word} Plowing`)
    const byCompany = await customerNamed('Plain Name', { company: `${word} Holdings Inc.` })
    const byMail = await customerNamed('Another Name', { eMail: `${word.toLowerCase()}@example.test` })
    const staff = await createStaff(deps.db, 2000)
    await deps.db
      .update(accounts)
      .set({ name: `${word} Staff` })
      .where(eq(accounts.id, staff.id))
    await customerNamed('Not Matching')

    expect(customerNos(await list({ q: word })).sort()).toEqual(
      [byName.customerNo, byCompany.customerNo, byMail.customerNo].sort(),
    )
    expect(customerNos(await list({ q: byName.customerNo.toLowerCase() }))).toEqual([byName.customerNo])

    const card = await createCard(deps.db, byCompany.id, { balancesCents: [1_000] })
    const spaced = card.cardNo.replace(/(\d{4})(?=\d)/g, '$1 ')
    expect(customerNos(await list({ q: spaced }))).toEqual([byCompany.customerNo])
    expect(customerNos(await list({ q: card.cardNo.slice(-9) }))).toEqual([byCompany.customerNo])
    // LIKE wildcards typed in the box are themselves.
    expect((await list({ q: `${word}%` })).total).toBe(0)
  })

  test('filters active or deactivated, Prepaid or not; each row carries its cards and balances', async () => {
    const word = marker()
    const active = await customerNamed(`${word} A`)
    const inactive = await customerNamed(`${word} B`, { active: 0 })
    const invoiced = await customerNamed(`${word} C`, { paymentOption: 'Invoice' })
    const truck = await createCard(deps.db, active.id, { name: 'Truck', balancesCents: [5_000, 12_345] })
    const old = await createCard(deps.db, active.id, {
      name: 'Old',
      status: 'deactivated',
      balancesCents: [700],
    })

    expect(customerNos(await list({ q: word, status: 'active' })).sort()).toEqual(
      [active.customerNo, invoiced.customerNo].sort(),
    )
    expect(customerNos(await list({ q: word, status: 'inactive' }))).toEqual([inactive.customerNo])
    expect(customerNos(await list({ q: word, prepaid: 'no' }))).toEqual([invoiced.customerNo])
    expect(customerNos(await list({ q: word, prepaid: 'yes', status: 'inactive' }))).toEqual([
      inactive.customerNo,
    ])

    const [row] = (await list({ q: active.customerNo })).items
    expect(row).toEqual({
      id: active.id,
      customerNo: active.customerNo,
      name: `${word} A`,
      company: `${word} A`,
      eMail: active.eMail,
      active: 1,
      paymentOption: 'Prepaid',
      cards: [
        { id: truck.id, cardNo: truck.cardNo, name: 'Truck', status: 'active', balanceCents: 12_345 },
        { id: old.id, cardNo: old.cardNo, name: 'Old', status: 'deactivated', balanceCents: 700 },
      ],
    })
  })

  test('sorts and pages: 27 matches make two pages of 25', async () => {
    const word = marker()
    for (let i = 0; i < 27; i++) await customerNamed(`${word} ${String(i).padStart(2, '0')}`)
    const first = await list({ q: word })
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 })
    expect(first.items[0]?.name).toBe(`${word} 00`)
    const second = await list({ q: word, page: '2' })
    expect(second.items.map((row) => row.name)).toEqual([`${word} 25`, `${word} 26`])
    const descending = await list({ q: word, sort: 'name', dir: 'desc' })
    expect(descending.items[0]?.name).toBe(`${word} 26`)
    const empty = await list({ q: word, page: '3' })
    expect(empty).toMatchObject({ total: 27, items: [] })
  })

  test('a bad filter or sort is a 400 naming it, never a 500', async () => {
    for (const [name, value] of [
      ['status', 'gone'],
      ['prepaid', 'maybe'],
      ['sort', 'password'],
      ['page', '0'],
    ] as const) {
      const response = await api.get('/api/salt/admin/customers', { token, query: { [name]: value } })
      expect(response.status, name).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { [name]: expect.any(String) } } })
    }
  })
})

describe('GET /api/salt/admin/customers/:id', () => {
  test('the profile, every card with its balance, the card and list requests', async () => {
    const customer = await customerNamed('Georgian Bay Plowing', {
      contactNumber: '705-555-0100',
      address: '1 Bay St',
      postalCode: 'L9Y 1A1',
      lowBalanceThresholdCents: 15_050,
    })
    const card = await createCard(deps.db, customer.id, { name: 'Plow 1', balancesCents: [9_900] })
    await deps.db.insert(cardRequests).values({ accountId: customer.id, quantity: 2 })
    await deps.db.insert(listRequests).values({
      kind: 'myList',
      idempotencyKey: `test-${marker()}`,
      accountId: customer.id,
      items: [
        { slug: 'bulk-salt', unitName: 'tonne', quantity: 3 },
        { slug: 'bags', unitName: 'bag', quantity: 1 },
      ],
    })

    const record = await getCustomer(customer.id)
    expect(record).toMatchObject({
      id: customer.id,
      version: 1,
      customerNo: customer.customerNo,
      active: 1,
      name: 'Georgian Bay Plowing',
      eMail: customer.eMail,
      company: 'Georgian Bay Plowing',
      contactNumber: '705-555-0100',
      address: '1 Bay St',
      city: 'Barrie',
      postalCode: 'L9Y 1A1',
      paymentOption: 'Prepaid',
      lowBalanceThreshold: '150.50',
      cards: [{ id: card.id, cardNo: card.cardNo, name: 'Plow 1', status: 'active', balanceCents: 9_900 }],
      cardRequests: [{ quantity: 2, status: 'new', fulfilledAt: null, fulfilledByName: null }],
      listRequests: [{ kind: 'myList', status: 'new', itemCount: 2 }],
    })
  })

  test('a staff account or an unknown id is not found; a bad id is a 400', async () => {
    expect((await api.get(`/api/salt/admin/customers/${manager.id}`, { token })).status).toBe(404)
    expect((await api.get('/api/salt/admin/customers/2147483647', { token })).status).toBe(404)
    expect((await api.get('/api/salt/admin/customers/abc', { token })).status).toBe(400)
    expect((await api.get('/api/salt/admin/customers/99999999999', { token })).status).toBe(400)
  })
})

describe('GET /api/salt/admin/customers/:id/transactions', () => {
  test("every card's entries, newest first, ten a page, adjustments with reason and staff member", async () => {
    const customer = await customerNamed('Innisfil Snow Co')
    const one = await createCard(deps.db, customer.id, {
      balancesCents: [1_000, 2_000, 3_000, 4_000, 5_000, 6_000],
    })
    const two = await createCard(deps.db, customer.id, { balancesCents: [100, 200, 300, 400, 500, 600] })
    const adjusted = await postAdjustment(
      api,
      token,
      { customerId: customer.id, cardId: two.id },
      {
        direction: 'debit',
        amount: '1.00',
        reason: 'Scale ticket TK-9 corrected',
      },
    )
    expect(adjusted.status).toBe(201)

    const response = await api.get(`/api/salt/admin/customers/${customer.id}/transactions`, { token })
    expect(response.status).toBe(200)
    const page = response.body as AdminCustomerTransactionsPage
    expect(page).toMatchObject({ total: 13, page: 1, pageSize: 10 })
    expect(page.items[0]).toMatchObject({
      cardNo: two.cardNo,
      type: 'adjustment',
      amountCents: -100,
      balanceAfterCents: 500,
      reason: 'Scale ticket TK-9 corrected',
      staffName: 'Test Staff 5000',
    })
    const times = page.items.map((row) => row.printedAt)
    expect([...times].sort().reverse()).toEqual(times)
    const second = (
      await api.get(`/api/salt/admin/customers/${customer.id}/transactions`, { token, query: { page: '2' } })
    ).body as AdminCustomerTransactionsPage
    expect(second.items).toHaveLength(3)
    expect(new Set([...page.items, ...second.items].map((row) => row.id)).size).toBe(13)
    expect(second.items.every((row) => [one.cardNo, two.cardNo].includes(row.cardNo))).toBe(true)
  })
})
