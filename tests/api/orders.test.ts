import { and, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminOrder, AdminOrderRow } from '#domain/orders/answers.ts'
import type { AcceptQuoteAnswer, CustomerRequestDetail } from '#domain/quotes/answers.ts'
import { auditLog, cardLedger, cards, outbox } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { seedListCatalog, torontoDay } from '#tests/support/my-list.ts'
import { customerWithRequest, quoteCalls, quoteDraft, seedListRequest } from '#tests/support/quotes.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedListCatalog(deps.db)
const manager = await createStaff(deps.db, 5000)
const managerToken = await api.signIn(manager.eMail, manager.password)
const calls = quoteCalls(api, managerToken)

/** Every quote of these tests: 40 t at $129.50, $175 delivery, 13 % HST. */
const orderTotal = 605_115

const schedule = (version: number, yardSlug = 'bradford') => ({
  status: 'scheduled',
  version,
  window: { date: torontoDay(7), slot: 'range', from: '08:00', to: '11:30' },
  yardSlug,
  carrier: 'Truck 12 (own fleet)',
})
const delivered = (version: number) => ({
  status: 'delivered',
  version,
  deliveredQuantity: '40 t',
  deliveredAt: new Date().toISOString(),
  ticketNo: 'DT-4471',
  signatureName: 'Pat Site-Lead',
})

async function quoteAndAccept(customer: { token: string; card: { id: number } }, requestId: number) {
  expect((await calls.saveQuote(requestId, quoteDraft(0))).status).toBe(200)
  const accepted = await calls.accept(requestId, customer.token, {
    version: 1,
    poNumber: 'PO-1',
    payment: { method: 'salt-card', cardId: customer.card.id },
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
  return (accepted.body as AcceptQuoteAnswer).order
}

/** Moves an order and returns it as staff now read it; fails the test unless the move was taken. */
async function moved(orderId: number, body: unknown): Promise<AdminOrder> {
  const answer = await calls.move(orderId, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as AdminOrder
}

describe('an order to delivery', () => {
  test('scheduled, out, delivered (the card debited once), closed: a timeline, a mail and an audit row each', async () => {
    const customer = await customerWithRequest(app)
    const order = await quoteAndAccept(customer, customer.requestId)
    let current = await moved(order.id, schedule(order.version))
    current = await moved(order.id, { status: 'out-for-delivery', version: current.version })
    current = await moved(order.id, delivered(current.version))
    expect(current.paidCents).toBe(orderTotal)
    expect(await currentBalance(deps.db, customer.card.id)).toBe(1_000_000 - orderTotal)
    current = await moved(order.id, { status: 'closed', version: current.version })

    const page = (await calls.read(customer.requestId, customer.token)).body as CustomerRequestDetail
    expect(page.order?.events.map((event) => event.status)).toEqual([
      'confirmed',
      'scheduled',
      'out-for-delivery',
      'delivered',
      'closed',
    ])
    expect(page.order).toMatchObject({
      ticketNo: 'DT-4471',
      signatureName: 'Pat Site-Lead',
      carrier: 'Truck 12 (own fleet)',
    })
    const mails = await deps.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(
        and(eq(outbox.toAddress, customer.customer.eMail), like(outbox.subject, `%order ${order.orderNo}%`)),
      )
    expect(mails.map((mail) => mail.subject.split(': ')[1])).toEqual([
      'confirmed',
      'scheduled',
      'out for delivery',
      'delivered',
      'closed',
    ])
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `orders/${order.id}`))
    expect(audits.map((row) => [row.action, row.actorAccountId])).toEqual(
      Array.from({ length: 4 }, () => ['orders.updated', manager.id]),
    )
    const debits = await deps.db.select().from(cardLedger).where(eq(cardLedger.externalRef, order.orderNo))
    expect(debits.map((entry) => [entry.type, entry.amountCents])).toEqual([['order', -orderTotal]])
  })

  test('a step out of order or from an old screen is a 409; a cancelled order says why', async () => {
    const customer = await customerWithRequest(app)
    const order = await quoteAndAccept(customer, customer.requestId)
    const early = await calls.move(order.id, delivered(order.version))
    expect(early.status).toBe(409)
    expect((early.body as { error: { code: string } }).error.code).toBe('order_status')
    const current = await moved(order.id, schedule(order.version))
    const stale = await calls.move(order.id, { status: 'out-for-delivery', version: order.version })
    expect((stale.body as { error: { code: string } }).error.code).toBe('stale_edit')
    await moved(order.id, {
      status: 'cancelled',
      version: current.version,
      reason: 'Site closed for the season.',
    })
    const page = (await calls.read(customer.requestId, customer.token)).body as CustomerRequestDetail
    expect(page.order).toMatchObject({ status: 'cancelled', cancelReason: 'Site closed for the season.' })
    expect((await calls.move(order.id, schedule(current.version + 1))).status).toBe(409)
  })

  test.each([
    ['a schedule without a yard', (v: number) => ({ ...schedule(v), yardSlug: '' })],
    ['a delivery without a ticket', (v: number) => ({ ...delivered(v), ticketNo: '' })],
    ['a cancellation without a reason', (v: number) => ({ status: 'cancelled', version: v })],
    ['a status that does not exist', (v: number) => ({ status: 'lost', version: v })],
  ])('%s is a 400', async (_name, body) => {
    const customer = await customerWithRequest(app)
    const order = await quoteAndAccept(customer, customer.requestId)
    const answer = await calls.move(order.id, body(order.version))
    expect(answer.status).toBe(400)
    expect((answer.body as { error: { code: string } }).error.code).toBe('invalid_input')
  })
})

describe('paying from a Salt Card at delivery', () => {
  test('20 deliveries at once on a card that covers 7: 7 are paid, 13 refused, the balance never below zero', async () => {
    const customer = await customerWithRequest(app, 7 * orderTotal + 1_000)
    const requestIds = [customer.requestId]
    // The other 19 straight into the table: the My List submission limits a customer to a few lists an hour.
    for (let i = 1; i < 20; i++) requestIds.push(await seedListRequest(deps.db, customer.customer.id))
    const ready: AdminOrder[] = []
    for (const requestId of requestIds) {
      const order = await quoteAndAccept(customer, requestId)
      const scheduled = await moved(order.id, schedule(order.version))
      ready.push(await moved(order.id, { status: 'out-for-delivery', version: scheduled.version }))
    }
    const answers = await Promise.all(ready.map((order) => calls.move(order.id, delivered(order.version))))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(7)
    expect(statuses.filter((status) => status === 409)).toHaveLength(13)
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect((refused.body as { error: { code: string } }).error.code).toBe('insufficient_funds')
    expect(await currentBalance(deps.db, customer.card.id)).toBe(1_000)
    const entries = await deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, customer.card.id))
    expect(entries.filter((entry) => entry.type === 'order')).toHaveLength(7)
    expect(entries.every((entry) => entry.balanceAfterCents >= 0)).toBe(true)
    const board = await api.get('/api/salt/admin/orders', {
      token: managerToken,
      query: { customer: String(customer.customer.id) },
    })
    const rows = (board.body as { items: AdminOrderRow[] }).items
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(7)
    expect(rows.filter((row) => row.status === 'out-for-delivery')).toHaveLength(13)
  })
})

test('a card deactivated after the quote was accepted pays nothing: 409, the order stays out for delivery', async () => {
  const customer = await customerWithRequest(app, 2 * orderTotal)
  const order = await quoteAndAccept(customer, customer.requestId)
  const scheduled = await moved(order.id, schedule(order.version))
  const out = await moved(order.id, { status: 'out-for-delivery', version: scheduled.version })
  await deps.db.update(cards).set({ status: 'deactivated' }).where(eq(cards.id, customer.card.id))

  const answer = await calls.move(order.id, delivered(out.version))
  expect(answer.status).toBe(409)
  expect((answer.body as { error: { code: string } }).error.code).toBe('card_not_usable')
  expect(await currentBalance(deps.db, customer.card.id)).toBe(2 * orderTotal)
  const board = await api.get('/api/salt/admin/orders', {
    token: managerToken,
    query: { customer: String(customer.customer.id) },
  })
  expect((board.body as { items: AdminOrderRow[] }).items.map((row) => row.status)).toEqual([
    'out-for-delivery',
  ])
})

describe('the orders board', () => {
  test('filters by status, yard and customer; the CSV has the same rows', async () => {
    const customer = await customerWithRequest(app)
    const order = await quoteAndAccept(customer, customer.requestId)
    await moved(order.id, schedule(order.version, 'oshawa-docks'))
    const query = { customer: String(customer.customer.id), yard: 'oshawa-docks', status: 'scheduled' }
    const board = await api.get('/api/salt/admin/orders', { token: managerToken, query })
    expect(board.status, JSON.stringify(board.body)).toBe(200)
    expect((board.body as { items: AdminOrderRow[] }).items.map((row) => row.orderNo)).toEqual([
      order.orderNo,
    ])
    const none = await api.get('/api/salt/admin/orders', {
      token: managerToken,
      query: { ...query, yard: 'bradford' },
    })
    expect((none.body as { items: AdminOrderRow[] }).items).toEqual([])
    const csv = await api.get('/api/salt/admin/orders.csv', { token: managerToken, query })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = String(csv.body).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${order.orderNo},Scheduled,${customer.customer.customerNo}`)
    expect(
      (await api.get('/api/salt/admin/orders', { token: managerToken, query: { yard: 'Not A Slug' } }))
        .status,
    ).toBe(400)
  })
})
