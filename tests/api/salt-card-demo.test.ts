import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { Profile } from '#domain/account/answers.ts'
import type { TransactionsPage } from '#domain/salt-card/answers.ts'
import { demoAccounts } from '#server/db/seed/demo-accounts.ts'
import { seedDemo } from '#server/db/seed/index.ts'
import { seedDemoCompanyUsers } from '#server/db/seed/demo-company-users.ts'
import { demoScaleHouseKey, seedSaltCardDemo } from '#server/db/seed/salt-card.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { seedYardGrants } from '#server/db/seed/yard-grants.ts'
import {
  accountUsers,
  apiKeys,
  cardLedger,
  cards,
  driverCards,
  erpPostings,
  erpSandboxDocuments,
} from '#server/db/schema.ts'
import { findDemoLeftovers } from '#server/services/demo-leftovers.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'
import { returnOf, submitSandboxPayment } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedDemo(deps.db)

const first = await api.signIn(demoAccounts.customer.eMail, demoAccounts.customer.password)
const second = await api.signIn(demoAccounts.customer2.eMail, demoAccounts.customer2.password)
const profileOf = async (token: string) => (await api.get('/api/salt/profile', { token })).body as Profile

describe('the Salt Card demo data', () => {
  test('two demo customers with their cards and the balances the README shows', async () => {
    expect((await profileOf(first)).cards).toMatchObject([
      { CardNo: '7001000000000017', name: 'Plow truck 1', balanceCents: 125_000 },
      { CardNo: '7001000000000025', name: 'Loader yard', balanceCents: 48_050 },
    ])
    expect(await profileOf(second)).toMatchObject({
      paymentOption: 'Prepaid',
      eMail: 'customer2@example.com',
      cards: [{ CardNo: '7001000000000033', name: 'Dump truck 7', balanceCents: 96_420 }],
    })
  })

  test('a winter of entries per card: consistent running balances, never negative, newest first in the list', async () => {
    for (const cardNo of ['7001000000000017', '7001000000000025', '7001000000000033']) {
      const [card] = await deps.db.select().from(cards).where(eq(cards.cardNo, cardNo))
      const entries = await deps.db
        .select()
        .from(cardLedger)
        .where(eq(cardLedger.cardId, card!.id))
        .orderBy(cardLedger.id)
      expect(entries.length).toBeGreaterThan(30)
      let balance = 0
      for (const entry of entries) {
        balance += entry.amountCents
        expect(entry.balanceAfterCents).toBe(balance)
        expect(balance).toBeGreaterThanOrEqual(0)
      }
      // Below the $200 threshold at the end, so the alert for this stretch counts as sent.
      expect(card!.lowBalanceAlerted).toBe(balance < 20_000)
    }
    const page = (await api.get('/api/salt/transactions', { token: first, query: { pageSize: '100' } }))
      .body as TransactionsPage
    expect(page.total).toBeGreaterThan(100)
    const times = page.items.map((row) => row.PrintedDateTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(page.items[0]).toMatchObject({ PrintedDateTime: '2026-11-20T22:40:00.000Z', type: 'pickup' })
  })

  test('ERP postings: mostly approved with their sandbox documents, two dead and one failed for the admin', async () => {
    const postings = await deps.db.select().from(erpPostings)
    const count = (status: string) => postings.filter((posting) => posting.status === status).length
    expect(count('dead')).toBe(2)
    expect(count('failed')).toBe(1)
    expect(count('pending')).toBe(1)
    expect(count('approved')).toBe(postings.length - 4)
    const approvedNos = postings.flatMap((posting) => (posting.erpDocumentNo ? [posting.erpDocumentNo] : []))
    const documents = await deps.db
      .select({ documentNo: erpSandboxDocuments.documentNo })
      .from(erpSandboxDocuments)
      .where(inArray(erpSandboxDocuments.documentNo, approvedNos))
    expect(documents).toHaveLength(approvedNos.length)
  })

  test('seeding again adds nothing', async () => {
    const before = await deps.db.select({ id: cardLedger.id }).from(cardLedger)
    expect(await seedSaltCardDemo(deps.db)).toBe(false)
    expect(await deps.db.select({ id: cardLedger.id }).from(cardLedger)).toHaveLength(before.length)
  })

  test('the documented demo scale-house key lists every demo yard and records a pickup', async () => {
    const [demoKey] = await deps.db
      .select({ locationSlugs: apiKeys.locationSlugs })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(demoScaleHouseKey)))
    expect(demoKey?.locationSlugs).toEqual(demoLocations.map((location) => location.slug).sort())
    const response = await api.request('/api/salt/pickups', {
      method: 'POST',
      headers: { 'x-api-key': demoScaleHouseKey },
      json: {
        ticketNo: 'MIS-DEMO-1',
        cardNo: '7001000000000033',
        locationSlug: 'mississauga',
        product: 'Rock Salt',
        tonnes: '2.000',
        amountCents: 28_500,
        PrintedDateTime: new Date(app.clock.now().getTime() - 60 * 60_000).toISOString(),
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ balanceCents: 96_420 - 28_500 })
  })
})

describe("one demo customer never reaches the other's cards", () => {
  const attempts = async (token: string, victim: { id: number; CardNo: string }, victimTicket: string) => [
    await api.request(`/api/salt/cards/${victim.id}`, { method: 'PATCH', json: { name: 'Taken' }, token }),
    await api.post('/api/salt/deactivatecard', { cardNo: victim.CardNo }, { token }),
    await api.get('/api/salt/transactions', { token, query: { cardId: String(victim.id) } }),
    await api.get('/api/salt/transactions.csv', { token, query: { cardId: String(victim.id) } }),
    await api.post('/api/salt/load-funds/checkout', { cardId: victim.id, amountCents: 50_000 }, { token }),
    await api.get('/api/salt/load-funds', {
      token,
      query: { ticket: victimTicket, card: String(victim.id) },
    }),
  ]

  /** A real approved ticket of the victim's own payment, not yet used by the victim. */
  async function ticketOf(token: string, cardId: number) {
    const checkout = await api.post(
      '/api/salt/load-funds/checkout',
      { cardId, amountCents: 50_000 },
      { token },
    )
    const { redirectUrl } = checkout.body as { redirectUrl: string }
    return returnOf(await submitSandboxPayment(app.url, redirectUrl, { cardNumber: '4242424242424242' }))
      .ticket
  }

  test('every card call with the other customer’s card id, number or ticket is a 404 and changes nothing', async () => {
    const firstCards = (await profileOf(first)).cards
    const secondCards = (await profileOf(second)).cards
    for (const [attacker, victimToken, victimCards] of [
      [first, second, secondCards],
      [second, first, firstCards],
    ] as const) {
      for (const victim of victimCards) {
        const ticket = await ticketOf(victimToken, victim.id)
        for (const response of await attempts(attacker, victim, ticket)) {
          expect(response.status, String(response.body)).toBe(404)
          expect(response.body).toMatchObject({ error: { code: 'not_found' } })
        }
        // The victim's own ticket still works for the victim: the attempt consumed nothing.
        const own = await api.get('/api/salt/load-funds', {
          token: victimToken,
          query: { ticket, card: String(victim.id) },
        })
        expect(own.body).toMatchObject({ success: true, amountCents: 50_000 })
      }
      const mine = (await api.get('/api/salt/transactions', { token: attacker, query: { pageSize: '100' } }))
        .body as TransactionsPage
      const victimIds = victimCards.map((card) => card.id)
      expect(mine.items.some((row) => victimIds.includes(row.cardId))).toBe(false)
    }
    expect((await profileOf(first)).cards.map((card) => card.name)).toEqual(['Plow truck 1', 'Loader yard'])
    expect((await profileOf(second)).cards.map((card) => card.name)).toEqual(['Dump truck 7'])
  })
})

describe('the demo yard staff login', () => {
  test('holds every demo yard: the locations list shows them all, and seeding again changes nothing', async () => {
    const token = await api.signIn(demoAccounts.yard.eMail, demoAccounts.yard.password)
    const list = await api.get('/api/salt/admin/locations', { token })
    expect(list.status).toBe(200)
    expect((list.body as { total: number }).total).toBe(demoLocations.length)
    expect(await seedYardGrants(deps.db)).toBe(false)
  })
})

describe('the demo company users', () => {
  test("the first customer's dispatcher sees both cards; its driver only the plow truck's", async () => {
    const dispatcher = await api.signIn(demoAccounts.dispatcher.eMail, demoAccounts.dispatcher.password)
    expect(await profileOf(dispatcher)).toMatchObject({
      login: { role: 'dispatcher' },
      cards: [{ CardNo: '7001000000000017' }, { CardNo: '7001000000000025' }],
    })
    const driver = await api.signIn(demoAccounts.driver.eMail, demoAccounts.driver.password)
    const driverProfile = await profileOf(driver)
    expect(driverProfile.login.role).toBe('driver')
    expect(driverProfile.cards.map((card) => card.CardNo)).toEqual(['7001000000000017'])
  })

  test('seeding again adds nothing, and production mode finds their published logins', async () => {
    const before = await deps.db.select().from(accountUsers).orderBy(accountUsers.id)
    const assignments = await deps.db.select().from(driverCards)
    expect(await seedDemoCompanyUsers(deps.db)).toBe(false)
    expect(await seedDemo(deps.db)).toEqual({ seeded: false })
    expect(await deps.db.select().from(accountUsers).orderBy(accountUsers.id)).toEqual(before)
    expect(await deps.db.select().from(driverCards)).toEqual(assignments)
    expect(before.map((user) => [user.eMail, user.role])).toEqual([
      ['dispatch@example.com', 'dispatcher'],
      ['driver@example.com', 'driver'],
    ])
    expect((await findDemoLeftovers(deps.db)).demoAccountEmails).toEqual(
      expect.arrayContaining([demoAccounts.dispatcher.eMail, demoAccounts.driver.eMail]),
    )
  })
})
