import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { listRequests, outbox, products, sessions } from '#server/db/schema.ts'
import { submitListRequest } from '#server/services/my-list/submit.ts'
import { limits } from '#server/services/rate-limit.ts'
import { createAccount } from '#tests/support/seed.ts'
import {
  applicationForm,
  listSubmission,
  newKey,
  seedListCatalog,
  sendEmail,
  storedCounts,
  validList,
} from '#tests/support/my-list.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
await seedListCatalog(deps.db)

const rowsWithKey = (key: string) =>
  deps.db.select().from(listRequests).where(eq(listRequests.idempotencyKey, key))

/** Every mail queued for an address, sent or not. */
const queuedFor = (address: string) => deps.db.select().from(outbox).where(eq(outbox.toAddress, address))

async function signedInCustomer() {
  const customer = await createAccount(deps.db)
  return { customer, token: await api.signIn(customer.eMail, customer.password) }
}

const myListBody = (list: unknown = validList()) => ({
  htmlType: 'myListSubmission',
  subject: '[DELIVERY REQUEST] made for My List items',
  htmlData: { list },
})

describe('the same key again: the first answer again, one request, one set of mails', () => {
  test('sequential retries of myListSubmission', async () => {
    const { customer, token } = await signedInCustomer()
    const key = newKey()
    const first = await sendEmail(api, myListBody(), { token, key })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    for (let i = 0; i < 3; i++) {
      const again = await sendEmail(api, myListBody(), { token, key })
      expect(again.status).toBe(200)
      expect(again.body).toEqual(first.body)
    }
    expect(await rowsWithKey(key)).toHaveLength(1)
    expect(await queuedFor(customer.eMail)).toHaveLength(1)
    await deliverAllMail(app)
    expect(smtp.to(customer.eMail)).toHaveLength(1)
  })

  test('parallel identical myListSubmissions: all answer the same request, which is stored and mailed once', async () => {
    const { customer, token } = await signedInCustomer()
    const key = newKey()
    const before = await storedCounts(deps.db)
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => sendEmail(api, myListBody(), { token, key })),
    )
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200)
    const requestIds = new Set(
      responses.map((response) => (response.body as { requestId: number }).requestId),
    )
    expect(requestIds.size).toBe(1)
    const rows = await rowsWithKey(key)
    expect(rows.map((row) => row.id)).toEqual([...requestIds])
    expect(await storedCounts(deps.db)).toEqual({ requests: before.requests + 1, mails: before.mails + 2 })
    expect(await queuedFor(customer.eMail)).toHaveLength(1)
  })

  test('parallel identical list-submissions: one request; each answer signs in with a session of its own', async () => {
    const customer = await createAccount(deps.db)
    const key = newKey()
    const body = { type: 'login', username: customer.eMail, password: customer.password, list: validList() }
    const responses = await Promise.all(Array.from({ length: 4 }, () => listSubmission(api, body, { key })))
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200)
    const answers = responses.map((response) => response.body as { requestId: number; token: string })
    expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(1)
    expect(await rowsWithKey(key)).toHaveLength(1)
    expect(await queuedFor(customer.eMail)).toHaveLength(1)
    for (const { token } of answers) {
      expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: true, admin: false })
    }
    expect(await deps.db.select().from(sessions).where(eq(sessions.accountId, customer.id))).toHaveLength(4)
  })

  test('identical submissions that all missed the first lookup: the unique key lets one insert, the rest replay it', async () => {
    const { customer } = await signedInCustomer()
    const request = {
      kind: 'myList' as const,
      idempotencyKey: newKey(),
      accountId: customer.id,
      items: [
        {
          slug: 'list-brine',
          unitName: '1,000 L tote',
          quantity: 2,
          productName: 'Salt Brine',
          customSize: true,
        },
      ],
      delivery: null,
      applicant: null,
      ip: '192.0.2.1',
    }
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submitListRequest(deps, request)))
    const [row] = await rowsWithKey(request.idempotencyKey)
    expect(outcomes.filter((outcome) => outcome.outcome === 'created')).toEqual([
      { outcome: 'created', requestId: row!.id },
    ])
    expect(outcomes.filter((outcome) => outcome.outcome === 'replayed')).toHaveLength(4)
    expect(new Set(outcomes.map((outcome) => 'requestId' in outcome && outcome.requestId))).toEqual(
      new Set([row!.id]),
    )
    expect(await queuedFor(customer.eMail)).toHaveLength(1)
    expect(await submitListRequest(deps, { ...request, delivery: { city: 'Oshawa' } })).toEqual({
      outcome: 'conflict',
    })
  })

  test('parallel identical newAccountListSubmissions', async () => {
    const key = newKey()
    const body = {
      htmlType: 'newAccountListSubmission',
      htmlData: { form: applicationForm('parallel@example.test'), list: validList() },
    }
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendEmail(api, body, { key })))
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1)
    expect(await rowsWithKey(key)).toHaveLength(1)
    expect(await queuedFor('parallel@example.test')).toHaveLength(1)
  })

  test('a retry costs no rate limit: an address at its limit still gets its earlier answer again', async () => {
    const ip = '203.0.113.44'
    const body = (i: number) => ({
      htmlType: 'newAccountListSubmission',
      htmlData: { form: applicationForm(`retry-${i}@example.test`), list: validList() },
    })
    const firstKey = newKey()
    const first = await sendEmail(api, body(0), { ip, key: firstKey })
    expect(first.status).toBe(200)
    for (let i = 1; i < limits.newAccountListsPerIp.limit; i++) {
      expect((await sendEmail(api, body(i), { ip })).status).toBe(200)
    }
    expect((await sendEmail(api, body(99), { ip })).status).toBe(429)
    const retry = await sendEmail(api, body(0), { ip, key: firstKey })
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
  })

  test('a retry answers the first answer even when the catalogue changed in between', async () => {
    const { token } = await signedInCustomer()
    const key = newKey()
    const list = [{ slug: 'list-bulk-order', unitName: 'tonne', quantity: 10 }]
    const first = await sendEmail(api, myListBody(list), { token, key })
    expect(first.status).toBe(200)
    await deps.db.update(products).set({ published: false }).where(eq(products.slug, 'list-bulk-order'))
    try {
      const retry = await sendEmail(api, myListBody(list), { token, key })
      expect(retry.body).toEqual(first.body)
      const fresh = await sendEmail(api, myListBody(list), { token })
      expect(fresh.status).toBe(400)
    } finally {
      await deps.db.update(products).set({ published: true }).where(eq(products.slug, 'list-bulk-order'))
    }
  })
})

describe('the same key with another submission: 409 idempotency_conflict, nothing stored', () => {
  test('another list, other delivery details, another account, another kind', async () => {
    const { customer, token } = await signedInCustomer()
    const other = await signedInCustomer()
    const key = newKey()
    expect((await sendEmail(api, myListBody(), { token, key })).status).toBe(200)
    const before = await storedCounts(deps.db)

    const changedList = validList().map((item, i) => (i === 0 ? { ...item, quantity: 5 } : item))
    const attempts = [
      () => sendEmail(api, myListBody(changedList), { token, key }),
      () => sendEmail(api, myListBody(validList().slice(1)), { token, key }),
      () =>
        sendEmail(
          api,
          { htmlType: 'myListSubmission', htmlData: { list: validList(), delivery: { city: 'Oshawa' } } },
          { token, key },
        ),
      () => sendEmail(api, myListBody(), { token: other.token, key }),
      () =>
        listSubmission(
          api,
          { type: 'login', username: customer.eMail, password: customer.password, list: validList() },
          { key },
        ),
      () =>
        sendEmail(
          api,
          {
            htmlType: 'newAccountListSubmission',
            htmlData: { form: applicationForm('conflict@example.test'), list: validList() },
          },
          { key },
        ),
    ]
    for (const attempt of attempts) {
      const response = await attempt()
      expect(response.status, JSON.stringify(response.body)).toBe(409)
      expect(response.body).toMatchObject({ error: { code: 'idempotency_conflict' } })
    }
    expect(await storedCounts(deps.db)).toEqual(before)
    // The list-submission signed in before it met the conflict; that session must not outlive the error.
    expect(await deps.db.select().from(sessions).where(eq(sessions.accountId, customer.id))).toHaveLength(1)
  })

  test('item fields the browser keeps beside slug, unit and quantity do not make it another submission', async () => {
    const { token } = await signedInCustomer()
    const key = newKey()
    const first = await sendEmail(api, myListBody(), { token, key })
    const renamed = validList().map((item) => ({
      ...item,
      productName: 'Renamed in the browser',
      imgUrl: '/x.png',
    }))
    const again = await sendEmail(api, myListBody(renamed), { token, key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })
})
