import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog } from '#server/db/schema.ts'
import { createAdminAccount } from '#server/services/accounts/admins.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

describe('createAdminAccount (npm run admin:create)', () => {
  test('creates an admin who signs in as admin, numbered after the last one, with an audit record', async () => {
    const first = await createAdminAccount(
      deps.db,
      { email: 'desk-1@example.test', name: 'Desk One', password: 'brine-tank-41' },
      deps.now(),
    )
    const second = await createAdminAccount(
      deps.db,
      { email: 'desk-2@example.test', name: 'Desk Two', password: 'brine-tank-42' },
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
    expect(audit).toMatchObject([{ action: 'admin.created', actorAccountId: null }])
  })

  test('refuses an e-mail address already in use', async () => {
    await createAdminAccount(
      deps.db,
      { email: 'taken@example.test', name: 'First', password: 'brine-tank-43' },
      deps.now(),
    )
    const again = await createAdminAccount(
      deps.db,
      { email: 'taken@example.test', name: 'Second', password: 'brine-tank-44' },
      deps.now(),
    )
    expect(again).toEqual({ outcome: 'duplicate-email' })
    expect(await api.signIn('taken@example.test', 'brine-tank-43')).toBeTruthy()
  })
})
