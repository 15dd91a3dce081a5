import { and, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import type { DeliveryTicket, PickupTicket } from '#domain/tickets/answers.ts'
import { outbox } from '#server/db/schema.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import { download } from '#tests/support/downloads.ts'
import { seedListCatalog, torontoDay } from '#tests/support/my-list.ts'
import { pdfText } from '#tests/support/pdf-text.ts'
import { customerWithRequest, quoteCalls, quoteDraft } from '#tests/support/quotes.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
await seedListCatalog(deps.db)

/** A pickup through the scale-house API, as in production; answers the ledger entry's id. */
async function pickUp(cardNo: string, overrides: Record<string, unknown> = {}) {
  const key = await createScaleKey(deps.db, ['bradford'])
  const body = scaleTicket({ cardNo, ...overrides })
  const answer = await sendPickup(api, body, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { id: (answer.body as { ledgerId: number }).ledgerId, ticketNo: body.ticketNo as string }
}

describe('the e-ticket of a pickup', () => {
  test('the page data names ticket, yard, product, quantity, masked card, time, amount and NAV status', async () => {
    const fleet = await alertFleet(app)
    const pickup = await pickUp(fleet.cardA.cardNo, { tonnes: 12.5, amountCents: 178_125 })
    const answer = await api.get(`/api/salt/tickets/${pickup.id}`, { token: fleet.ownerToken })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      transactionId: pickup.id,
      ticketNo: pickup.ticketNo,
      yardName: 'Yard bradford',
      product: 'Bulk Rock Salt',
      tonnes: '12.500',
      cardName: 'Plow A',
      cardNoMasked: `•••• ${fleet.cardA.cardNo.slice(-4)}`,
      printedAt: expect.any(String),
      amountCents: 178_125,
      balanceAfterCents: 1_000_000 - 178_125,
      erpStatus: 'pending',
    } satisfies PickupTicket)
    expect(JSON.stringify(answer.body)).not.toContain(fleet.cardA.cardNo)
  })

  test('the PDF is a PDF named for the ticket, and its text holds the ticket number and amount', async () => {
    const fleet = await alertFleet(app)
    const pickup = await pickUp(fleet.cardA.cardNo)
    const file = await download(app, `/api/salt/tickets/${pickup.id}/pdf`, fleet.ownerToken)
    expect(file.status).toBe(200)
    expect(file.contentType).toBe('application/pdf')
    expect(file.disposition).toBe(`attachment; filename="pickup-ticket-${pickup.ticketNo}.pdf"`)
    const { pages, title } = await pdfText(file.bytes)
    expect(title).toBe(`Pickup ticket ${pickup.ticketNo}`)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toEqual(expect.arrayContaining([pickup.ticketNo, '$622.73', 'Yard bradford', '4.37 t']))
  })

  test("another account's ticket, a load's entry and an unknown id are the same 404; a bad id is a 400", async () => {
    const fleet = await alertFleet(app)
    const other = await alertFleet(app)
    const pickup = await pickUp(fleet.cardA.cardNo)
    for (const path of [`/api/salt/tickets/${pickup.id}`, `/api/salt/tickets/${pickup.id}/pdf`]) {
      const answer = await api.get(path, { token: other.ownerToken })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'This ticket does not exist.' } })
    }
    const [load] = (
      (await api.get('/api/salt/transactions', { token: fleet.ownerToken })).body as {
        items: Array<{ id: number; type: string }>
      }
    ).items.filter((item) => item.type === 'load')
    expect((await api.get(`/api/salt/tickets/${load!.id}`, { token: fleet.ownerToken })).status).toBe(404)
    expect((await api.get('/api/salt/tickets/2147483647', { token: fleet.ownerToken })).status).toBe(404)
    const bad = await api.get('/api/salt/tickets/abc', { token: fleet.ownerToken })
    expect(bad.status).toBe(400)
    expect((bad.body as { error: { code: string } }).error.code).toBe('invalid_input')
  })

  test("a driver reads their own card's tickets only; a dispatcher, who may not see transactions, gets a 403", async () => {
    const fleet = await alertFleet(app)
    const onA = await pickUp(fleet.cardA.cardNo)
    const onB = await pickUp(fleet.cardB.cardNo)
    expect((await api.get(`/api/salt/tickets/${onA.id}`, { token: fleet.driverA.token })).status).toBe(200)
    const foreign = await api.get(`/api/salt/tickets/${onB.id}`, { token: fleet.driverA.token })
    expect(foreign.status).toBe(404)
    expect(JSON.stringify(foreign.body)).not.toContain('Plow B')
    expect((await download(app, `/api/salt/tickets/${onB.id}/pdf`, fleet.driverA.token)).status).toBe(404)
    expect((await api.get(`/api/salt/tickets/${onB.id}`, { token: fleet.accountant.token })).status).toBe(200)
    expect((await api.get(`/api/salt/tickets/${onA.id}`, { token: fleet.dispatcher.token })).status).toBe(403)
  })

  test('the pickup alert mail links the e-ticket', async () => {
    const fleet = await alertFleet(app)
    await chooseAlerts(app, fleet.ownerToken, ['pickup'])
    const pickup = await pickUp(fleet.cardA.cardNo)
    const [mail] = await deps.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(
        and(eq(outbox.toAddress, fleet.customer.eMail), like(outbox.subject, 'Pickup on your Salt Card%')),
      )
    expect(mail?.text).toContain(`Its e-ticket: ${testSiteUrl}/profile/tickets/${pickup.id}`)
  })
})

const manager = await createStaff(deps.db, 5000)
const calls = quoteCalls(api, await api.signIn(manager.eMail, manager.password))

describe('the delivery ticket of an order', () => {
  async function orderOf(customer: Awaited<ReturnType<typeof customerWithRequest>>) {
    expect((await calls.saveQuote(customer.requestId, quoteDraft(0))).status).toBe(200)
    const accepted = await calls.accept(customer.requestId, customer.token, {
      version: 1,
      poNumber: 'PO-77',
      payment: { method: 'salt-card', cardId: customer.card.id },
    })
    expect(accepted.status).toBe(201)
    return (accepted.body as AcceptQuoteAnswer).order
  }

  async function move(orderId: number, body: Record<string, unknown>) {
    const answer = await calls.move(orderId, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { version: number }).version
  }

  test('none before delivery (404); after it, the page data and a PDF with the ticket and order numbers', async () => {
    const customer = await customerWithRequest(app)
    const order = await orderOf(customer)
    const path = `/api/salt/requests/${customer.requestId}/ticket`
    const early = await api.get(path, { token: customer.token })
    expect(early.status).toBe(404)
    expect((early.body as { error: { message: string } }).error.message).toBe(
      'This request has no delivery ticket yet.',
    )
    let version = await move(order.id, {
      status: 'scheduled',
      version: order.version,
      window: { date: torontoDay(7), slot: 'morning' },
      yardSlug: 'bradford',
      carrier: 'Truck 12',
    })
    version = await move(order.id, { status: 'out-for-delivery', version })
    await move(order.id, {
      status: 'delivered',
      version,
      deliveredQuantity: '40 t',
      deliveredAt: '2026-11-20T15:45:00Z',
      ticketNo: 'DT-9001',
      signatureName: 'Pat Site-Lead',
    })
    const answer = await api.get(path, { token: customer.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      requestId: customer.requestId,
      ticketNo: 'DT-9001',
      orderNo: order.orderNo,
      poNumber: 'PO-77',
      deliveredQuantity: '40 t',
      deliveredAt: '2026-11-20T15:45:00.000Z',
      yardName: 'Yard bradford',
      signatureName: 'Pat Site-Lead',
      lines: [{ productName: 'Treated Rock Salt', unitName: 'tonne', quantity: 40 }],
      totalCents: 605_115,
      paymentMethod: 'salt-card',
      cardNoMasked: `•••• ${customer.card.cardNo.slice(-4)}`,
      paidCents: 605_115,
      erpStatus: 'pending',
    } satisfies Partial<DeliveryTicket>)

    const file = await download(app, `${path}/pdf`, customer.token)
    expect(file.contentType).toBe('application/pdf')
    expect(file.disposition).toBe('attachment; filename="delivery-ticket-DT-9001.pdf"')
    const [texts] = (await pdfText(file.bytes)).pages
    expect(texts).toEqual(
      expect.arrayContaining(['DT-9001', order.orderNo, 'PO-77', '2026-11-20 10:45', 'Pat Site-Lead']),
    )

    const stranger = await customerWithRequest(app)
    for (const each of [path, `${path}/pdf`])
      expect((await api.get(each, { token: stranger.token })).status).toBe(404)
  })
})
