import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminCustomer } from '#domain/admin/customers/answers.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import {
  createCustomer,
  fetchCustomer,
  fetchCustomerList,
  marker,
  signedInManager,
} from '#tests/support/api/admin-customers.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const { manager, token } = await signedInManager(app)

const getCustomer = (id: number) => fetchCustomer(api, token, id)
const list = (query: Record<string, string>) => fetchCustomerList(api, token, query)
const customerNamed = (name: string, fields: Partial<typeof accounts.$inferInsert> = {}) =>
  createCustomer(deps.db, name, fields)

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

describe('activation from the customers section (actDeact)', () => {
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
