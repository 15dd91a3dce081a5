import { type SQL, and, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { AdminOrder, AdminOrderRow } from '#domain/orders/answers.ts'
import type { OrderListQuery } from '#domain/orders/schemas.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, orders, quotes } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { orderView } from './order-view.ts'
import { orderNavPostings, salesOrderPosting } from './sales-order-posting.ts'

/** The board's size: every order one screen (or one CSV) may need; older closed ones drop off the end. */
export const orderBoardLimit = 500

const scheduledDay = sql<string | null>`${orders.window} ->> 'date'`

/** The orders board: by status, then by delivery day (unscheduled last), with yard, customer and search filters. */
export async function listOrders(db: Db, query: OrderListQuery): Promise<AdminOrderRow[]> {
  const conditions: SQL[] = []
  if (query.status && query.status !== 'all') conditions.push(eq(orders.status, query.status))
  if (query.yard) conditions.push(eq(orders.yardSlug, query.yard))
  if (query.customer) conditions.push(eq(orders.accountId, query.customer))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(accounts.name, pattern),
        ilike(accounts.customerNo, pattern),
        ilike(orders.poNumber, pattern),
        ilike(sql`'SO-' || lpad(${orders.id}::text, 6, '0')`, pattern),
      ) as SQL,
    )
  }
  const rows = await db
    .select({
      order: orders,
      listRequestId: quotes.listRequestId,
      customerNo: accounts.customerNo,
      customerName: accounts.name,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(and(...conditions))
    .orderBy(sql`${scheduledDay} asc nulls last`, desc(orders.createdAt), desc(orders.id))
    .limit(orderBoardLimit)
  return rows.map(({ order, ...row }) => ({
    id: order.id,
    orderNo: orderNumber(order.id),
    status: order.status,
    listRequestId: row.listRequestId,
    accountId: order.accountId,
    customerNo: row.customerNo,
    customerName: row.customerName,
    poNumber: order.poNumber,
    totalCents: order.totalCents,
    window: order.window,
    yardSlug: order.yardSlug,
    carrier: order.carrier,
    createdAt: order.createdAt.toISOString(),
  }))
}

export async function findOrder(db: Db, id: number): Promise<AdminOrder> {
  const [row] = await db
    .select({
      order: orders,
      listRequestId: quotes.listRequestId,
      customerNo: accounts.customerNo,
      customerName: accounts.name,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(eq(orders.id, id))
  if (!row) throw notFound('This order does not exist.')
  const { order, ...who } = row
  return {
    ...(await orderView(db, order)),
    ...who,
    accountId: order.accountId,
    navPosting: await salesOrderPosting(db, order.id),
    navUpdates: await orderNavPostings(db, order.id, 'sales-order-update'),
  }
}
