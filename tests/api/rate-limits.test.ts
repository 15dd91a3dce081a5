import { afterAll, describe, expect, test } from 'vitest'
import { limits } from '#server/services/rate-limit.ts'
import { minutes } from '#tests/support/clock.ts'
import { createAccount } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const failLogin = (username: string, ip: string) =>
  api.post('/api/salt/login', { username, password: 'definitely-wrong' }, { ip })

function expectRateLimited(
  response: { status: number; headers: Headers; body: unknown },
  maxSeconds: number,
) {
  expect(response.status).toBe(429)
  expect(response.body).toEqual({
    error: { code: 'rate_limited', message: 'Too many attempts. Please wait and try again.' },
  })
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

describe('failed logins per account and address', () => {
  test('a burst of parallel guesses from one address gets no more tries than the limit', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.loginFailuresPerUsernameAndIp
    const burst = await Promise.all(
      Array.from({ length: limit * 3 }, () => failLogin(customer.eMail, '198.51.100.7')),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2)
  })

  test("an attacker's guesses lock only the attacker's address out: the customer signs in from elsewhere", async () => {
    const customer = await createAccount(deps.db)
    const { limit, windowMs } = limits.loginFailuresPerUsernameAndIp
    const attacker = '203.0.113.66'
    for (let i = 0; i < limit; i++) expect((await failLogin(customer.eMail, attacker)).status).toBe(401)
    // Failures from one address must not lock the real customer out from everywhere (it once did, for 15 minutes).
    expect(await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.200' })).toBeTruthy()

    const blocked = await api.post(
      '/api/salt/login',
      { username: customer.eMail, password: customer.password },
      { ip: attacker },
    )
    expectRateLimited(blocked, windowMs / 1000)
    const viaQuery = await api.get('/api/salt/login', {
      query: { username: customer.eMail.toUpperCase(), password: customer.password },
      ip: attacker,
    })
    expect(viaQuery.status).toBe(429)

    app.clock.advance(windowMs + 1000)
    expect(await api.signIn(customer.eMail, customer.password, { ip: attacker })).toBeTruthy()
  })

  test('a successful login clears the count of its account and address', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.loginFailuresPerUsernameAndIp
    for (let i = 0; i < limit - 1; i++)
      expect((await failLogin(customer.eMail, '203.0.113.50')).status).toBe(401)
    await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.50' })
    for (let i = 0; i < limit - 1; i++)
      expect((await failLogin(customer.eMail, '203.0.113.50')).status).toBe(401)
    await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.50' })
  })
})

describe('failed logins per address', () => {
  test('an address that fails too often with many usernames is blocked, others are not', async () => {
    const customer = await createAccount(deps.db)
    const { limit, windowMs } = limits.loginFailuresPerIp
    const ip = '192.0.2.10'
    for (let i = 0; i < limit; i++) expect((await failLogin(`guess-${i}@example.test`, ip)).status).toBe(401)

    const blocked = await api.post(
      '/api/salt/login',
      { username: customer.eMail, password: customer.password },
      { ip },
    )
    expectRateLimited(blocked, windowMs / 1000)
    expect(await api.signIn(customer.eMail, customer.password, { ip: '192.0.2.11' })).toBeTruthy()

    app.clock.advance(minutes(5))
    const stillBlocked = await failLogin('guess-late@example.test', ip)
    expectRateLimited(stillBlocked, (windowMs - minutes(5)) / 1000)

    app.clock.advance(windowMs)
    expect(await api.signIn(customer.eMail, customer.password, { ip })).toBeTruthy()
  })

  test('a parallel burst of guesses with many usernames cannot overrun the limit', async () => {
    const { limit } = limits.loginFailuresPerIp
    const burst = await Promise.all(
      Array.from({ length: limit * 2 }, (_, i) => failLogin(`burst-${i}@example.test`, '192.0.2.90')),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit)
  })

  test('successful sign-ins from one address (an office) do not use up its limit', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.loginFailuresPerIp
    for (let i = 0; i < limit + 5; i++)
      await api.signIn(customer.eMail, customer.password, { ip: '192.0.2.95' })
    expect((await failLogin('someone@example.test', '192.0.2.95')).status).toBe(401)
  })
})

describe('password reset requests per address', () => {
  test('go over the limit and the answer is 429; the window ends and it is 200 again', async () => {
    const { limit, windowMs } = limits.resetRequestsPerIp
    const ip = '192.0.2.77'
    const reset = () => api.post('/api/salt/reset', { email: 'someone@example.test' }, { ip })
    for (let i = 0; i < limit; i++) expect((await reset()).status).toBe(200)
    expectRateLimited(await reset(), windowMs / 1000)
    app.clock.advance(windowMs)
    expect((await reset()).status).toBe(200)
  })
})
