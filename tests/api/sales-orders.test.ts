import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { RetryNavResponse } from '#domain/admin/transactions/answers.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import type { AcceptQuoteAnswer, CustomerRequestDetail } from '#domain/quotes/answers.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { erpSandboxLoseAnswerKey, sandboxSalesOrderNo } from '#server/adapters/erp/sandbox-sales-orders.ts'
import { auditLog, erpPostings, erpSandboxSalesOrders } from '#server/db/schema.ts'
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
const calls = quoteCalls(api, managerToken)

/** A customer's request quoted (40 t at $129.50, $175 delivery) and accepted: the order, confirmed. */
async function acceptedOrder() {
  const customer = await customerWithRequest(app)
  expect((await calls.saveQuote(customer.requestId, quoteDraft(0))).status).toBe(200)
  const accepted = await calls.accept(customer.requestId, customer.token, {
    version: 1,
    poNumber: 'PO-77',
    payment: { method: 'salt-card', cardId: customer.card.id },
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
  return { customer, order: (accepted.body as AcceptQuoteAnswer).order }
}

const postingOfOrder = async (orderId: number) =>
  (await deps.db.select().from(erpPostings).where(eq(erpPostings.orderId, orderId)))[0]!

const salesOrdersOf = (orderNo: string) =>
  deps.db.select().from(erpSandboxSalesOrders).where(eq(erpSandboxSalesOrders.externalDocumentNo, orderNo))

const staffOrder = async (orderId: number) => {
  const answer = await api.get(`/api/salt/admin/orders/${orderId}`, { token: managerToken })
  expect(answer.status).toBe(200)
  return answer.body as AdminOrder
}

const retry = async (postingId: number) => {
  const answer = await api.post('/api/salt/retrynav', { postingId }, { token: managerToken })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as RetryNavResponse
}

async function withSwitch(key: string, run: () => Promise<void>) {
  await writeSetting(deps.db, key, true)
  try {
    await run()
  } finally {
    await writeSetting(deps.db, key, false)
  }
}

describe('a NAV sales order per accepted order', () => {
  test('queued with the order, posted by the worker with its lines, day and number; both pages show it', async () => {
    const { customer, order } = await acceptedOrder()
    expect(await postingOfOrder(order.id)).toMatchObject({
      kind: 'sales-order',
      status: 'pending',
      attempts: 0,
      ledgerId: null,
    })
    expect(order.nav).toEqual({ status: 'pending', documentNo: null })

    await app.deliverMail()
    const [stored] = await salesOrdersOf(order.orderNo)
    expect(stored).toBeDefined()
    const navNo = sandboxSalesOrderNo(stored!.id)
    expect(await postingOfOrder(order.id)).toMatchObject({ status: 'approved', erpDocumentNo: navNo })
    expect(stored!.payload).toMatchObject({
      externalDocumentNo: order.orderNo,
      customerNo: customer.customer.customerNo,
      poNumber: 'PO-77',
      requestedDeliveryDate: torontoDay(7),
      yard: null,
      lines: [{ item: 'Treated Rock Salt', unit: 'tonne', quantity: '40', unitPriceCents: 12_950 }],
      deliveryFeeCents: 17_500,
    })

    const page = (await calls.read(customer.requestId, customer.token)).body as CustomerRequestDetail
    expect(page.order?.nav).toEqual({ status: 'approved', documentNo: navNo })
    expect((await staffOrder(order.id)).navPosting).toMatchObject({
      status: 'approved',
      attempts: 1,
      documentNo: navNo,
    })
  })

  test('accepting twice queues one posting', async () => {
    const { customer, order } = await acceptedOrder()
    const again = await calls.accept(customer.requestId, customer.token, {
      version: 1,
      poNumber: 'PO-77',
      payment: { method: 'salt-card', cardId: customer.card.id },
    })
    expect(again.status).toBe(200)
    expect(await deps.db.select().from(erpPostings).where(eq(erpPostings.orderId, order.id))).toHaveLength(1)
  })

  test('an answer lost after NAV made the order: the worker’s resend finds it, one sales order', async () => {
    const { order } = await acceptedOrder()
    await withSwitch(erpSandboxLoseAnswerKey, async () => {
      await app.deliverMail()
      const failed = await postingOfOrder(order.id)
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, erpDocumentNo: null })
      expect(failed.lastError).toContain('lost-answer switch')
    })
    expect(await salesOrdersOf(order.orderNo)).toHaveLength(1)

    app.clock.advance(minutes(1))
    await app.deliverMail()
    const [stored] = await salesOrdersOf(order.orderNo)
    expect(await salesOrdersOf(order.orderNo)).toHaveLength(1)
    expect(await postingOfOrder(order.id)).toMatchObject({
      status: 'approved',
      attempts: 2,
      erpDocumentNo: sandboxSalesOrderNo(stored!.id),
    })
  })

  test('the manager’s Retry after a lost answer finds the order too, and is audited', async () => {
    const { order } = await acceptedOrder()
    await withSwitch(erpSandboxLoseAnswerKey, () => app.deliverMail())
    const posting = await postingOfOrder(order.id)
    expect(posting.status).toBe('failed')

    const answer = await retry(posting.id)
    const [stored] = await salesOrdersOf(order.orderNo)
    expect(answer).toMatchObject({
      success: true,
      status: 'approved',
      documentNo: sandboxSalesOrderNo(stored!.id),
    })
    expect(await salesOrdersOf(order.orderNo)).toHaveLength(1)
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'nav-posting.retried'), eq(auditLog.subject, `nav-postings/${posting.id}`)),
      )
    expect(audits).toHaveLength(1)
  })

  test(`dead after ${maxAttempts} refusals, left alone by the worker; the manager’s Retry posts it once`, async () => {
    const { order } = await acceptedOrder()
    await withSwitch(erpSandboxFailKey, async () => {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        await app.deliverMail()
        expect(await postingOfOrder(order.id)).toMatchObject({
          attempts: attempt,
          status: attempt < maxAttempts ? 'failed' : 'dead',
        })
        app.clock.advance(minutes(60))
      }
    })
    await app.deliverMail()
    expect(await postingOfOrder(order.id)).toMatchObject({ status: 'dead', attempts: maxAttempts })
    expect(await salesOrdersOf(order.orderNo)).toEqual([])
    // Hours passed on the test clock: the manager's session of the morning has run out.
    managerToken = await api.signIn(manager.eMail, manager.password)
    expect((await staffOrder(order.id)).navPosting).toMatchObject({ status: 'dead' })

    const posting = await postingOfOrder(order.id)
    expect(await retry(posting.id)).toMatchObject({ success: true, status: 'approved' })
    expect(await salesOrdersOf(order.orderNo)).toHaveLength(1)
    expect(await retry(posting.id)).toMatchObject({ success: true, status: 'approved' })
    expect(await salesOrdersOf(order.orderNo)).toHaveLength(1)
  })
})
