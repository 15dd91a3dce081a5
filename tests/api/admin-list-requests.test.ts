import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type {
  AdminListRequest,
  ListRequestList,
  StaffMember,
} from '#domain/admin/queues/list-request-schemas.ts'
import { auditLog, listRequests } from '#server/db/schema.ts'
import { applicationForm, seedListCatalog, sendEmail, torontoDay, validList } from '#tests/support/my-list.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const manager = await createStaff(deps.db, 5000)
const token = await api.signIn(manager.eMail, manager.password)
const yardHand = await createStaff(deps.db, 2000)
await seedListCatalog(deps.db)

const unique = () => randomBytes(4).toString('hex')

const storedItems = [
  {
    slug: 'list-rock-salt',
    unitName: 'tonne',
    quantity: 6,
    productName: 'Treated Rock Salt <Premium>',
    customSize: false,
  },
  {
    slug: 'list-rock-salt',
    unitName: 'bulk sack',
    quantity: 2,
    productName: 'Treated Rock Salt <Premium>',
    customSize: false,
  },
  { slug: 'list-brine', unitName: '1,000 L tote', quantity: 3, productName: 'Salt Brine', customSize: true },
]

/** A signed-in customer's My List, sent as the storefront sends it. */
async function customerRequest(delivery?: Record<string, string>) {
  const customer = await createAccount(deps.db, { name: `Harbour Plowing ${unique()}` })
  const customerToken = await api.signIn(customer.eMail, customer.password)
  const response = await sendEmail(
    api,
    { htmlType: 'myListSubmission', htmlData: { list: validList(), ...(delivery ? { delivery } : {}) } },
    { token: customerToken },
  )
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { customer, id: (response.body as { requestId: number }).requestId }
}

/** A list sent with the register form by someone without an account. */
async function newAccountRequest() {
  const email = `riley-${unique()}@okafor.example`
  const response = await sendEmail(api, {
    htmlType: 'newAccountListSubmission',
    htmlData: { form: { ...applicationForm(email), website: '' }, list: validList().slice(0, 1) },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { email, id: (response.body as { requestId: number }).requestId }
}

const read = (id: number | string) => api.get(`/api/salt/admin/listrequests/${id}`, { token })
const update = (id: number | string, body: unknown) =>
  api.request(`/api/salt/admin/listrequests/${id}`, { method: 'PUT', json: body, token })

async function listed(query: string): Promise<ListRequestList> {
  const response = await api.get(`/api/salt/admin/listrequests${query}`, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as ListRequestList
}

describe('the queue', () => {
  test('newest first, with who sent it (account or applicant), how many items and who follows it up', async () => {
    const older = await customerRequest()
    const newer = await newAccountRequest()
    const page = await listed('')
    const ids = page.items.map((row) => row.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(page.items.find((row) => row.id === older.id)).toEqual({
      id: older.id,
      kind: 'myList',
      status: 'new',
      createdAt: expect.any(String),
      name: older.customer.name,
      company: older.customer.name,
      eMail: older.customer.eMail,
      itemCount: 3,
      assignedTo: null,
    })
    expect(page.items.find((row) => row.id === newer.id)).toMatchObject({
      kind: 'newAccount',
      name: 'Riley Okafor',
      company: 'Okafor Property <Care>',
      eMail: newer.email,
      itemCount: 1,
    })
  })

  test('searches customer, company, e-mail and customer number, for accounts and applicants alike', async () => {
    const { customer, id } = await customerRequest()
    const applicant = await newAccountRequest()
    for (const q of [customer.name, customer.eMail.toUpperCase(), customer.customerNo])
      expect((await listed(`?q=${encodeURIComponent(q)}`)).items.map((row) => row.id)).toEqual([id])
    expect((await listed(`?q=${encodeURIComponent(applicant.email)}`)).items.map((row) => row.id)).toEqual([
      applicant.id,
    ])
    expect((await listed(`?q=no-such-${unique()}`)).total).toBe(0)
  })

  test('filters by status (new unless asked) and by who follows it up', async () => {
    const { customer, id } = await customerRequest()
    const q = `?q=${encodeURIComponent(customer.eMail)}`
    expect(
      (await update(id, { version: 1, status: 'contacted', assignedTo: manager.id, notes: '' })).status,
    ).toBe(200)
    expect((await listed(q)).total).toBe(0)
    expect((await listed(`${q}&status=contacted`)).items.map((row) => row.id)).toEqual([id])
    expect((await listed(`${q}&status=all`)).total).toBe(1)
    expect((await listed(`${q}&status=closed`)).total).toBe(0)
    expect((await listed(`${q}&status=all&assigned=me`)).total).toBe(1)
    expect((await listed(`${q}&status=all&assigned=${manager.id}`)).total).toBe(1)
    expect((await listed(`${q}&status=all&assigned=${yardHand.id}`)).total).toBe(0)
    expect((await listed(`${q}&status=all&assigned=none`)).total).toBe(0)
    const row = (await listed(`${q}&status=all`)).items[0]!
    expect(row.assignedTo).toEqual({ id: manager.id, name: manager.name })
  })

  test('pages of 25', async () => {
    const { customer } = await customerRequest()
    await deps.db.insert(listRequests).values(
      Array.from({ length: 26 }, () => ({
        kind: 'myList' as const,
        idempotencyKey: `paging-${unique()}`,
        accountId: customer.id,
        items: storedItems,
      })),
    )
    const first = await listed('?status=all')
    const total = first.total
    expect(total).toBeGreaterThan(26)
    expect(first.items).toHaveLength(25)
    const last = Math.ceil(total / 25)
    const lastPage = await listed(`?status=all&page=${last}`)
    expect(lastPage).toMatchObject({ total, page: last, pageSize: 25 })
    expect(lastPage.items).toHaveLength(total - (last - 1) * 25)
  })

  test('managers see new list requests on the dashboard', async () => {
    await customerRequest()
    const waiting = (await deps.db.select().from(listRequests).where(eq(listRequests.status, 'new'))).length
    const dashboard = (await api.get('/api/salt/admin/dashboard', { token })).body as {
      attention: Array<{ kind: string; text: string }>
    }
    expect(dashboard.attention.find((item) => item.kind === 'new-list-requests')).toEqual({
      kind: 'new-list-requests',
      text: `${waiting} new list requests wait for a call.`,
      section: 'listrequests',
    })
  })
})

describe('one request', () => {
  test('shows the items and delivery details exactly as sent, and the account', async () => {
    const delivery = {
      siteAddress: '200 Bay St, loading dock <B>',
      city: 'Toronto',
      postalCode: 'M5J 2J2',
      dateFrom: torontoDay(1),
      dateTo: torontoDay(3),
      notes: 'Call before arriving.\nGate code 4411',
    }
    const { customer, id } = await customerRequest(delivery)
    expect((await read(id)).body).toEqual({
      id,
      kind: 'myList',
      status: 'new',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      items: storedItems,
      delivery,
      applicant: null,
      account: {
        id: customer.id,
        customerNo: customer.customerNo,
        name: customer.name,
        eMail: customer.eMail,
        company: customer.name,
        contactNumber: null,
      },
      applications: [],
      assignedTo: null,
      notes: '',
      version: 1,
    })
  })

  test('a request for a new account shows the applicant and the application it made', async () => {
    const { email, id } = await newAccountRequest()
    const request = (await read(id)).body as AdminListRequest
    expect(request).toMatchObject({
      kind: 'newAccount',
      account: null,
      delivery: null,
      applicant: applicationForm(email),
      items: storedItems.slice(0, 1),
    })
    expect(request.applications).toEqual([
      { id: expect.any(Number), status: 'new', createdAt: expect.any(String) },
    ])
    const application = await api.get(`/api/salt/admin/applications/${request.applications[0]!.id}`, {
      token,
    })
    expect(application.body).toMatchObject({ eMail: email, fullName: 'Riley Okafor' })
  })

  test('every staff account can be assigned; customers are not offered', async () => {
    const customer = await createAccount(deps.db)
    const response = await api.get('/api/salt/admin/listrequests/assignees', { token })
    expect(response.status).toBe(200)
    const staff = response.body as StaffMember[]
    expect(staff).toEqual(
      expect.arrayContaining([
        { id: manager.id, name: manager.name },
        { id: yardHand.id, name: yardHand.name },
      ]),
    )
    expect(staff.map((member) => member.id)).not.toContain(customer.id)
  })
})

describe('follow-up', () => {
  test('status, assignee and notes are saved with a new version and audited before and after', async () => {
    const { id } = await customerRequest()
    const response = await update(id, {
      version: 1,
      status: 'contacted',
      assignedTo: yardHand.id,
      notes: '  Called Tuesday.\nWants delivery Friday.  ',
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({
      status: 'contacted',
      assignedTo: { id: yardHand.id, name: yardHand.name },
      notes: 'Called Tuesday.\nWants delivery Friday.',
      version: 2,
      items: storedItems,
    })
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `listrequests/${id}`))
    expect(audit).toMatchObject({
      action: 'listrequests.updated',
      actorAccountId: manager.id,
      details: {
        before: { status: 'new', assignedTo: null, notes: '' },
        after: {
          status: 'contacted',
          assignedTo: yardHand.id,
          notes: 'Called Tuesday.\nWants delivery Friday.',
        },
      },
    })
    const unassigned = await update(id, { version: 2, status: 'closed', assignedTo: null, notes: 'Done.' })
    expect(unassigned.body).toMatchObject({ status: 'closed', assignedTo: null, version: 3 })
  })

  test('a save based on an older version is refused (409) and changes nothing', async () => {
    const { id } = await customerRequest()
    expect(
      (await update(id, { version: 1, status: 'contacted', assignedTo: null, notes: 'First' })).status,
    ).toBe(200)
    const stale = await update(id, { version: 1, status: 'closed', assignedTo: null, notes: 'Second' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect((await read(id)).body).toMatchObject({ status: 'contacted', notes: 'First', version: 2 })
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `listrequests/${id}`)),
    ).toHaveLength(1)
  })

  test('only a staff account can be assigned', async () => {
    const { id } = await customerRequest()
    const customer = await createAccount(deps.db)
    for (const assignedTo of [customer.id, 2_000_000_000]) {
      const response = await update(id, { version: 1, status: 'new', assignedTo, notes: '' })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { assignedTo: 'Choose a staff member.' } } })
    }
    expect((await read(id)).body).toMatchObject({ assignedTo: null, version: 1 })
  })

  test.each([
    [{ status: 'contacted', assignedTo: null, notes: '' }, 'version'],
    [{ version: 1, status: 'done', assignedTo: null, notes: '' }, 'status'],
    [{ version: 1, status: 'new', assignedTo: 'me', notes: '' }, 'assignedTo'],
    [{ version: 1, status: 'new', assignedTo: 99999999999, notes: '' }, 'assignedTo'],
    [{ version: 1, status: 'new', assignedTo: null, notes: 'x'.repeat(5001) }, 'notes'],
    [{ version: 1, status: 'new', assignedTo: null, notes: 'bell\u0007' }, 'notes'],
    [{ version: 1, status: 'new', assignedTo: null }, 'notes'],
  ])('bad input %j is a 400 naming %s', async (body, field) => {
    const { id } = await customerRequest()
    const response = await update(id, body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } })
  })

  test('bad addresses and queries are 4xx', async () => {
    for (const path of [
      '/api/salt/admin/listrequests?status=open',
      '/api/salt/admin/listrequests?assigned=someone',
      '/api/salt/admin/listrequests?assigned=99999999999',
      '/api/salt/admin/listrequests?page=-1',
      '/api/salt/admin/listrequests/abc',
    ])
      expect((await api.get(path, { token })).status, path).toBe(400)
    expect((await read(2_000_000_000)).status).toBe(404)
    expect(
      (await update(2_000_000_000, { version: 1, status: 'new', assignedTo: null, notes: '' })).status,
    ).toBe(404)
  })
})
