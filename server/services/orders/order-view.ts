import { asc, eq } from 'drizzle-orm'
import type { OrderView } from '#domain/quotes/answers.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type Order, cardLedger, cards, orderEvents, orders } from '#server/db/schema.ts'
import { salesOrderPosting } from './sales-order-posting.ts'
import { readsTogether } from '#server/db/reads-together.ts'

/** An order as customer and staff read it, with its timeline oldest first. */
export async function orderView(db: Db | Tx, order: Order): Promise<OrderView> {
  const [events, [card], [payment], posting] = await readsTogether(db, [
    () => db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    () =>
      order.cardId === null
        ? Promise.resolve([])
        : db.select({ cardNo: cards.cardNo }).from(cards).where(eq(cards.id, order.cardId)),
    () =>
      order.ledgerEntryId === null
        ? Promise.resolve([])
        : db
            .select({ amountCents: cardLedger.amountCents })
            .from(cardLedger)
            .where(eq(cardLedger.id, order.ledgerEntryId)),
    () => salesOrderPosting(db, order.id),
  ])
  return {
    id: order.id,
    orderNo: orderNumber(order.id),
    status: order.status,
    quoteVersion: order.quoteVersion,
    poNumber: order.poNumber,
    paymentMethod: order.paymentMethod,
    cardNo: card?.cardNo ?? null,
    totalCents: order.totalCents,
    window: order.window,
    yardSlug: order.yardSlug,
    carrier: order.carrier,
    deliveredQuantity: order.deliveredQuantity,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    ticketNo: order.ticketNo,
    signatureName: order.signatureName,
    cancelReason: order.cancelReason,
    paidCents: payment ? -payment.amountCents : null,
    nav: posting && { status: posting.status, documentNo: posting.documentNo },
    createdAt: order.createdAt.toISOString(),
    version: order.version,
    events: events.map((event) => ({
      status: event.status,
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    })),
  }
}

export async function orderOfQuote(db: Db | Tx, quoteId: number): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.quoteId, quoteId))
  return order
}
