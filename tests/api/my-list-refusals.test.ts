import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { limits } from '#server/services/rate-limit.ts'
import { createAccount } from '#tests/support/seed.ts'
import {
  applicationForm,
  listSubmission,
  seedListCatalog,
  sendEmail,
  storedCounts,
  torontoDay,
  validList,
} from '#tests/support/my-list.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedListCatalog(deps.db)

let token = ''
beforeAll(async () => {
  const customer = await createAccount(deps.db)
  token = await api.signIn(customer.eMail, customer.password)
})

const submitList = (list: unknown, delivery?: unknown) =>
  sendEmail(api, { htmlType: 'myListSubmission', htmlData: { list, delivery } }, { token })

/** Sends a refused request and checks its status, its error, and that nothing was stored or mailed. */
async function expectRefused(
  send: () => Promise<{ status: number; body: unknown }>,
  status: number,
  error: Record<string, unknown>,
) {
  const before = await storedCounts(deps.db)
  const response = await send()
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(status)
  expect(response.body).toMatchObject({ error })
  expect(await storedCounts(deps.db)).toEqual(before)
}

const invalidList = (field: string) => ({ code: 'invalid_list', fields: { [field]: expect.any(String) } })
const invalidInput = (field: string) => ({ code: 'invalid_input', fields: { [field]: expect.any(String) } })

describe('lists the catalogue refuses: 400 invalid_list naming the item, nothing stored', () => {
  test('unknown slug, unpublished product, product of an unpublished group', async () => {
    for (const slug of ['no-such-product', 'list-retired', 'list-orphan']) {
      const list = [...validList(), { slug, unitName: 'bag', quantity: 1 }]
      await expectRefused(() => submitList(list), 400, invalidList('list.3.slug'))
    }
  })

  test('a unit the product is not sold by', async () => {
    const list = [{ slug: 'list-rock-salt', unitName: 'pallet', quantity: 1 }]
    await expectRefused(() => submitList(list), 400, invalidList('list.0.unitName'))
  })

  test("quantities outside the unit's range (minQty to the maximum staff set) or off its step", async () => {
    const cases: Array<[string, string, number]> = [
      ['list-rock-salt', 'tonne', 2.5],
      ['list-rock-salt', 'tonne', 0],
      ['list-rock-salt', 'tonne', 7],
      ['list-rock-salt', 'tonne', -1],
      ['list-rock-salt', 'bulk sack', 1],
      ['list-bulk-order', 'tonne', 9],
      ['list-bulk-order', 'tonne', 11],
    ]
    for (const [slug, unitName, quantity] of cases) {
      const list = [
        { slug: 'list-brine', unitName: '1,000 L tote', quantity: 1 },
        { slug, unitName, quantity },
      ]
      await expectRefused(() => submitList(list), 400, invalidList('list.1.quantity'))
    }
  })

  test('names every refused item at once', async () => {
    const response = await submitList([
      { slug: 'list-rock-salt', unitName: 'tonne', quantity: 7 },
      { slug: 'list-brine', unitName: '1,000 L tote', quantity: 1 },
      { slug: 'gone', unitName: 'tonne', quantity: 1 },
    ])
    expect(response.body).toEqual({
      error: {
        code: 'invalid_list',
        message: expect.any(String),
        fields: {
          'list.0.quantity': 'Ask for 1 to 6.',
          'list.2.slug': 'This product is no longer available.',
        },
      },
    })
  })
})

describe('malformed lists: 4xx, nothing stored', () => {
  test('wrong types, an empty list, duplicates, more than 100 items', async () => {
    await expectRefused(() => submitList('list-rock-salt'), 400, invalidInput('list'))
    await expectRefused(() => submitList([]), 400, invalidInput('list'))
    await expectRefused(() => submitList([null]), 400, invalidInput('list.0'))
    await expectRefused(
      () => submitList([{ slug: 'list-rock-salt', unitName: 'tonne', quantity: '3' }]),
      400,
      invalidInput('list.0.quantity'),
    )
    await expectRefused(
      () => submitList([{ slug: 42, unitName: 'tonne', quantity: 1 }]),
      400,
      invalidInput('list.0.slug'),
    )
    const duplicate = [...validList(), { slug: 'list-rock-salt', unitName: 'tonne', quantity: 1 }]
    await expectRefused(() => submitList(duplicate), 400, invalidInput('list.3'))
    const many = Array.from({ length: 101 }, (_, i) => ({ slug: `p${i}`, unitName: 't', quantity: 1 }))
    await expectRefused(() => submitList(many), 400, invalidInput('list'))
    await expectRefused(
      () => sendEmail(api, { htmlType: 'myListSubmission', htmlData: null }, { token }),
      400,
      { code: 'invalid_input' },
    )
  })

  test('10,000 items: the 100 kB body limit answers 413 before any parsing', async () => {
    const huge = Array.from({ length: 10_000 }, () => ({
      slug: 'list-rock-salt',
      unitName: 'tonne',
      quantity: 1,
    }))
    await expectRefused(() => submitList(huge), 413, { code: 'entity_too_large' })
  })

  test('delivery details: Canadian postal code, lengths, a date window from today on', async () => {
    const list = validList()
    await expectRefused(
      () => submitList(list, { postalCode: '90210' }),
      400,
      invalidInput('delivery.postalCode'),
    )
    await expectRefused(
      () => submitList(list, { siteAddress: 'x'.repeat(201) }),
      400,
      invalidInput('delivery.siteAddress'),
    )
    await expectRefused(() => submitList(list, { city: 'x'.repeat(81) }), 400, invalidInput('delivery.city'))
    await expectRefused(
      () => submitList(list, { notes: 'x'.repeat(1001) }),
      400,
      invalidInput('delivery.notes'),
    )
    await expectRefused(
      () => submitList(list, { dateFrom: '2026-02-30' }),
      400,
      invalidInput('delivery.dateFrom'),
    )
    await expectRefused(
      () => submitList(list, { dateFrom: torontoDay(-1) }),
      400,
      invalidInput('delivery.dateFrom'),
    )
    await expectRefused(
      () => submitList(list, { dateFrom: torontoDay(3), dateTo: torontoDay(2) }),
      400,
      invalidInput('delivery.dateTo'),
    )
    const today = await submitList(list, { dateFrom: torontoDay(0), dateTo: torontoDay(0) })
    expect(today.status, JSON.stringify(today.body)).toBe(200)
  })
})

describe('the Idempotency-Key header', () => {
  test('missing or malformed: 400 invalid_idempotency_key, nothing stored', async () => {
    const body = { htmlType: 'myListSubmission', htmlData: { list: validList() } }
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key-1']) {
      await expectRefused(() => sendEmail(api, body, { token, key }), 400, {
        code: 'invalid_idempotency_key',
        fields: { 'Idempotency-Key': expect.any(String) },
      })
    }
    const customer = await createAccount(deps.db)
    await expectRefused(
      () =>
        listSubmission(
          api,
          { type: 'login', username: customer.eMail, password: customer.password, list: validList() },
          { key: null },
        ),
      400,
      { code: 'invalid_idempotency_key' },
    )
  })
})

describe('newAccountListSubmission abuse guards', () => {
  const newAccountBody = (email: string, website?: string) => ({
    htmlType: 'newAccountListSubmission',
    htmlData: { form: { ...applicationForm(email), website }, list: validList() },
  })

  test('a filled honeypot gets a success and nothing is stored or sent', async () => {
    await expectRefusedLikeSuccess(() =>
      sendEmail(api, newAccountBody('robot@spam.example', 'http://spam.example')),
    )
  })

  test('at most 5 an hour from one address: then 429 with Retry-After and nothing stored', async () => {
    const ip = '203.0.113.91'
    for (let i = 0; i < limits.newAccountListsPerIp.limit; i++) {
      const response = await sendEmail(api, newAccountBody(`limit-${i}@example.test`), { ip })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
    }
    const before = await storedCounts(deps.db)
    const blocked = await sendEmail(api, newAccountBody('limit-over@example.test'), { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedCounts(deps.db)).toEqual(before)
  })
})

/** A robot must not learn it was caught: the answer is a success, yet nothing is stored or queued. */
async function expectRefusedLikeSuccess(send: () => Promise<{ status: number; body: unknown }>) {
  const before = await storedCounts(deps.db)
  const response = await send()
  expect(response.status).toBe(200)
  expect(response.body).toEqual({ success: true })
  expect(await storedCounts(deps.db)).toEqual(before)
}
