import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { accounts, sessions } from '#server/db/schema.ts'
import { days, hours, minutes } from '#tests/support/clock.ts'
import { createAccount, createAdmin } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const invalidCredentials = {
  error: { code: 'invalid_credentials', message: 'The e-mail address or the password is not correct.' },
}

describe('login', () => {
  test('POST signs a customer in with admin false, and is-logged agrees', async () => {
    const customer = await createAccount(deps.db)
    const response = await api.post('/api/salt/login', {
      username: customer.eMail,
      password: customer.password,
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), admin: false })
    const { token } = response.body as { token: string }
    expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: true, admin: false })
  })

  test('GET with the query string signs an admin in with admin true', async () => {
    const admin = await createAdmin(deps.db)
    const response = await api.get('/api/salt/login', {
      query: { username: admin.eMail, password: admin.password },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ token: expect.any(String), admin: true })
    const { token } = response.body as { token: string }
    expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: true, admin: true })
  })

  test('the username is lower-cased and trimmed before the lookup', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(`  ${customer.eMail.toUpperCase()} `, customer.password)
    expect(token).toHaveLength(43)
  })

  test('each login gets a new token, stored only as its SHA-256', async () => {
    const customer = await createAccount(deps.db)
    const first = await api.signIn(customer.eMail, customer.password)
    const second = await api.signIn(customer.eMail, customer.password)
    expect(second).not.toBe(first)
    const stored = await deps.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.accountId, customer.id))
    expect(stored).toHaveLength(2)
    for (const { tokenHash } of stored) {
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/)
      expect([first, second]).not.toContain(tokenHash)
    }
  })

  test('wrong password, unknown user and deactivated account get the very same 401', async () => {
    const customer = await createAccount(deps.db)
    const deactivated = await createAccount(deps.db, { active: 0 })
    const attempts = [
      { username: customer.eMail, password: 'not-the-password' },
      { username: 'nobody-here@example.test', password: 'whatever-it-is' },
      { username: deactivated.eMail, password: deactivated.password },
    ]
    const responses = await Promise.all(
      attempts.map((body) => api.post('/api/salt/login', body, { ip: '198.51.100.7' })),
    )
    for (const response of responses) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual(invalidCredentials)
    }
    const viaQuery = await api.get('/api/salt/login', { query: attempts[0]!, ip: '198.51.100.7' })
    expect(viaQuery.status).toBe(401)
    expect(viaQuery.body).toEqual(invalidCredentials)
  })

  test('the password in the query string never reaches the request log', async () => {
    const customer = await createAccount(deps.db)
    const secret = 'query-string-secret-4711'
    await api.get('/api/salt/login', {
      query: { username: customer.eMail, password: secret },
      ip: '198.51.100.9',
    })
    await expect
      .poll(() => app.logLines.some((line) => line.includes('/api/salt/login?[redacted]')))
      .toBe(true)
    expect(app.logLines.join('\n')).not.toContain(secret)
    expect(app.logLines.join('\n')).not.toContain(encodeURIComponent(customer.eMail))
  })
})

describe('sessions', () => {
  test('is-logged answers logged false without a token and with a made-up one', async () => {
    expect((await api.get('/api/salt/is-logged')).body).toEqual({ logged: false, admin: false })
    const madeUp = 'A'.repeat(43)
    expect((await api.get('/api/salt/is-logged', { token: madeUp })).body).toEqual({
      logged: false,
      admin: false,
    })
  })

  test('logout revokes only the session it is called with', async () => {
    const customer = await createAccount(deps.db)
    const phone = await api.signIn(customer.eMail, customer.password)
    const laptop = await api.signIn(customer.eMail, customer.password)
    const logout = await api.request('/api/salt/logout', { method: 'POST', token: phone })
    expect(logout.status).toBe(200)
    expect(logout.body).toEqual({ success: true })
    expect((await api.get('/api/salt/profile', { token: phone })).status).toBe(401)
    expect((await api.get('/api/salt/profile', { token: laptop })).status).toBe(200)
  })

  test('a session stops working the moment its account is deactivated, even before it is revoked', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    await deps.db.update(accounts).set({ active: 0 }).where(eq(accounts.id, customer.id))
    expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: false, admin: false })
    expect((await api.get('/api/salt/profile', { token })).status).toBe(401)
  })

  test('lastSeenAt is written at most once a minute', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    const lastSeen = async () => {
      const [row] = await deps.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.accountId, customer.id))
      return row!.at.getTime()
    }
    const atLogin = await lastSeen()
    app.clock.advance(30_000)
    await api.get('/api/salt/is-logged', { token })
    expect(await lastSeen()).toBe(atLogin)
    app.clock.advance(31_000)
    await api.get('/api/salt/is-logged', { token })
    expect(await lastSeen()).toBeGreaterThanOrEqual(atLogin + minutes(1))
  })

  test('a token expires 30 days after login, however often it is used', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    for (const step of [days(10), days(10), days(10) - minutes(1)]) {
      app.clock.advance(step)
      expect((await api.get('/api/salt/profile', { token })).status).toBe(200)
    }
    app.clock.advance(minutes(2))
    expect((await api.get('/api/salt/profile', { token })).status).toBe(401)
    expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: false, admin: false })
  })

  test('a customer session ends after 14 idle days; a staff session after 8 idle hours', async () => {
    const customer = await createAccount(deps.db)
    const customerToken = await api.signIn(customer.eMail, customer.password)
    const staff = await createAccount(deps.db, { active: 3000 })
    const staffToken = await api.signIn(staff.eMail, staff.password)

    app.clock.advance(hours(8) - minutes(1))
    expect((await api.get('/api/salt/profile', { token: staffToken })).status).toBe(200)
    app.clock.advance(hours(8))
    expect((await api.get('/api/salt/profile', { token: staffToken })).status).toBe(401)
    expect(await deps.db.select().from(sessions).where(eq(sessions.accountId, staff.id))).toEqual([])

    expect((await api.get('/api/salt/profile', { token: customerToken })).status).toBe(200)
    app.clock.advance(days(14) - minutes(1))
    expect((await api.get('/api/salt/profile', { token: customerToken })).status).toBe(200)
    app.clock.advance(days(14))
    expect((await api.get('/api/salt/profile', { token: customerToken })).status).toBe(401)
  })
})
