import type { APIRequestContext } from '@playwright/test'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { seedGroups } from '#server/db/seed/catalog-products.ts'
import { expect } from './fixtures.ts'
import { demoToken } from './site.ts'

/** A Toronto day `days` from today, as quote windows take it (YYYY-MM-DD). */
const torontoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/**
 * The road to a delivery ticket, through the API as each person's screen calls it: the customer (`token`) sends a
 * My List of one product on offer, the demo manager quotes it at $100 + HST, the customer accepts it paid from
 * `cardId`, and the manager schedules and delivers it with `ticketNo`. Answers the request's id and order number.
 */
export async function deliveredOrder(
  request: APIRequestContext,
  { token, cardId, ticketNo }: { token: string; cardId: number; ticketNo: string },
) {
  const customer = { authorization: `Bearer ${token}` }
  const manager = { authorization: `Bearer ${await demoToken(request, 'manager')}` }
  const candidates = seedGroups.flatMap((group) =>
    group.products.flatMap((product) =>
      product.units.map((unit) => ({ slug: product.slug, unitName: unit.unitName })),
    ),
  )
  const checked = await request.post('/api/salt/my-list/check', { data: { items: candidates } })
  const item = (
    (await checked.json()) as {
      items: Array<{ slug: string; unitName: string; productName: string; minQty: number }>
    }
  ).items[0]!
  const sent = await request.post('/api/salt/send-email', {
    headers: { ...customer, 'idempotency-key': `e2e-ticket-${ticketNo}` },
    data: {
      htmlType: 'myListSubmission',
      htmlData: { list: [{ slug: item.slug, unitName: item.unitName, quantity: Math.max(1, item.minQty) }] },
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const { requestId } = (await sent.json()) as { requestId: number }
  const quoted = await request.post(`/api/salt/admin/listrequests/${requestId}/quote`, {
    headers: manager,
    data: {
      basedOnVersion: 0,
      lines: [
        { productName: item.productName, unitName: item.unitName, quantity: 1, unitPriceCents: 10_000 },
      ],
      deliveryFeeCents: 0,
      window: { date: torontoDay(7), slot: 'morning' },
      validUntil: torontoDay(3),
      note: '',
    },
  })
  expect(quoted.status(), await quoted.text()).toBe(200)
  const accepted = await request.post(`/api/salt/requests/${requestId}/accept`, {
    headers: customer,
    data: { version: 1, poNumber: 'PO-E2E', payment: { method: 'salt-card', cardId } },
  })
  expect(accepted.status(), await accepted.text()).toBe(201)
  const { order } = (await accepted.json()) as AcceptQuoteAnswer
  let version = order.version
  const move = async (body: Record<string, unknown>) => {
    const moved = await request.post(`/api/salt/admin/orders/${order.id}/status`, {
      headers: manager,
      data: { ...body, version },
    })
    expect(moved.status(), await moved.text()).toBe(200)
    version = ((await moved.json()) as { version: number }).version
  }
  await move({
    status: 'scheduled',
    window: { date: torontoDay(7), slot: 'morning' },
    yardSlug: 'bradford',
    carrier: 'Truck 12',
  })
  await move({ status: 'out-for-delivery' })
  await move({
    status: 'delivered',
    deliveredQuantity: '1 t',
    deliveredAt: new Date().toISOString(),
    ticketNo,
    signatureName: 'Pat Site-Lead',
  })
  return { requestId, orderNo: order.orderNo }
}
