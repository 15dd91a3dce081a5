import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AcceptQuoteAnswer, CustomerRequestDetail, CustomerRequestRow } from '#domain/quotes/answers.ts'
import { randomUUID } from 'node:crypto'
import { auditLog, cardApplications, orders, outbox, quotes } from '#server/db/schema.ts'
import { createSession } from '#server/services/auth/sessions.ts'
import { accountsWithEmail, applicationCalls } from '#tests/support/api/applications.ts'
import { days } from '#tests/support/clock.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import { applicationForm, seedListCatalog, sendEmail, torontoDay, validList } from '#tests/support/my-list.ts'
import { customerWithRequest, quoteCalls, quoteDraft, rockSaltLine } from '#tests/support/quotes.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedListCatalog(deps.db)
const manager = await createStaff(deps.db, 5000)
const managerToken = await api.signIn(manager.eMail, manager.password)
const calls = quoteCalls(api, managerToken)

const detail = (response: { body: unknown }) => response.body as CustomerRequestDetail
const payByCard = (cardId: number) => ({ method: 'salt-card', cardId })

async function quoted() {
  const customer = await customerWithRequest(app)
  const saved = await calls.saveQuote(customer.requestId, quoteDraft(0))
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return customer
}

describe('a quote and its versions', () => {
  test('version 1: 13 % HST on lines and delivery, mailed with a link, listed and read by the customer', async () => {
    const { customer, token, requestId } = await quoted()
    const [mail] = await deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, customer.eMail), like(outbox.subject, '%quote for request%')))
    expect(mail?.text).toContain(`http://salt.shop.test/profile/requests/${requestId}`)
    expect(mail?.text).toContain('Total with HST: $6,051.15')

    const list = await api.get('/api/salt/requests', { token })
    expect((list.body as { items: CustomerRequestRow[] }).items).toEqual([
      expect.objectContaining({ id: requestId, state: 'sent', quoteTotalCents: 605_115, orderNo: null }),
    ])
    const read = detail(await calls.read(requestId, token))
    expect(read.quote?.versions).toHaveLength(1)
    expect(read.quote?.versions[0]).toMatchObject({
      number: 1,
      lines: [rockSaltLine],
      subtotalCents: 518_000,
      deliveryFeeCents: 17_500,
      taxRateBasisPoints: 1300,
      taxCents: 69_615,
      totalCents: 605_115,
      expired: false,
      superseded: false,
    })
    expect(read.mayAct).toBe(true)
  })

  test('ask for changes, version 2 from the manager, both readable; v1 is superseded (409), v2 accepted', async () => {
    const { token, requestId, card } = await quoted()
    const asked = await calls.askChanges(requestId, token, { version: 1, message: 'Can you do 45 t?' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(detail(asked).state).toBe('changes-requested')

    const line = { ...rockSaltLine, quantity: 45 }
    expect((await calls.saveQuote(requestId, quoteDraft(1, { lines: [line] }))).status).toBe(200)
    // A second manager still on version 1 does not write another version 2.
    const stale = await calls.saveQuote(requestId, quoteDraft(1))
    expect(stale.status).toBe(409)
    expect((stale.body as { error: { code: string } }).error.code).toBe('stale_edit')

    const read = detail(await calls.read(requestId, token))
    expect(read.quote?.versions.map((version) => [version.number, version.superseded])).toEqual([
      [2, false],
      [1, true],
    ])
    expect(read.quote?.messages).toEqual([
      expect.objectContaining({ versionNumber: 1, body: 'Can you do 45 t?' }),
    ])

    const old = await calls.accept(requestId, token, { version: 1, payment: payByCard(card.id) })
    expect(old.status).toBe(409)
    expect((old.body as { error: { code: string; message: string } }).error).toEqual({
      code: 'quote_superseded',
      message: 'A newer version of this quote was sent. Read the latest version before you accept it.',
    })
    const accepted = await calls.accept(requestId, token, {
      version: 2,
      poNumber: 'PO-88',
      payment: payByCard(card.id),
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
    expect((accepted.body as AcceptQuoteAnswer).order).toMatchObject({ quoteVersion: 2, poNumber: 'PO-88' })
    expect((await calls.saveQuote(requestId, quoteDraft(2))).status).toBe(409)
  })

  test('ten accepts at once (double clicks, two tabs) make one order', async () => {
    const { token, requestId, card } = await quoted()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        calls.accept(requestId, token, { version: 1, payment: payByCard(card.id) }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ])
    const orderIds = new Set(answers.map((answer) => (answer.body as AcceptQuoteAnswer).order.id))
    expect(orderIds.size).toBe(1)
    const [quote] = await deps.db.select().from(quotes).where(eq(quotes.listRequestId, requestId))
    const [made] = await deps.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, quote!.id))
    expect(made?.n).toBe(1)
    const [audited] = await deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.accepted'), eq(auditLog.subject, `listrequests/${requestId}`)))
    expect(audited?.n).toBe(1)
  })

  test('the configured HST rate is the one a new version keeps', async () => {
    const configured = deps.config.HST_RATE_BASIS_POINTS
    deps.config.HST_RATE_BASIS_POINTS = 1500
    try {
      const { token, requestId } = await quoted()
      expect(detail(await calls.read(requestId, token)).quote?.versions[0]).toMatchObject({
        taxRateBasisPoints: 1500,
        taxCents: Math.round((518_000 + 17_500) * 0.15),
      })
    } finally {
      deps.config.HST_RATE_BASIS_POINTS = configured
    }
  })
})

describe('who may see and act', () => {
  test('drivers see no requests (403), accountants read but cannot accept (403), dispatchers accept', async () => {
    const { customer, requestId, card } = await quoted()
    const as = async (role: 'driver' | 'accountant' | 'dispatcher') =>
      userToken(app, await createCompanyUser(deps.db, customer.id, role, { cardIds: [card.id] }))
    const driver = await as('driver')
    expect((await api.get('/api/salt/requests', { token: driver })).status).toBe(403)
    expect((await calls.read(requestId, driver)).status).toBe(403)
    const accountant = await as('accountant')
    expect(detail(await calls.read(requestId, accountant)).mayAct).toBe(false)
    expect(
      (await calls.accept(requestId, accountant, { version: 1, payment: payByCard(card.id) })).status,
    ).toBe(403)
    const dispatcher = await as('dispatcher')
    expect(
      (await calls.accept(requestId, dispatcher, { version: 1, payment: payByCard(card.id) })).status,
    ).toBe(201)
  })

  test("another account's request is a 404, and so is its card as a payment", async () => {
    const victim = await quoted()
    const intruder = await quoted()
    expect((await calls.read(victim.requestId, intruder.token)).status).toBe(404)
    const list = (await api.get('/api/salt/requests', { token: intruder.token })).body as {
      items: CustomerRequestRow[]
    }
    expect(list.items.map((row) => row.id)).toEqual([intruder.requestId])
    const foreignCard = await calls.accept(intruder.requestId, intruder.token, {
      version: 1,
      payment: payByCard(victim.card.id),
    })
    expect(foreignCard.status).toBe(400)
    expect(
      (foreignCard.body as { error: { fields: Record<string, string> } }).error.fields.payment,
    ).toBeDefined()
  })

  test('a Prepaid account cannot choose to pay on account', async () => {
    const { token, requestId } = await quoted()
    const answer = await calls.accept(requestId, token, { version: 1, payment: { method: 'on-account' } })
    expect(answer.status).toBe(400)
    expect((answer.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      payment: 'Your account is prepaid: pay from a Salt Card.',
    })
  })
})

describe('bad input is a 4xx in the error shape', () => {
  test.each([
    ['no lines', { lines: [] }, 'lines'],
    ['a negative price', { lines: [{ ...rockSaltLine, unitPriceCents: -1 }] }, 'lines.0.unitPriceCents'],
    [
      'a price in dollars with cents',
      { lines: [{ ...rockSaltLine, unitPriceCents: 129.5 }] },
      'lines.0.unitPriceCents',
    ],
    ['a quantity of zero', { lines: [{ ...rockSaltLine, quantity: 0 }] }, 'lines.0.quantity'],
    [
      'a backwards time range',
      { window: { date: torontoDay(7), slot: 'range', from: '14:00', to: '09:00' } },
      'window.to',
    ],
    ['a valid-until day in the past', { validUntil: torontoDay(-1) }, 'validUntil'],
    ['a delivery fee as text', { deliveryFeeCents: '175' }, 'deliveryFeeCents'],
  ])('a quote with %s', async (_name, overrides, field) => {
    const { requestId } = await customerWithRequest(app)
    const answer = await calls.saveQuote(requestId, quoteDraft(0, overrides))
    expect(answer.status).toBe(400)
    expect((answer.body as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
      code: 'invalid_input',
      fields: { [field]: expect.any(String) },
    })
  })

  test('a quote for a request that does not exist is a 404; an id that is no number a 400', async () => {
    expect((await calls.saveQuote(2_000_000_000, quoteDraft(0))).status).toBe(404)
    expect((await calls.saveQuote('x1' as unknown as number, quoteDraft(0))).status).toBe(400)
  })

  test('accepting without a payment, asking for changes with no message', async () => {
    const { token, requestId } = await quoted()
    expect((await calls.accept(requestId, token, { version: 1 })).status).toBe(400)
    expect((await calls.askChanges(requestId, token, { version: 1, message: '  ' })).status).toBe(400)
    expect((await calls.accept(requestId, token, 'yes')).status).toBe(400)
  })
})

describe('a request sent through the register path', () => {
  test('its quote waits unmailed until the application is approved, then goes to the new account', async () => {
    const email = `riley-${randomUUID().slice(0, 8)}@okafor.example`
    const sent = await sendEmail(api, {
      htmlType: 'newAccountListSubmission',
      htmlData: { form: { ...applicationForm(email), website: '' }, list: validList().slice(0, 1) },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const requestId = (sent.body as { requestId: number }).requestId
    const saved = await calls.saveQuote(requestId, quoteDraft(0))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const quoteMails = () =>
      deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), like(outbox.subject, '%quote for request%')))
    expect(await quoteMails()).toEqual([])

    const [application] = await deps.db
      .select()
      .from(cardApplications)
      .where(eq(cardApplications.eMail, email))
    const approved = await applicationCalls(api, managerToken).approve(application!.id, { version: 1 })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const [mail] = await quoteMails()
    expect(mail?.text).toContain(`/profile/requests/${requestId}`)
    const [account] = await accountsWithEmail(deps, email)
    const token = await createSession(deps.db, account!.id, deps.now())
    const read = detail(await calls.read(requestId, token))
    expect(read).toMatchObject({ state: 'sent', quote: { latestVersion: 1 } })
  })
})

// Last: moving the clock five days ends the manager's session (staff sessions idle out after 8 hours).
describe('expiry', () => {
  test('an expired quote cannot be accepted (409), but changes may be asked for', async () => {
    const { token, requestId, card } = await quoted()
    app.clock.advance(days(5))
    const late = await calls.accept(requestId, token, { version: 1, payment: payByCard(card.id) })
    expect(late.status).toBe(409)
    expect((late.body as { error: { code: string } }).error.code).toBe('quote_expired')
    expect(detail(await calls.read(requestId, token)).state).toBe('expired')
    expect(
      (await calls.askChanges(requestId, token, { version: 1, message: 'Renew it please.' })).status,
    ).toBe(200)
  })
})
