import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { adminAccountSchema } from '#domain/account/schemas.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { createAdminAccount } from '#server/services/accounts/admins.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

describe('createAdminAccount (npm run admin:create)', () => {
  test('creates an admin who signs in as admin, numbered after the last one, with an audit record', async () => {
    const first = await createAdminAccount(
      deps.db,
      { email: 'desk-1@example.test', name: 'Desk One', password: 'brine-tank-41', level: 2000 },
      deps.now(),
    )
    const second = await createAdminAccount(
      deps.db,
      { email: 'desk-2@example.test', name: 'Desk Two', password: 'brine-tank-42', level: 9000 },
      deps.now(),
    )
    expect(first).toEqual({ outcome: 'created', customerNo: 'A000001' })
    expect(second).toEqual({ outcome: 'created', customerNo: 'A000002' })

    const login = await api.post('/api/salt/login', {
      username: 'desk-2@example.test',
      password: 'brine-tank-42',
    })
    expect(login.body).toEqual({ token: expect.any(String), admin: true })
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.subject, 'A000002'))
    expect(audit).toMatchObject([
      { action: 'admin.created', actorAccountId: null, details: { level: 9000, via: 'admin:create' } },
    ])
    const [owner] = await deps.db.select().from(accounts).where(eq(accounts.customerNo, 'A000002'))
    expect(owner?.active).toBe(9000)
  })

  test('--level takes a role name or its number, and nothing else', () => {
    const base = { email: 'x@example.test', name: 'X', password: 'brine-tank-45' }
    expect(adminAccountSchema.parse({ ...base, level: 'owner' }).level).toBe(9000)
    expect(adminAccountSchema.parse({ ...base, level: '3000' }).level).toBe(3000)
    expect(adminAccountSchema.parse(base).level).toBe(2000)
    for (const level of ['1', '2500', 'boss', '', '9000.5'])
      expect(adminAccountSchema.safeParse({ ...base, level }).success).toBe(false)
  })

  test('refuses an e-mail address already in use', async () => {
    await createAdminAccount(
      deps.db,
      { email: 'taken@example.test', name: 'First', password: 'brine-tank-43', level: 2000 },
      deps.now(),
    )
    const again = await createAdminAccount(
      deps.db,
      { email: 'taken@example.test', name: 'Second', password: 'brine-tank-44', level: 2000 },
      deps.now(),
    )
    expect(again).toEqual({ outcome: 'duplicate-email' })
    expect(await api.signIn('taken@example.test', 'brine-tank-43')).toBeTruthy()
  })
})
