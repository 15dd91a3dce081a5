import { and, desc, eq, sql } from 'drizzle-orm'
import { mayUse } from '#domain/account/company-roles.ts'
import type { CustomerRequestDetail, CustomerRequestRow } from '#domain/quotes/answers.ts'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'
import { type RequestState, quoteNotFoundText } from '#domain/quotes/texts.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { listRequests, orders, quoteVersions, quotes } from '#server/db/schema.ts'
import type { SignedIn } from '#server/http/auth.ts'
import { notFound } from '#server/http/errors.ts'
import { orderView } from '#server/services/orders/order-view.ts'
import { quoteView } from './quote-view.ts'
import { ownedBy } from './request-owner.ts'

/** One state word for a request, from its quote's status and its latest version's validity. */
function requestState(status: string | null, validUntil: string | null, today: string): RequestState {
  if (status === null || validUntil === null) return 'waiting'
  if (status === 'accepted') return 'accepted'
  if (status === 'changes-requested') return 'changes-requested'
  return validUntil < today ? 'expired' : 'sent'
}

/** `/profile/requests`: the account's list requests with their quote and order, newest first. */
export async function customerRequests(
  db: Db,
  accountId: number,
  today: string,
): Promise<CustomerRequestRow[]> {
  const rows = await db
    .select({
      id: listRequests.id,
      createdAt: listRequests.createdAt,
      itemCount: sql<number>`cast(jsonb_array_length(${listRequests.items}) as integer)`,
      quoteStatus: quotes.status,
      validUntil: quoteVersions.validUntil,
      totalCents: quoteVersions.totalCents,
      orderId: orders.id,
      orderStatus: orders.status,
    })
    .from(listRequests)
    .leftJoin(quotes, eq(quotes.listRequestId, listRequests.id))
    .leftJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.number, quotes.latestVersion)),
    )
    .leftJoin(orders, eq(orders.quoteId, quotes.id))
    .where(ownedBy(accountId))
    .orderBy(desc(listRequests.createdAt), desc(listRequests.id))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount,
    state: requestState(row.quoteStatus, row.validUntil, today),
    quoteTotalCents: row.totalCents,
    orderNo: row.orderId === null ? null : orderNumber(row.orderId),
    orderStatus: row.orderStatus,
  }))
}

/** The id of a request the account owns, locked when asked; another account's id is a 404 like a missing one. */
export async function ownRequestId(db: Db | Tx, accountId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ id: listRequests.id })
    .from(listRequests)
    .where(and(eq(listRequests.id, id), ownedBy(accountId)))
  if (!row) throw notFound(quoteNotFoundText)
  return row.id
}

/** `/profile/requests/:id`: what was asked, every quote version and message, and the order with its timeline. */
export async function customerRequest(
  db: Db,
  session: SignedIn,
  id: number,
  today: string,
): Promise<CustomerRequestDetail> {
  await ownRequestId(db, session.account.id, id)
  const [request] = await db.select().from(listRequests).where(eq(listRequests.id, id))
  const quote = await quoteView(db, id, today)
  const [order] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(eq(quotes.listRequestId, id))
  const latest = quote?.versions[0]
  return {
    id,
    createdAt: request!.createdAt.toISOString(),
    items: (request!.items as ListRequestItem[]).map(({ productName, unitName, quantity }) => ({
      productName,
      unitName,
      quantity,
    })),
    state: requestState(quote?.status ?? null, latest?.validUntil ?? null, today),
    quote,
    order: order ? await orderView(db, order.order) : null,
    mayAct: mayUse(session.role, 'acceptQuotes'),
  }
}
