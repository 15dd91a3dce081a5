import { afterAll, describe, expect, test } from 'vitest'
import { limits } from '#server/services/rate-limit.ts'
import { customerWithCard } from '#tests/support/salt-card.ts'
import { createAccount } from '#tests/support/seed.ts'
import { nextIp, seedListCatalog, sendEmail, storedCounts, validList } from '#tests/support/my-list.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Each signed-in My List submission mails sales and the customer, and each load-funds checkout calls the payment
 * processor: both are limited per account and per address, answered with a 429 in the error shape and Retry-After.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedListCatalog(deps.db)

const submitList = (token: string, ip = nextIp()) =>
  sendEmail(api, { htmlType: 'myListSubmission', htmlData: { list: validList() } }, { token, ip })

function expectLimited(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429)
  expect(response.body).toMatchObject({ error: { code: 'rate_limited', message: expect.any(String) } })
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
}

describe('signed-in My List submissions', () => {
  test('one account, from many addresses, gets its share an hour and then a 429 that stores and mails nothing', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    for (let i = 0; i < limits.listSubmissionsPerAccount.limit; i++)
      expect((await submitList(token)).status).toBe(200)
    const before = await storedCounts(deps.db)
    expectLimited(await submitList(token))
    expect(await storedCounts(deps.db)).toEqual(before)
  })

  test('one address, for many accounts, gets its share too', async () => {
    const ip = nextIp()
    let sent = 0
    while (sent < limits.listSubmissionsPerIp.limit) {
      const customer = await createAccount(deps.db)
      const token = await api.signIn(customer.eMail, customer.password)
      for (let i = 0; i < 5 && sent < limits.listSubmissionsPerIp.limit; i++, sent++)
        expect((await submitList(token, ip)).status).toBe(200)
    }
    const other = await createAccount(deps.db)
    expectLimited(await submitList(await api.signIn(other.eMail, other.password), ip))
  })
})

describe('load-funds checkouts', () => {
  test('one account gets its share of checkouts an hour, then a 429 before the processor is called', async () => {
    const { token, card } = await customerWithCard(deps.db, api.signIn.bind(api))
    const start = () =>
      api.post(
        '/api/salt/load-funds/checkout',
        { cardId: card.id, amountCents: 5_000 },
        { token, ip: nextIp() },
      )
    for (let i = 0; i < limits.checkoutsPerAccount.limit; i++) expect((await start()).status).toBe(200)
    expectLimited(await start())
  })
})
