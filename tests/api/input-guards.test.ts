import { afterAll, describe, expect, test } from 'vitest'
import { createAccount } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const customer = await createAccount(deps.db)
const token = await api.signIn(customer.eMail, customer.password)

/** Inputs that once answered 500: each now gets a 4xx in the API's error shape. */
describe('bad input is a 4xx, never a 500', () => {
  test.each([
    ['/api/salt/transactions?cardId=99999999999'],
    ['/api/salt/transactions.csv?cardId=2147483648'],
    ['/api/salt/search?q=salt%00x'],
    ['/api/salt/profile%00'],
  ])('GET %s', async (path) => {
    const response = await api.get(path, { token })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  })

  test('a NUL in a query parameter is a field error naming the parameter', async () => {
    const response = await api.get('/api/salt/search?q=salt%00x')
    expect(response.body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'The address contains a character that is not allowed.',
        fields: { q: 'Remove control characters.' },
      },
    })
  })

  test('a NUL byte anywhere in a JSON body is a field error naming where it was', async () => {
    const response = await api.post('/api/salt/login', { username: 'a\u0000b@example.test', password: 'x' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are missing or invalid.',
        fields: { username: 'Remove control characters.' },
      },
    })
    const nested = await api.post(
      '/api/salt/load-funds/checkout',
      { cardId: 1, amountCents: 5000, note: ['ok', { deep: 'x\u0000' }] },
      { token },
    )
    expect(nested.body).toMatchObject({ error: { fields: { 'note.1.deep': 'Remove control characters.' } } })
  })

  test('a body nested 40,000 deep is a 400, not a 500, and a NUL at its bottom is still found', async () => {
    const depth = 40_000
    const brackets = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    })
    expect(brackets.status).toBe(400)
    const withNul = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    })
    expect(withNul.status).toBe(400)
    expect(withNul.body).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } })
  })

  test('a card id beyond the integer range at checkout is a 400', async () => {
    const response = await api.post(
      '/api/salt/load-funds/checkout',
      { cardId: 99999999999, amountCents: 5000 },
      { token },
    )
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { cardId: expect.any(String) } },
    })
  })

  test('a body declared gzip that is not is a 400', async () => {
    const response = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: '{"username":"a"}',
      headers: { 'content-encoding': 'gzip' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: { code: 'unreadable_body', message: 'The request body could not be read.' },
    })
  })

  test('a page address with a NUL is refused before any query runs', async () => {
    const response = await fetch(`${app.url}/products/%00`)
    expect(response.status).toBe(400)
  })
})

describe('dates, encodings and text that no column can hold', () => {
  test.each([
    ['/api/salt/transactions?to=9999-12-31'],
    ['/api/salt/transactions.csv?to=9999-12-31'],
    ['/api/salt/transactions?from=0001-01-01'],
  ])('GET %s (a day far outside the shop’s years) is a field error', async (path) => {
    const response = await api.get(path, { token })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } })
  })

  test('the admin’s transactions and audit log refuse such days too', async () => {
    const owner = await createAccount(deps.db, { active: 9000 })
    const ownerToken = await api.signIn(owner.eMail, owner.password)
    for (const path of [
      '/api/salt/admin/transactions?to=9999-12-31',
      '/api/salt/admin/transactions.csv?to=9999-12-31',
      '/api/salt/admin/audit?to=9999-12-31',
    ]) {
      const response = await api.get(path, { token: ownerToken })
      expect(response.status, path).toBe(400)
    }
  })

  test.each([['/products/%E0%A4%A'], ['/location/%ff'], ['/api/salt/admin/customers/%E0%A4%A']])(
    'a path that does not decode (%s) is a 400',
    async (path) => {
      const response = await api.get(path)
      expect(response.status).toBe(400)
    },
  )

  test('a lone surrogate in a JSON body is a field error naming where it was', async () => {
    const response = await api.request('/api/salt/login', {
      method: 'POST',
      rawBody: '{"username":"a\\ud800b@example.test","password":"x"}',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are missing or invalid.',
        fields: { username: 'Use text only.' },
      },
    })
  })
})
