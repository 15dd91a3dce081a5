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

describe('failed logins per account', () => {
  test('a burst of parallel guesses gets no more tries than the limit', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.loginFailuresPerUsername
    const burst = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => failLogin(customer.eMail, `198.51.100.${i + 1}`)),
    )
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2)
  })

  test('after the limit even the right password gets 429, from any address, until the window ends', async () => {
    const customer = await createAccount(deps.db)
    const { limit, windowMs } = limits.loginFailuresPerUsername
    for (let i = 0; i < limit; i++) {
      // Spread over addresses, so only the per-account counter can trip.
      expect((await failLogin(customer.eMail, `203.0.113.${i + 1}`)).status).toBe(401)
    }
    const blocked = await api.post(
      '/api/salt/login',
      { username: customer.eMail, password: customer.password },
      { ip: '203.0.113.200' },
    )
    expectRateLimited(blocked, windowMs / 1000)
    const viaQuery = await api.get('/api/salt/login', {
      query: { username: customer.eMail.toUpperCase(), password: customer.password },
    })
    expect(viaQuery.status).toBe(429)

    app.clock.advance(windowMs + 1000)
    expect(await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.201' })).toBeTruthy()
  })

  test('a successful login clears the account counter', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.loginFailuresPerUsername
    for (let i = 0; i < limit - 1; i++)
      expect((await failLogin(customer.eMail, '203.0.113.50')).status).toBe(401)
    await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.50' })
    for (let i = 0; i < limit - 1; i++)
      expect((await failLogin(customer.eMail, '203.0.113.51')).status).toBe(401)
    await api.signIn(customer.eMail, customer.password, { ip: '203.0.113.51' })
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
