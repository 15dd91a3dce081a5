import { and, eq, inArray } from 'drizzle-orm'
import type { DeliveryTicket } from '#domain/tickets/answers.ts'
import { deliveryTicketNotFoundText, maskedCardNo } from '#domain/tickets/texts.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import type { Db } from '#server/db/client.ts'
import {
  cardLedger,
  cards,
  erpPostings,
  locations,
  orders,
  quoteVersions,
  quotes,
} from '#server/db/schema.ts'
import type { SignedIn } from '#server/http/auth.ts'
import { notFound } from '#server/http/errors.ts'
import { ownRequestId } from '#server/services/quotes/customer-requests.ts'

/**
 * The delivery ticket of a request's order, once it is delivered (a closed order keeps its ticket). Another
 * account's request is the 404 of `ownRequestId`; a request whose order has no delivery yet is a 404 too.
 */
export async function deliveryTicket(db: Db, session: SignedIn, requestId: number): Promise<DeliveryTicket> {
  await ownRequestId(db, session.account.id, requestId)
  const [row] = await db
    .select({ order: orders, lines: quoteVersions.lines, yardName: locations.locationName })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.number, orders.quoteVersion)),
    )
    .leftJoin(locations, eq(locations.slug, orders.yardSlug))
    .where(and(eq(quotes.listRequestId, requestId), inArray(orders.status, ['delivered', 'closed'])))
  const order = row?.order
  if (!order || order.ticketNo === null || order.deliveredAt === null)
    throw notFound(deliveryTicketNotFoundText)
  const [card] = order.cardId
    ? await db.select({ cardNo: cards.cardNo }).from(cards).where(eq(cards.id, order.cardId))
    : []
  const [payment] = order.ledgerEntryId
    ? await db
        .select({ amountCents: cardLedger.amountCents, erpStatus: erpPostings.status })
        .from(cardLedger)
        .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
        .where(eq(cardLedger.id, order.ledgerEntryId))
    : []
  return {
    requestId,
    ticketNo: order.ticketNo,
    orderNo: orderNumber(order.id),
    poNumber: order.poNumber,
    deliveredQuantity: order.deliveredQuantity ?? '',
    deliveredAt: order.deliveredAt.toISOString(),
    yardName: row.yardName ?? order.yardSlug,
    signatureName: order.signatureName ?? '',
    lines: row.lines.map(({ productName, unitName, quantity }) => ({ productName, unitName, quantity })),
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    cardNoMasked: card ? maskedCardNo(card.cardNo) : null,
    paidCents: payment ? -payment.amountCents : null,
    erpStatus: payment?.erpStatus ?? null,
  }
}
