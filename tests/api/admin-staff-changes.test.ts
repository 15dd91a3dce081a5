import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminStaffList } from '#domain/admin/staff/schemas.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { memberOf, sessionWorks, staffApi } from '#tests/support/api/admin-staff.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** Roles, deactivation and the list; invitations are in admin-staff.test.ts, the last owner in admin-staff-owners. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const owner = await createStaff(deps.db, 9000)
const ownerToken = await api.signIn(owner.eMail, owner.password)
const staff = staffApi(api, ownerToken)

const auditRows = (subject: string) =>
  deps.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id)

describe('roles', () => {
  test('a step down ends the member’s sessions; a step up keeps them and opens more at once', async () => {
    const member = await createStaff(deps.db, 5000)
    const session = await api.signIn(member.eMail, member.password)
    let current = memberOf(await staff.get(member.id))

    current = memberOf(await staff.setRole(member.id, { version: current.version, role: 'owner' }))
    expect(current).toMatchObject({ level: 9000, role: 'owner', version: 2 })
    expect(await sessionWorks(api, session)).toBe(true)
    expect((await api.get('/api/salt/admin/staff', { token: session })).status).toBe(200)

    current = memberOf(await staff.setRole(member.id, { version: current.version, role: 'yard' }))
    expect(current).toMatchObject({ level: 2000, role: 'yard', version: 3 })
    expect(await sessionWorks(api, session)).toBe(false)
    const again = await api.signIn(member.eMail, member.password)
    expect((await api.get('/api/salt/admin/posts', { token: again })).status).toBe(403)

    const audit = (await auditRows(`staff/${member.id}`)).map((row) => [row.action, row.details])
    expect(audit).toEqual([
      [
        'staff.updated',
        expect.objectContaining({ before: expect.objectContaining({ level: 5000, role: 'manager' }) }),
      ],
      [
        'staff.updated',
        expect.objectContaining({ after: expect.objectContaining({ level: 2000, role: 'yard' }) }),
      ],
    ])
  })

  test('the same role again changes and records nothing', async () => {
    const member = await createStaff(deps.db, 3000)
    const unchanged = memberOf(await staff.setRole(member.id, { version: 1, role: 'editor' }))
    expect(unchanged.version).toBe(1)
    expect(await auditRows(`staff/${member.id}`)).toEqual([])
  })

  test('a change based on an old version is refused with stale_edit', async () => {
    const member = await createStaff(deps.db, 3000)
    memberOf(await staff.setRole(member.id, { version: 1, role: 'manager' }))
    const stale = await staff.setRole(member.id, { version: 1, role: 'yard' })
    expect(stale.status).toBe(409)
    expect((stale.body as { error: { code: string } }).error.code).toBe('stale_edit')
    expect((await staff.deactivate(member.id, { version: 1 })).status).toBe(409)
    expect(memberOf(await staff.get(member.id)).level).toBe(5000)
  })
})

describe('deactivating and reactivating', () => {
  test('a deactivated member cannot sign in and their sessions end; reactivated at the chosen role they can again', async () => {
    const member = await createStaff(deps.db, 5000)
    const session = await api.signIn(member.eMail, member.password)
    const off = memberOf(await staff.deactivate(member.id, { version: 1 }))
    expect(off).toMatchObject({ status: 'deactivated', level: 0, role: 'manager', version: 2 })
    expect(await sessionWorks(api, session)).toBe(false)
    const refused = await api.post('/api/salt/login', { username: member.eMail, password: member.password })
    expect(refused.status).toBe(401)
    expect((await staff.deactivate(member.id, { version: 2 })).status).toBe(409)
    expect((await staff.setRole(member.id, { version: 2, role: 'owner' })).status).toBe(409)
    expect((await staff.sendLink(member.id)).status).toBe(409)

    const on = memberOf(await staff.reactivate(member.id, { version: 2, role: 'yard' }))
    expect(on).toMatchObject({ status: 'active', level: 2000, role: 'yard', version: 3 })
    const back = await api.signIn(member.eMail, member.password)
    expect(await sessionWorks(api, back)).toBe(true)
    expect((await staff.reactivate(member.id, { version: 3, role: 'yard' })).status).toBe(409)

    const audit = await auditRows(`staff/${member.id}`)
    expect(audit.map((row) => row.action)).toEqual(['staff.deactivated', 'staff.reactivated'])
    expect(audit[0]!.details).toMatchObject({
      before: { level: 5000, status: 'active' },
      after: { level: 0, status: 'deactivated' },
    })
  })

  test('an owner cannot deactivate themself', async () => {
    const self = memberOf(await staff.get(owner.id))
    expect(self.isSelf).toBe(true)
    const response = await staff.deactivate(owner.id, { version: self.version })
    expect(response.status).toBe(409)
    expect((response.body as { error: { code: string } }).error.code).toBe('self_deactivation')
    expect(await sessionWorks(api, ownerToken)).toBe(true)
  })

  test('actDeact does not know a deactivated staff member: no customer has their number', async () => {
    const member = await createStaff(deps.db, 2000)
    memberOf(await staff.deactivate(member.id, { version: 1 }))
    const response = await api.get('/api/salt/actDeact', {
      token: ownerToken,
      query: { customerNo: member.customerNo, action: 'activate' },
    })
    expect(response.status).toBe(404)
    const [row] = await deps.db.select().from(accounts).where(eq(accounts.id, member.id))
    expect(row!.active).toBe(0)
  })
})

describe('the staff list', () => {
  test('active and deactivated staff, never customers (deactivated ones neither); search and status filter', async () => {
    const marker = `Saltlist${Date.now()}`
    const active = await createAccount(deps.db, { active: 3000, name: `${marker} Editor` })
    const gone = await createAccount(deps.db, { active: 2000, name: `${marker} Former` })
    const customer = await createAccount(deps.db, { name: `${marker} Customer` })
    const offCustomer = await createAccount(deps.db, { name: `${marker} Off Customer`, active: 0 })
    memberOf(await staff.deactivate(gone.id, { version: 1 }))
    const names = async (query: Record<string, string>) => {
      const response = await staff.list(query)
      expect(response.status).toBe(200)
      return (response.body as AdminStaffList).items.map((row) => row.name)
    }
    expect(await names({ q: marker })).toEqual([`${marker} Editor`, `${marker} Former`])
    expect(await names({ q: marker, status: 'active' })).toEqual([`${marker} Editor`])
    expect(await names({ q: marker, status: 'deactivated' })).toEqual([`${marker} Former`])
    expect(await names({ q: active.eMail })).toEqual([`${marker} Editor`])
    expect(await names({ q: customer.eMail })).toEqual([])
    expect(await names({ q: offCustomer.eMail })).toEqual([])
    expect(await names({ q: 'nobody-has-this-name' })).toEqual([])

    const page = (await staff.list({ q: marker })).body as AdminStaffList
    expect(page.items[1]).toMatchObject({ status: 'deactivated', level: 0, role: 'yard' })
    expect(page.total).toBe(2)
  })

  test('sorted by level, and by last sign-in with the unknown ones last', async () => {
    const marker = `Sortlist${Date.now()}`
    const low = await createAccount(deps.db, { active: 2000, name: `${marker} A` })
    await createAccount(deps.db, { active: 9000, name: `${marker} B` })
    await createAccount(deps.db, { active: 5000, name: `${marker} C` })
    await api.signIn(low.eMail, low.password)
    const names = async (query: Record<string, string>) =>
      ((await staff.list({ q: marker, ...query })).body as AdminStaffList).items.map((row) =>
        row.name.slice(-1),
      )
    expect(await names({ sort: 'level', dir: 'desc' })).toEqual(['B', 'C', 'A'])
    expect(await names({ sort: 'level', dir: 'asc' })).toEqual(['A', 'C', 'B'])
    expect(await names({ sort: 'lastSignIn', dir: 'desc' })).toEqual(['A', 'B', 'C'])
    const rows = ((await staff.list({ q: marker })).body as AdminStaffList).items
    expect(rows.find((row) => row.name.endsWith('A'))!.lastSignInAt).toEqual(expect.any(String))
    expect(rows.find((row) => row.name.endsWith('B'))!.lastSignInAt).toBeNull()
  })
})
