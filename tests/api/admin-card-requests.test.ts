import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type {
  AdminCardRequestRow,
  AdminCustomer,
  FulfilCardRequestResponse,
} from '#domain/admin/customers/answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { passesLuhn } from '#server/adapters/payments/luhn.ts'
import { accounts, auditLog, cardRequests, cards } from '#server/db/schema.ts'
import { overlapping, signedInManager } from '#tests/support/api/admin-customers.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { type SeededAccount, createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const { manager, token } = await signedInManager(app)

/** The customer asks for more cards the way the profile does it (send-email addCardCustomer). */
async function requestCards(customer: SeededAccount, quantity: number): Promise<number> {
  const own = await api.signIn(customer.eMail, customer.password)
  const response = await api.post(
    '/api/salt/send-email',
    { htmlType: 'addCardCustomer', htmlData: { quantity } },
    { token: own },
  )
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const [latest] = await deps.db
    .select({ id: cardRequests.id })
    .from(cardRequests)
    .where(eq(cardRequests.accountId, customer.id))
    .orderBy(desc(cardRequests.id))
    .limit(1)
  return latest!.id
}

const fulfil = (id: number, as = token) =>
  api.post(`/api/salt/admin/cardrequests/${id}/fulfil`, {}, { token: as })

const cardsOf = (accountId: number) =>
  deps.db.select().from(cards).where(eq(cards.accountId, accountId)).orderBy(cards.id)

const queue = async (query: Record<string, string> = {}) => {
  const response = await api.get('/api/salt/admin/cardrequests', { token, query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminListPage<AdminCardRequestRow>
}

describe('POST /api/salt/admin/cardrequests/:id/fulfil', () => {
  test('issues the requested cards in the card number series, marks the request done, audits and mails', async () => {
    const customer = await createAccount(deps.db, { name: 'Collingwood Snow' })
    await createCard(deps.db, customer.id, { name: 'First truck' })
    const requestId = await requestCards(customer, 3)

    const response = await fulfil(requestId)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const body = response.body as FulfilCardRequestResponse
    expect(body.alreadyFulfilled).toBe(false)
    expect(body.request).toMatchObject({
      id: requestId,
      quantity: 3,
      status: 'done',
      fulfilledByName: 'Test Staff 5000',
      customer: { id: customer.id, customerNo: customer.customerNo },
    })
    expect(body.cards.map((card) => card.name)).toEqual(['Card 2', 'Card 3', 'Card 4'])
    // Consecutive serials (the eleven digits before the check digit), each number passing the Luhn check.
    const serials = body.cards.map((card) => Number(card.cardNo.slice(4, 15)))
    for (const { cardNo } of body.cards) {
      expect(cardNo).toMatch(/^7001\d{12}$/)
      expect(passesLuhn(cardNo)).toBe(true)
    }
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2])

    const owned = await cardsOf(customer.id)
    expect(owned).toHaveLength(4)
    expect(owned.slice(1).map((card) => card.status)).toEqual(['active', 'active', 'active'])
    const [row] = await deps.db.select().from(cardRequests).where(eq(cardRequests.id, requestId))
    expect(row).toMatchObject({ status: 'done', fulfilledBy: manager.id, version: 2 })
    expect(row?.fulfilledAt).toBeInstanceOf(Date)

    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `cardrequests/${requestId}`))
    expect(audit).toMatchObject({
      action: 'cardrequests.fulfilled',
      actorAccountId: manager.id,
      details: {
        customerNo: customer.customerNo,
        quantity: 3,
        cardNos: body.cards.map((card) => card.cardNo),
      },
    })

    await deliverAllMail(app)
    const mail = smtp.to(customer.eMail).find((message) => message.subject.includes('ready'))
    expect(mail?.subject).toBe('Your 3 new Salt Cards are ready')
    for (const card of body.cards) expect(mail?.text).toContain(`${card.cardNo} (${card.name})`)

    // The new cards are the customer's own: they show on the profile.
    const own = await api.signIn(customer.eMail, customer.password)
    const profile = (await api.get('/api/salt/profile', { token: own })).body as {
      cards: Array<{ CardNo: string }>
    }
    expect(profile.cards.map((card) => card.CardNo)).toEqual(owned.map((card) => card.cardNo))
  })

  test('fulfilling twice, one after the other or at the same time, issues one set of cards', async () => {
    const customer = await createAccount(deps.db)
    const requestId = await requestCards(customer, 2)
    // Card inserts wait until both fulfils are inside the database, so the second cannot simply come after the first.
    const [first, second] = await overlapping(app, sql`lock table cards in share mode`, 2, () =>
      Promise.all([fulfil(requestId), fulfil(requestId)]),
    )
    expect([first.status, second.status]).toEqual([200, 200])
    const answers = [first.body, second.body] as FulfilCardRequestResponse[]
    expect(answers.map((answer) => answer.alreadyFulfilled).sort()).toEqual([false, true])
    expect(answers.find((answer) => answer.alreadyFulfilled)?.cards).toEqual([])
    expect(await cardsOf(customer.id)).toHaveLength(2)

    const third = (await fulfil(requestId)).body as FulfilCardRequestResponse
    expect(third).toMatchObject({ alreadyFulfilled: true, cards: [], request: { status: 'done' } })
    expect(await cardsOf(customer.id)).toHaveLength(2)
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `cardrequests/${requestId}`))
    expect(audits).toHaveLength(1)
  })

  test('two requests fulfilled at once never share a card number', async () => {
    const [a, b] = [await createAccount(deps.db), await createAccount(deps.db)]
    const [ra, rb] = [await requestCards(a, 4), await requestCards(b, 4)]
    const answers = await overlapping(app, sql`lock table cards in share mode`, 2, () =>
      Promise.all([fulfil(ra), fulfil(rb)]),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const numbers = [...(await cardsOf(a.id)), ...(await cardsOf(b.id))].map((card) => card.cardNo)
    expect(numbers).toHaveLength(8)
    expect(new Set(numbers).size).toBe(8)
  })

  test("a deactivated customer's request is refused (409) and issues nothing; an unknown request is 404", async () => {
    const customer = await createAccount(deps.db)
    const requestId = await requestCards(customer, 1)
    await deps.db.update(accounts).set({ active: 0 }).where(eq(accounts.id, customer.id))
    const response = await fulfil(requestId)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'account_deactivated' } })
    expect(await cardsOf(customer.id)).toEqual([])
    const [row] = await deps.db.select().from(cardRequests).where(eq(cardRequests.id, requestId))
    expect(row?.status).toBe('new')

    expect((await fulfil(2_147_483_647)).status).toBe(404)
    expect((await fulfil(0)).status).toBe(400)
  })

  test('the customer cannot fulfil their own request', async () => {
    const customer = await createAccount(deps.db)
    const requestId = await requestCards(customer, 5)
    const own = await api.signIn(customer.eMail, customer.password)
    expect((await fulfil(requestId, own)).status).toBe(403)
    expect(await cardsOf(customer.id)).toEqual([])
  })
})

describe('GET /api/salt/admin/cardrequests', () => {
  test('new requests first, oldest first; filter by status; search by customer; shown on the customer page', async () => {
    const word = `Zq${Date.now().toString(36)}`
    const older = await createAccount(deps.db, { name: `${word} Older` })
    const newer = await createAccount(deps.db, { name: `${word} Newer` })
    const done = await createAccount(deps.db, { name: `${word} Done` })
    const olderId = await requestCards(older, 1)
    const doneId = await requestCards(done, 2)
    const newerId = await requestCards(newer, 3)
    expect((await fulfil(doneId)).status).toBe(200)

    expect((await queue({ q: word })).items.map((row) => row.id)).toEqual([olderId, newerId, doneId])
    expect((await queue({ q: word, status: 'done' })).items.map((row) => row.id)).toEqual([doneId])
    expect(
      (await queue({ q: word, status: 'new', sort: 'quantity', dir: 'desc' })).items.map((row) => row.id),
    ).toEqual([newerId, olderId])
    expect((await queue({ q: newer.customerNo })).items).toMatchObject([
      { id: newerId, quantity: 3, status: 'new', customer: { name: `${word} Newer`, active: 1 } },
    ])
    expect((await api.get('/api/salt/admin/cardrequests', { token, query: { status: 'open' } })).status).toBe(
      400,
    )

    const page = (await api.get(`/api/salt/admin/customers/${done.id}`, { token })).body as AdminCustomer
    expect(page.cardRequests).toMatchObject([
      { id: doneId, quantity: 2, status: 'done', fulfilledByName: 'Test Staff 5000' },
    ])
    expect(page.cards).toHaveLength(2)
  })
})
