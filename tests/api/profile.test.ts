import { afterAll, describe, expect, test } from 'vitest'
import { demoAccounts } from '#server/db/seed/demo-accounts.ts'
import { seedDemo } from '#server/db/seed/index.ts'
import { createAccount, createAdmin, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
// Before any other account exists, or the demo seed does nothing.
await seedDemo(deps.db)

describe('GET /api/salt/profile', () => {
  test('401 without a token, with an unknown token and with a malformed header', async () => {
    for (const response of [
      await api.get('/api/salt/profile'),
      await api.get('/api/salt/profile', { token: 'x'.repeat(43) }),
      await api.request('/api/salt/profile', { token: 'has spaces in it and is not a token' }),
    ]) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } })
    }
  })

  test('the account with its active cards and their latest balances', async () => {
    const customer = await createAccount(deps.db, { name: 'Aurora Snow Removal' })
    const truck = await createCard(deps.db, customer.id, { name: 'Truck 1', balancesCents: [50_000, 12_550] })
    const loader = await createCard(deps.db, customer.id, { name: 'Loader', balancesCents: [] })
    await createCard(deps.db, customer.id, { name: 'Old card', status: 'deactivated', balancesCents: [900] })
    const someoneElse = await createAccount(deps.db)
    await createCard(deps.db, someoneElse.id, { balancesCents: [777] })

    const token = await api.signIn(customer.eMail, customer.password)
    const response = await api.get('/api/salt/profile', { token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      active: 1,
      name: 'Aurora Snow Removal',
      paymentOption: 'Prepaid',
      eMail: customer.eMail,
      customerNo: customer.customerNo,
      company: 'Aurora Snow Removal',
      contactNumber: null,
      address: null,
      city: 'Barrie',
      postalCode: null,
      login: { userId: null, name: 'Aurora Snow Removal', eMail: customer.eMail, role: 'owner' },
      cards: [
        { id: truck.id, CardNo: truck.cardNo, name: 'Truck 1', balanceCents: 12_550, suspended: false },
        { id: loader.id, CardNo: loader.cardNo, name: 'Loader', balanceCents: 0, suspended: false },
      ],
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test('the demo customer of the README signs in and sees both demo cards with their balances', async () => {
    const { eMail, password } = demoAccounts.customer
    const token = await api.signIn(eMail, password)
    const response = await api.get('/api/salt/profile', { token })
    expect(response.body).toMatchObject({
      active: 1,
      paymentOption: 'Prepaid',
      eMail,
      cards: [
        { CardNo: '7001000000000017', name: 'Plow truck 1', balanceCents: 125_000 },
        { CardNo: '7001000000000025', name: 'Loader yard', balanceCents: 48_050 },
      ],
    })
    const admin = await api.post('/api/salt/login', {
      username: demoAccounts.admin.eMail,
      password: demoAccounts.admin.password,
    })
    expect(admin.body).toEqual({ token: expect.any(String), admin: true })
  })

  test('an admin gets their profile with active 2000', async () => {
    const admin = await createAdmin(deps.db)
    const token = await api.signIn(admin.eMail, admin.password)
    const response = await api.get('/api/salt/profile', { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ active: 2000, eMail: admin.eMail, cards: [] })
  })
})
