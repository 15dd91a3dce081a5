import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type {
  AdminCustomer,
  AdminCustomerRow,
  AdminCustomerTransactionsPage,
} from '#app/lib/admin-customers.ts'
import type { AdminListPage } from '#app/lib/schemas/admin.ts'
import { accounts, auditLog, cardRequests, listRequests } from '#server/db/schema.ts'
import { postAdjustment, signedInManager } from '#tests/support/admin-customers.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const { manager, token } = await signedInManager(app)

/** A word no other test's records contain, so each search sees only its own customers. */
const marker = () => `Zq${randomBytes(4).toString('hex')}`

const list = async (query: Record<string, string>) => {
  const response = await api.get('/api/salt/admin/customers', { token, query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminListPage<AdminCustomerRow>
}
const customerNos = (page: AdminListPage<AdminCustomerRow>) => page.items.map((row) => row.customerNo)

const getCustomer = async (id: number) => {
  const response = await api.get(`/api/salt/admin/customers/${id}`, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminCustomer
}

async function customerNamed(name: string, fields: Partial<typeof accounts.$inferInsert> = {}) {
  const customer = await createAccount(deps.db, { name })
  if (Object.keys(fields).length > 0)
    await deps.db.update(accounts).set(fields).where(eq(accounts.id, customer.id))
  return customer
}

const profileBody = (customer: AdminCustomer, changes: Record<string, unknown> = {}) => ({
  version: customer.version,
  name: customer.name,
  eMail: customer.eMail,
  company: customer.company,
  contactNumber: customer.contactNumber,
  address: customer.address,
  city: customer.city,
  postalCode: customer.postalCode,
  paymentOption: customer.paymentOption,
  lowBalanceThreshold: customer.lowBalanceThreshold,
  ...changes,
})

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

describe('PUT /api/salt/admin/customers/:id', () => {
  test('saves the profile with a new version and an audit row holding before and after', async () => {
    const customer = await customerNamed('Muskoka Lawn & Snow')
    const before = await getCustomer(customer.id)
    const newMail = `${marker().toLowerCase()}@example.test`
    const response = await api.request(`/api/salt/admin/customers/${customer.id}`, {
      method: 'PUT',
      token,
      json: profileBody(before, {
        name: '  Muskoka Snow Ltd.  ',
        eMail: newMail.toUpperCase(),
        company: '',
        city: 'Bracebridge',
        paymentOption: 'Invoice',
        lowBalanceThreshold: '$1,250.5',
      }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({
      version: 2,
      name: 'Muskoka Snow Ltd.',
      eMail: newMail,
      company: '',
      city: 'Bracebridge',
      paymentOption: 'Invoice',
      lowBalanceThreshold: '1250.50',
    })
    const [row] = await deps.db.select().from(accounts).where(eq(accounts.id, customer.id))
    expect(row).toMatchObject({
      company: null,
      lowBalanceThresholdCents: 125_050,
      version: 2,
      eMail: newMail,
    })

    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `customers/${customer.id}`))
    expect(audit).toMatchObject({
      action: 'customers.updated',
      actorAccountId: manager.id,
      details: {
        before: {
          name: 'Muskoka Lawn & Snow',
          company: 'Muskoka Lawn & Snow',
          version: 1,
          lowBalanceThreshold: '200.00',
        },
        after: { name: 'Muskoka Snow Ltd.', company: '', version: 2, lowBalanceThreshold: '1250.50' },
      },
    })
    // The customer signs in with the new address.
    expect(await api.signIn(newMail, customer.password)).toEqual(expect.any(String))
  })

  test('a save based on an older version is a 409 and changes nothing', async () => {
    const customer = await customerNamed('Orangeville Snow')
    const loaded = await getCustomer(customer.id)
    const first = await api.request(`/api/salt/admin/customers/${customer.id}`, {
      method: 'PUT',
      token,
      json: profileBody(loaded, { city: 'Orangeville' }),
    })
    expect(first.status).toBe(200)
    const stale = await api.request(`/api/salt/admin/customers/${customer.id}`, {
      method: 'PUT',
      token,
      json: profileBody(loaded, { city: 'Shelburne' }),
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect((await getCustomer(customer.id)).city).toBe('Orangeville')
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `customers/${customer.id}`))
    expect(audits).toHaveLength(1)
  })

  test("bad fields are a 400 naming each; another account's e-mail is refused", async () => {
    const customer = await customerNamed('Caledon Yard Care')
    const other = await customerNamed('Other Co')
    const loaded = await getCustomer(customer.id)
    const put = (changes: Record<string, unknown>) =>
      api.request(`/api/salt/admin/customers/${customer.id}`, {
        method: 'PUT',
        token,
        json: profileBody(loaded, changes),
      })

    const bad = await put({
      name: ' ',
      eMail: 'not-an-address',
      paymentOption: 'Cash',
      lowBalanceThreshold: '-5',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      error: {
        code: 'invalid_input',
        fields: {
          name: expect.any(String),
          eMail: expect.any(String),
          paymentOption: expect.any(String),
          lowBalanceThreshold: expect.any(String),
        },
      },
    })
    const taken = await put({ eMail: other.eMail })
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({
      error: { fields: { eMail: 'Another account uses this e-mail address.' } },
    })
    const control = await put({ city: 'Bolton\u0007' })
    expect(control.status).toBe(400)
    expect((await getCustomer(customer.id)).version).toBe(1)

    const onStaff = await api.request(`/api/salt/admin/customers/${manager.id}`, {
      method: 'PUT',
      token,
      json: profileBody(loaded),
    })
    expect(onStaff.status).toBe(404)
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

describe('POST /api/salt/admin/customers/:id/set-password-link', () => {
  test("mails the reset flow's single-use link to the customer, audited; the link sets a password", async () => {
    const customer = await customerNamed('Wasaga Plow Service')
    const response = await api.post(
      `/api/salt/admin/customers/${customer.id}/set-password-link`,
      {},
      { token },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, eMail: customer.eMail })
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `customers/${customer.id}`))
    expect(audit).toMatchObject({
      action: 'customers.set-password-link-sent',
      actorAccountId: manager.id,
      details: { customerNo: customer.customerNo, eMail: customer.eMail },
    })

    await app.deliverMail()
    const mail = smtp.to(customer.eMail).at(-1)
    expect(mail?.subject).toBe('Set your Draglam Salt password')
    expect(mail?.text).toContain(
      'Draglam Salt sent you this link to choose a password for your Salt Card account.',
    )
    const link = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`).exec(
      mail?.text ?? '',
    )
    expect(link).not.toBeNull()
    const set = await api.post('/api/salt/change-pass', { token: link![1], newPass: 'new-winter-pass-7' })
    expect(set.status).toBe(200)
    expect(await api.signIn(customer.eMail, 'new-winter-pass-7')).toEqual(expect.any(String))
  })

  test('a deactivated account gets no link (409); a staff account is not found', async () => {
    const customer = await customerNamed('Closed Account Ltd', { active: 0 })
    const response = await api.post(
      `/api/salt/admin/customers/${customer.id}/set-password-link`,
      {},
      { token },
    )
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'account_deactivated' } })
    await app.deliverMail()
    expect(smtp.to(customer.eMail)).toEqual([])
    const onStaff = await api.post(`/api/salt/admin/customers/${manager.id}/set-password-link`, {}, { token })
    expect(onStaff.status).toBe(404)
  })
})

describe('activation from the customers section (spec 7 actDeact)', () => {
  const actDeact = (customerNo: string, action: string) =>
    api.get('/api/salt/actDeact', { token, query: { customerNo, action } })

  test('deactivating ends the sessions and blocks sign-in; the same state again succeeds with no second audit row', async () => {
    const customer = await customerNamed('Stayner Plowing')
    const session = await api.signIn(customer.eMail, customer.password)
    expect((await api.get('/api/salt/profile', { token: session })).status).toBe(200)

    expect((await actDeact(customer.customerNo, 'deactivate')).body).toEqual({ success: true, active: 0 })
    expect((await actDeact(customer.customerNo, 'deactivate')).body).toEqual({ success: true, active: 0 })
    expect((await api.get('/api/salt/profile', { token: session })).status).toBe(401)
    const login = await api.post('/api/salt/login', { username: customer.eMail, password: customer.password })
    expect(login.status).toBe(401)
    expect((await getCustomer(customer.id)).active).toBe(0)
    expect((await list({ q: customer.customerNo, status: 'inactive' })).total).toBe(1)

    expect((await actDeact(customer.customerNo, 'activate')).body).toEqual({ success: true, active: 1 })
    expect(await api.signIn(customer.eMail, customer.password)).toEqual(expect.any(String))
    const audits = await deps.db.select().from(auditLog).where(eq(auditLog.subject, customer.customerNo))
    expect(audits.map((row) => row.action)).toEqual(['account.deactivated', 'account.activated'])
  })
})
