import { afterAll, describe, expect, inject, test } from 'vitest'
import { createAccount } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const expectJsonError = (response: { status: number; headers: Headers; body: unknown }, status: number) => {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.body).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  })
}

describe('health', () => {
  test('/healthz says alive and /readyz reaches the database', async () => {
    expect((await api.get('/healthz')).body).toEqual({ ok: true })
    const ready = await api.get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ ok: true, database: inject('testDatabase').kind })
  })
})

describe('error shapes', () => {
  test('unknown API paths are 404 JSON', async () => {
    const response = await api.get('/api/salt/no-such-call')
    expectJsonError(response, 404)
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No API endpoint GET /api/salt/no-such-call.' },
    })
    expectJsonError(await api.request('/api/salt/profile', { method: 'DELETE' }), 404)
  })

  test('the body parser errors are 4xx JSON', async () => {
    const invalidJson = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: '{"username": "a@b.c", "password": ',
    })
    expectJsonError(invalidJson, 400)
    expect(invalidJson.body).toEqual({
      error: { code: 'entity_parse_failed', message: 'The request body is not valid JSON.' },
    })

    const tenMegabytes = JSON.stringify({
      username: 'a@example.test',
      password: 'x'.repeat(10 * 1024 * 1024),
    })
    const tooLarge = await api.request('/api/salt/login', { method: 'POST', rawBody: tenMegabytes })
    expectJsonError(tooLarge, 413)
    expect(tooLarge.body).toEqual({
      error: { code: 'entity_too_large', message: 'The request body is too large.' },
    })
  })
})

describe('bad input is a 4xx, never a 5xx', () => {
  const cases: Array<{ name: string; path: string; body: unknown; code?: string }> = [
    { name: 'login without fields', path: '/api/salt/login', body: {} },
    { name: 'login with wrong types', path: '/api/salt/login', body: { username: 42, password: true } },
    {
      name: 'login with an array',
      path: '/api/salt/login',
      body: [{ username: 'a@example.test', password: 'secret-1' }],
    },
    {
      name: 'login with a huge username',
      path: '/api/salt/login',
      body: { username: 'a'.repeat(5000), password: 'secret-1' },
    },
    {
      name: 'login with a huge password',
      path: '/api/salt/login',
      body: { username: 'a@example.test', password: 'p'.repeat(50_000) },
    },
    // JSON that is not an object or array is refused by the body parser itself.
    { name: 'login with null', path: '/api/salt/login', body: null, code: 'entity_parse_failed' },
    {
      name: 'login with a string',
      path: '/api/salt/login',
      body: 'just a string',
      code: 'entity_parse_failed',
    },
    { name: 'reset without fields', path: '/api/salt/reset', body: {} },
    { name: 'reset with a non-address', path: '/api/salt/reset', body: { email: 'not-an-email' } },
    { name: 'reset with an array', path: '/api/salt/reset', body: { email: ['a@example.test'] } },
    {
      name: 'reset with a huge address',
      path: '/api/salt/reset',
      body: { email: `${'a'.repeat(300)}@example.test` },
    },
    {
      name: 'change-pass with a short token',
      path: '/api/salt/change-pass',
      body: { token: 'short', newPass: 'long-enough-1' },
    },
    {
      name: 'change-pass with a number',
      path: '/api/salt/change-pass',
      body: { token: 't'.repeat(40), newPass: 12345678 },
    },
    { name: 'change-pass without newPass', path: '/api/salt/change-pass', body: { token: 't'.repeat(40) } },
    {
      name: 'change-pass with a huge token',
      path: '/api/salt/change-pass',
      body: { token: 't'.repeat(5000), newPass: 'long-enough-1' },
    },
  ]
  test.each(cases)('$name', async ({ path, body, code = 'invalid_input' }) => {
    const response = await api.post(path, body)
    expectJsonError(response, 400)
    expect(response.body).toMatchObject({ error: { code } })
  })

  test('a form-encoded or text body is treated as no body', async () => {
    const form = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: 'username=a%40example.test&password=x',
      contentType: 'application/x-www-form-urlencoded',
    })
    expectJsonError(form, 400)
    const text = await api.request('/api/salt/reset', {
      method: 'POST',
      rawBody: 'hello',
      contentType: 'text/plain',
    })
    expectJsonError(text, 400)
  })

  test('repeated query parameters on the GET login are refused, not crashed on', async () => {
    const customer = await createAccount(deps.db)
    const response = await api.get(
      `/api/salt/login?username=${encodeURIComponent(customer.eMail)}&username=x&password=a&password=b`,
    )
    expectJsonError(response, 400)
  })

  test('a token that is not a string in the header is simply not signed in', async () => {
    const response = await api.request('/api/salt/is-logged', { token: '../../../etc/passwd' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ logged: false, admin: false })
  })
})
