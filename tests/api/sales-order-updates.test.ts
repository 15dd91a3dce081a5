import { and, asc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { RetryNavResponse } from '#domain/admin/transactions/answers.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { sandboxSalesOrderNo } from '#server/adapters/erp/sandbox-sales-orders.ts'
import { erpPostings, erpSandboxSalesOrders } from '#server/db/schema.ts'
import { writeSetting } from '#server/services/settings.ts'
import { minutes } from '#tests/support/clock.ts'
import { seedListCatalog, torontoDay } from '#tests/support/my-list.ts'
import { customerWithRequest, quoteCalls, quoteDraft } from '#tests/support/quotes.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const maxAttempts = deps.config.ERP_MAX_ATTEMPTS
await seedListCatalog(deps.db)
const manager = await createStaff(deps.db, staffLevels.manager)
let managerToken = await api.signIn(manager.eMail, manager.password)
let calls = quoteCalls(api, managerToken)

/** After hours on the test clock the manager's session has run out: sign in again. */
async function signInAgain() {
  managerToken = await api.signIn(manager.eMail, manager.password)
  calls = quoteCalls(api, managerToken)
}

/** A customer's request quoted (delivery window a week out) and accepted with a PO: the order, confirmed. */
async function acceptedOrder() {
  const customer = await customerWithRequest(app)
  expect((await calls.saveQuote(customer.requestId, quoteDraft(0))).status).toBe(200)
  const accepted = await calls.accept(customer.requestId, customer.token, {
    version: 1,
    poNumber: 'PO-88',
    payment: { method: 'salt-card', cardId: customer.card.id },
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
  return (accepted.body as AcceptQuoteAnswer).order
}

async function move(orderId: number, body: Record<string, unknown>): Promise<AdminOrder> {
  const answer = await calls.move(orderId, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as AdminOrder
}

/** Scheduled from Oshawa on a later day than the accepted window's; cancelled with a reason. */
const schedule = (orderId: number, version: number) =>
  move(orderId, {
    status: 'scheduled',
    version,
    window: { date: torontoDay(9), slot: 'afternoon' },
    yardSlug: 'oshawa-docks',
    carrier: 'Truck 4',
  })
const cancel = (orderId: number, version: number) =>
  move(orderId, { status: 'cancelled', version, reason: 'Site closed for the season.' })

const postingsOf = (orderId: number) =>
  deps.db.select().from(erpPostings).where(eq(erpPostings.orderId, orderId)).orderBy(asc(erpPostings.id))

const salesOrderOf = async (orderNo: string) => {
  const found = await deps.db
    .select()
    .from(erpSandboxSalesOrders)
    .where(eq(erpSandboxSalesOrders.externalDocumentNo, orderNo))
  expect(found).toHaveLength(1)
  return found[0]!
}

/** What NAV's order holds once the schedule and the cancellation reached it. */
const scheduledThenCancelled = (orderNo: string) => ({
  externalDocumentNo: orderNo,
  yard: 'oshawa-docks',
  requestedDeliveryDate: torontoDay(9),
  status: 'cancelled',
  cancelReason: 'Site closed for the season.',
})

async function withNavDown(run: () => Promise<void>) {
  await writeSetting(deps.db, erpSandboxFailKey, true)
  try {
    await run()
  } finally {
    await writeSetting(deps.db, erpSandboxFailKey, false)
  }
}

describe("NAV's sales order follows the order (ADR 0040)", () => {
  test('scheduled, then cancelled: each change reaches NAV after the create, in the order staff made them', async () => {
    const order = await acceptedOrder()
    await app.deliverMail()
    const created = await salesOrderOf(order.orderNo)
    expect(created.payload).toMatchObject({ yard: null, requestedDeliveryDate: torontoDay(7) })

    const scheduled = await schedule(order.id, order.version)
    await app.deliverMail()
    expect((await salesOrderOf(order.orderNo)).changes).toEqual([
      {
        externalDocumentNo: order.orderNo,
        yard: 'oshawa-docks',
        requestedDeliveryDate: torontoDay(9),
        status: 'scheduled',
        cancelReason: '',
      },
    ])

    await cancel(order.id, scheduled.version)
    await app.deliverMail()
    const followed = await salesOrderOf(order.orderNo)
    expect(followed.changes.map((change) => change.status)).toEqual(['scheduled', 'cancelled'])
    expect(followed.payload).toMatchObject(scheduledThenCancelled(order.orderNo))

    const staffView = (await api.get(`/api/salt/admin/orders/${order.id}`, { token: managerToken }))
      .body as AdminOrder
    expect(staffView.navUpdates).toEqual([
      expect.objectContaining({
        status: 'approved',
        attempts: 1,
        documentNo: sandboxSalesOrderNo(created.id),
      }),
      expect.objectContaining({
        status: 'approved',
        attempts: 1,
        documentNo: sandboxSalesOrderNo(created.id),
      }),
    ])
  })

  test('the create failed first: the changes wait unsent behind it, then follow it one at a time', async () => {
    const order = await acceptedOrder()
    await withNavDown(async () => {
      await app.deliverMail()
      const scheduled = await schedule(order.id, order.version)
      await cancel(order.id, scheduled.version)
      app.clock.advance(minutes(5))
      await app.deliverMail()
      expect(
        (await postingsOf(order.id)).map(({ kind, status, attempts }) => ({ kind, status, attempts })),
      ).toEqual([
        { kind: 'sales-order', status: 'failed', attempts: 2 },
        { kind: 'sales-order-update', status: 'pending', attempts: 0 },
        { kind: 'sales-order-update', status: 'pending', attempts: 0 },
      ])
    })

    app.clock.advance(minutes(5))
    await app.deliverMail()
    expect((await postingsOf(order.id)).map((posting) => posting.status)).toEqual([
      'approved',
      'pending',
      'pending',
    ])
    await app.deliverMail()
    expect((await postingsOf(order.id)).map((posting) => posting.status)).toEqual([
      'approved',
      'approved',
      'pending',
    ])
    await app.deliverMail()
    const postings = await postingsOf(order.id)
    expect(postings.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'approved', attempts: 3 },
      { status: 'approved', attempts: 1 },
      { status: 'approved', attempts: 1 },
    ])

    const followed = await salesOrderOf(order.orderNo)
    // The create and each update send the order as it stands when sent: the cancelled order's yard and day.
    expect(followed.payload).toMatchObject(scheduledThenCancelled(order.orderNo))
    expect(followed.changes).toEqual([
      scheduledThenCancelled(order.orderNo),
      scheduledThenCancelled(order.orderNo),
    ])
  })

  test(`a change NAV refused ${maxAttempts} times is dead and holds the next; the manager’s Retry sends both on`, async () => {
    const order = await acceptedOrder()
    await app.deliverMail()
    const scheduled = await schedule(order.id, order.version)
    await withNavDown(async () => {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        await app.deliverMail()
        app.clock.advance(minutes(60))
      }
    })
    await signInAgain()
    await cancel(order.id, scheduled.version)
    await app.deliverMail()
    const [, dead, held] = await postingsOf(order.id)
    expect(dead).toMatchObject({ status: 'dead', attempts: maxAttempts })
    expect(held).toMatchObject({ status: 'pending', attempts: 0 })

    const retried = await api.post('/api/salt/retrynav', { postingId: dead!.id }, { token: managerToken })
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
    expect(retried.body as RetryNavResponse).toMatchObject({ success: true, status: 'approved' })
    await app.deliverMail()
    expect((await postingsOf(order.id)).map((posting) => posting.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ])
    expect((await salesOrderOf(order.orderNo)).payload).toMatchObject(scheduledThenCancelled(order.orderNo))
  })

  test('like NAV, the sandbox refuses an update of a sales order it does not have', async () => {
    await expect(
      deps.erp.updateSalesOrder({
        externalDocumentNo: 'SO-999999',
        yard: 'bradford',
        requestedDeliveryDate: torontoDay(7),
        status: 'scheduled',
        cancelReason: '',
      }),
    ).rejects.toThrow('no sales order SO-999999 to update')
  })

  test('an order with no sales order in NAV (confirmed before postings) queues no update', async () => {
    const order = await acceptedOrder()
    await deps.db
      .delete(erpPostings)
      .where(and(eq(erpPostings.orderId, order.id), eq(erpPostings.kind, 'sales-order')))
    await schedule(order.id, order.version)
    expect(await postingsOf(order.id)).toEqual([])
  })
})
