import { afterAll, describe, expect, test } from 'vitest'
import type { Profile } from '#domain/account/answers.ts'
import type { TransactionsPage } from '#domain/salt-card/answers.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

/** A company with two trucks' cards and a driver holding the first; its owner assigns through the API. */
async function companyWithDriver() {
  const customer = await createAccount(deps.db)
  const mine = await createCard(deps.db, customer.id, {
    name: 'Driver truck',
    balancesCents: [40_000, 31_500],
  })
  const theirs = await createCard(deps.db, customer.id, { name: 'Other truck', balancesCents: [99_900] })
  const driver = await createCompanyUser(deps.db, customer.id, 'driver')
  const ownerToken = await freshToken(app, customer.id)
  const assigned = await api.request(`/api/salt/account/users/${driver.id}/cards`, {
    method: 'PUT',
    json: { cardIds: [mine.id] },
    token: ownerToken,
  })
  expect(assigned.status).toBe(200)
  return { customer, mine, theirs, driver, ownerToken, token: await userToken(app, driver) }
}

describe("a driver's reads are limited to their assigned cards", () => {
  test('the profile lists only their card, with its balance', async () => {
    const { mine, token } = await companyWithDriver()
    const profile = (await api.get('/api/salt/profile', { token })).body as Profile
    expect(profile.login.role).toBe('driver')
    expect(profile.cards).toEqual([
      { id: mine.id, CardNo: mine.cardNo, name: 'Driver truck', balanceCents: 31_500, suspended: false },
    ])
  })

  test("transactions and the CSV hold only their card's entries; the other card of the account is a 404", async () => {
    const { mine, theirs, token, ownerToken } = await companyWithDriver()
    const page = (await api.get('/api/salt/transactions', { token })).body as TransactionsPage
    expect(page.total).toBe(2)
    expect(new Set(page.items.map((item) => item.cardId))).toEqual(new Set([mine.id]))
    const all = (await api.get('/api/salt/transactions', { token: ownerToken })).body as TransactionsPage
    expect(all.total).toBe(3)

    const csv = await api.get('/api/salt/transactions.csv', { token })
    expect(csv.status).toBe(200)
    expect(csv.body).toContain(mine.cardNo)
    expect(csv.body).not.toContain(theirs.cardNo)

    for (const path of ['/api/salt/transactions', '/api/salt/transactions.csv']) {
      const other = await api.get(path, { token, query: { cardId: String(theirs.id) } })
      expect(other.status).toBe(404)
      expect(JSON.stringify(other.body)).not.toContain('Other truck')
    }
  })

  test('a new assignment replaces the old one at the next request; no assignment shows no card', async () => {
    const { driver, theirs, token, ownerToken } = await companyWithDriver()
    const reassign = (cardIds: number[]) =>
      api.request(`/api/salt/account/users/${driver.id}/cards`, {
        method: 'PUT',
        json: { cardIds },
        token: ownerToken,
      })
    expect((await reassign([theirs.id])).status).toBe(200)
    const swapped = (await api.get('/api/salt/profile', { token })).body as Profile
    expect(swapped.cards.map((card) => card.id)).toEqual([theirs.id])
    expect((await reassign([])).status).toBe(200)
    const none = (await api.get('/api/salt/profile', { token })).body as Profile
    expect(none.cards).toEqual([])
    const page = (await api.get('/api/salt/transactions', { token })).body as TransactionsPage
    expect(page.total).toBe(0)
  })

  test('only drivers are assigned cards', async () => {
    const { customer, mine, ownerToken } = await companyWithDriver()
    const dispatcher = await createCompanyUser(deps.db, customer.id, 'dispatcher')
    const response = await api.request(`/api/salt/account/users/${dispatcher.id}/cards`, {
      method: 'PUT',
      json: { cardIds: [mine.id] },
      token: ownerToken,
    })
    expect(response.status).toBe(409)
    expect((response.body as { error: { code: string } }).error.code).toBe('not_a_driver')
  })
})
