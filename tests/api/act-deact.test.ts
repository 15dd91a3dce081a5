import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { createAccount, createAdmin, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const actDeact = (token: string | undefined, customerNo: string, action: string) =>
  api.get('/api/salt/actDeact', { token, query: { customerNo, action } })

const activeOf = async (id: number) =>
  (await deps.db.select({ active: accounts.active }).from(accounts).where(eq(accounts.id, id)))[0]!.active

// Switching customers on and off belongs to the customers section: managers and up.
const admin = await createStaff(deps.db, staffLevels.manager)
const adminToken = await api.signIn(admin.eMail, admin.password)

describe('GET /api/salt/actDeact', () => {
  test('401 without a token, 403 for a customer, and nothing changes', async () => {
    const target = await createAccount(deps.db)
    const customer = await createAccount(deps.db)
    const customerToken = await api.signIn(customer.eMail, customer.password)

    const anonymous = await actDeact(undefined, target.customerNo, 'deactivate')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } })

    const forbidden = await actDeact(customerToken, target.customerNo, 'deactivate')
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toEqual({
      error: { code: 'forbidden', message: 'You do not have access to this.' },
    })
    expect(await activeOf(target.id)).toBe(1)
  })

  test('403 for yard staff and editors: the manager level is needed', async () => {
    const target = await createAccount(deps.db)
    for (const level of [staffLevels.yard, staffLevels.editor]) {
      const staff = await createStaff(deps.db, level)
      const token = await api.signIn(staff.eMail, staff.password)
      expect((await actDeact(token, target.customerNo, 'deactivate')).status, `level ${level}`).toBe(403)
    }
    const owner = await createStaff(deps.db, staffLevels.owner)
    const ownerToken = await api.signIn(owner.eMail, owner.password)
    expect((await actDeact(ownerToken, target.customerNo, 'activate')).body).toEqual({
      success: true,
      active: 1,
    })
    expect(await activeOf(target.id)).toBe(1)
  })

  test('an admin deactivates a customer: their sessions end, they cannot sign in, then reactivation lets them back', async () => {
    const customer = await createAccount(deps.db)
    const customerToken = await api.signIn(customer.eMail, customer.password)

    const off = await actDeact(adminToken, customer.customerNo, 'deactivate')
    expect(off.status).toBe(200)
    expect(off.body).toEqual({ success: true, active: 0 })
    expect(await activeOf(customer.id)).toBe(0)
    expect((await api.get('/api/salt/profile', { token: customerToken })).status).toBe(401)
    const login = await api.post('/api/salt/login', { username: customer.eMail, password: customer.password })
    expect(login.status).toBe(401)

    const on = await actDeact(adminToken, customer.customerNo, 'activate')
    expect(on.body).toEqual({ success: true, active: 1 })
    expect(await api.signIn(customer.eMail, customer.password)).toBeTruthy()

    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, customer.customerNo))
      .orderBy(auditLog.id)
    expect(audit).toMatchObject([
      { action: 'account.deactivated', actorAccountId: admin.id, details: { from: 1, to: 0 } },
      { action: 'account.activated', actorAccountId: admin.id, details: { from: 0, to: 1 } },
    ])
  })

  test('asking for the state an account already has succeeds and records nothing', async () => {
    const customer = await createAccount(deps.db)
    const response = await actDeact(adminToken, customer.customerNo, 'activate')
    expect(response.body).toEqual({ success: true, active: 1 })
    expect(await deps.db.select().from(auditLog).where(eq(auditLog.subject, customer.customerNo))).toEqual([])
  })

  test('an admin account, the caller included, is never switched from here', async () => {
    const otherAdmin = await createAdmin(deps.db)
    const other = await actDeact(adminToken, otherAdmin.customerNo, 'deactivate')
    expect(other.status).toBe(403)
    expect(other.body).toEqual({
      error: { code: 'forbidden', message: 'Admin accounts cannot be switched on or off here.' },
    })
    const self = await actDeact(adminToken, admin.customerNo, 'deactivate')
    expect(self.status).toBe(400)
    expect(self.body).toEqual({
      error: { code: 'bad_request', message: 'You cannot switch your own account on or off.' },
    })
    expect(await activeOf(otherAdmin.id)).toBe(2000)
    expect(await activeOf(admin.id)).toBe(staffLevels.manager)
  })

  test('an unknown customer number is 404, a bad action is 400', async () => {
    const unknown = await actDeact(adminToken, 'C999999999', 'activate')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      error: { code: 'not_found', message: 'No customer account has this number.' },
    })

    const customer = await createAccount(deps.db)
    const badAction = await actDeact(adminToken, customer.customerNo, 'delete')
    expect(badAction.status).toBe(400)
    expect(badAction.body).toMatchObject({
      error: { code: 'invalid_input', fields: { action: expect.any(String) } },
    })
    const missing = await api.get('/api/salt/actDeact', { token: adminToken })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      error: { fields: { customerNo: expect.any(String), action: expect.any(String) } },
    })
  })

  test('an admin demoted in the database loses access at once', async () => {
    const demoted = await createStaff(deps.db, staffLevels.manager)
    const token = await api.signIn(demoted.eMail, demoted.password)
    await deps.db.update(accounts).set({ active: 1 }).where(eq(accounts.id, demoted.id))
    const target = await createAccount(deps.db)
    expect((await actDeact(token, target.customerNo, 'deactivate')).status).toBe(403)
  })
})
