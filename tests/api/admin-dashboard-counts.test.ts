import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { AdminDashboard, QueueCounts } from '#domain/admin/dashboard.ts'
import { cardApplications, cardRequests, listRequests } from '#server/db/schema.ts'
import { applied } from '#tests/support/api/applications.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const queueKinds = ['new-applications', 'new-list-requests', 'new-card-requests']

async function staffToken(level: number): Promise<string> {
  const staff = await createStaff(deps.db, level)
  return api.signIn(staff.eMail, staff.password)
}

async function dashboard(token: string): Promise<AdminDashboard> {
  const response = await api.get('/api/salt/admin/dashboard', { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminDashboard
}

/** What the database holds as not handled yet, queue by queue. */
async function waitingInDatabase(): Promise<Required<QueueCounts>> {
  const [[applications], [lists], [cards]] = await Promise.all([
    deps.db.select({ n: count() }).from(cardApplications).where(eq(cardApplications.status, 'new')),
    deps.db.select({ n: count() }).from(listRequests).where(eq(listRequests.status, 'new')),
    deps.db.select({ n: count() }).from(cardRequests).where(eq(cardRequests.status, 'new')),
  ])
  return { applications: applications!.n, listrequests: lists!.n, cardrequests: cards!.n }
}

/** A customer asks for more cards as the profile does (send-email addCardCustomer); answers the request's id. */
async function cardsRequested(quantity: number): Promise<number> {
  const customer = await createAccount(deps.db, { name: `Counts Customer ${randomUUID().slice(0, 8)}` })
  const token = await api.signIn(customer.eMail, customer.password)
  const response = await api.post(
    '/api/salt/send-email',
    { htmlType: 'addCardCustomer', htmlData: { quantity } },
    { token },
  )
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const [request] = await deps.db
    .select({ id: cardRequests.id })
    .from(cardRequests)
    .where(eq(cardRequests.accountId, customer.id))
  return request!.id
}

const listRequested = () =>
  deps.db.insert(listRequests).values({ kind: 'myList', idempotencyKey: randomUUID(), items: [] })

describe('GET /api/salt/admin/dashboard: the queue counts', () => {
  test('a manager gets each queue’s new items as the database holds them; a handled one drops out', async () => {
    const manager = await staffToken(staffLevels.manager)
    await applied(deps)
    await applied(deps)
    await listRequested()
    const first = await cardsRequested(2)
    await cardsRequested(1)
    const waiting = await waitingInDatabase()
    expect(waiting.applications).toBeGreaterThanOrEqual(2)
    expect(waiting.cardrequests).toBeGreaterThanOrEqual(2)

    const before = await dashboard(manager)
    expect(before.queues).toEqual(waiting)
    // The dashboard names the card requests too, beside the applications and list requests.
    expect(before.attention.find((item) => item.kind === 'new-card-requests')).toEqual({
      kind: 'new-card-requests',
      text: `${waiting.cardrequests} new card requests wait to be fulfilled.`,
      section: 'cardrequests',
    })

    const fulfilled = await api.post(`/api/salt/admin/cardrequests/${first}/fulfil`, {}, { token: manager })
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200)
    const after = await dashboard(manager)
    expect(after.queues).toEqual({ ...waiting, cardrequests: waiting.cardrequests - 1 })
  })

  test('the owner gets the same counts', async () => {
    await cardsRequested(1)
    const owner = await staffToken(staffLevels.owner)
    expect((await dashboard(owner)).queues).toEqual(await waitingInDatabase())
  })

  test('yard staff and editors, who may not open the queues, get no count and no queue line', async () => {
    // Something waits in every queue, so a count that should not be there would show.
    await applied(deps)
    await listRequested()
    await cardsRequested(1)
    for (const level of [staffLevels.yard, staffLevels.editor]) {
      const view = await dashboard(await staffToken(level))
      expect(view.queues, `level ${level}`).toEqual({})
      const kinds = view.attention.map((item) => item.kind)
      for (const kind of queueKinds) expect(kinds, `level ${level}`).not.toContain(kind)
    }
  })

  test('a customer and a visitor get no dashboard, in the API’s error shape', async () => {
    const customer = await createAccount(deps.db, { name: 'Counts Outsider' })
    const token = await api.signIn(customer.eMail, customer.password)
    const refused = await api.get('/api/salt/admin/dashboard', { token })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    const anonymous = await api.get('/api/salt/admin/dashboard')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  })
})

describe('GET /api/salt/admin/queue-counts: the counts alone, for the admin navigation', () => {
  const countsOf = async (token?: string) => api.get('/api/salt/admin/queue-counts', token ? { token } : {})

  test('each level gets what its dashboard counts, and nothing else', async () => {
    await applied(deps)
    await listRequested()
    await cardsRequested(1)
    const waiting = await waitingInDatabase()
    for (const level of [staffLevels.yard, staffLevels.editor, staffLevels.manager, staffLevels.owner]) {
      const token = await staffToken(level)
      const response = await countsOf(token)
      expect(response.status, `level ${level}`).toBe(200)
      expect(response.body, `level ${level}`).toEqual({ queues: (await dashboard(token)).queues })
      expect(response.body, `level ${level}`).toEqual({
        queues: level >= staffLevels.manager ? waiting : {},
      })
    }
  })

  test('a handled request drops out of the counts at the next read', async () => {
    const manager = await staffToken(staffLevels.manager)
    const id = await cardsRequested(1)
    const before = (await countsOf(manager)).body as { queues: QueueCounts }
    expect((await api.post(`/api/salt/admin/cardrequests/${id}/fulfil`, {}, { token: manager })).status).toBe(
      200,
    )
    const after = (await countsOf(manager)).body as { queues: QueueCounts }
    expect(after.queues.cardrequests).toBe(before.queues.cardrequests! - 1)
  })

  test('401 for a visitor and 403 for a customer, in the API’s error shape', async () => {
    const customer = await createAccount(deps.db, { name: 'Counts Only Outsider' })
    const refused = await countsOf(await api.signIn(customer.eMail, customer.password))
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    expect((await countsOf()).status).toBe(401)
  })
})
