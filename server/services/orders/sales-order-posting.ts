import { and, asc, eq } from 'drizzle-orm'
import { fromThousandths } from '#domain/catalogue/unit-range.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { NavPosting } from '#domain/admin/transactions/answers.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import type { ErpSalesOrder } from '#server/adapters/erp/connector.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, erpPostings, listRequests, orders, quoteVersions, quotes } from '#server/db/schema.ts'

/**
 * Queues the order's NAV sales order in the transaction that confirms it (ADR 0036): the same erp_postings queue the
 * ledger entries use, so the worker, its retries, the dead letter and the manager's Retry all work it alike.
 */
export async function queueSalesOrderPosting(tx: Tx, orderId: number, at: Date): Promise<void> {
  await tx
    .insert(erpPostings)
    .values({ kind: 'sales-order', orderId, nextAttemptAt: at, createdAt: at, updatedAt: at })
}

const deliveryText = (delivery: Record<string, unknown> | null, field: string) => {
  const value = delivery?.[field]
  return typeof value === 'string' ? value : ''
}

/** An order as NAV's Sales Order receives it, read when the posting is attempted (its yard and day once scheduled). */
export async function salesOrderFor(db: Db, orderId: number): Promise<ErpSalesOrder> {
  const [row] = await db
    .select({
      order: orders,
      version: quoteVersions,
      customerNo: accounts.customerNo,
      delivery: listRequests.delivery,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .innerJoin(listRequests, eq(listRequests.id, quotes.listRequestId))
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, orders.quoteId), eq(quoteVersions.number, orders.quoteVersion)),
    )
    .where(eq(orders.id, orderId))
  if (!row) throw new Error(`order ${orderId} not found`)
  const { order, version, delivery } = row
  return {
    externalDocumentNo: orderNumber(order.id),
    customerNo: row.customerNo,
    poNumber: order.poNumber,
    orderDate: torontoDate(order.createdAt),
    requestedDeliveryDate: (order.window ?? version.window).date,
    yard: order.yardSlug,
    shipTo: {
      address: deliveryText(delivery, 'siteAddress'),
      city: deliveryText(delivery, 'city'),
      postalCode: deliveryText(delivery, 'postalCode'),
    },
    lines: version.lines.map((line) => ({
      item: line.productName,
      unit: line.unitName,
      quantity: String(fromThousandths(Math.round(line.quantity * 1000))),
      unitPriceCents: line.unitPriceCents,
    })),
    deliveryFeeCents: version.deliveryFeeCents,
  }
}

/** The order's NAV postings of one kind as staff see them, oldest first, each with its Retry (ADR 0036, 0040). */
export function orderNavPostings(
  db: Db | Tx,
  orderId: number,
  kind: 'sales-order' | 'sales-order-update',
): Promise<NavPosting[]> {
  return db
    .select({
      postingId: erpPostings.id,
      status: erpPostings.status,
      attempts: erpPostings.attempts,
      lastError: erpPostings.lastError,
      documentNo: erpPostings.erpDocumentNo,
    })
    .from(erpPostings)
    .where(and(eq(erpPostings.orderId, orderId), eq(erpPostings.kind, kind)))
    .orderBy(asc(erpPostings.id))
}

/**
 * The order's sales-order posting (its create) as staff see it; null for an order confirmed before postings existed.
 */
export async function salesOrderPosting(db: Db | Tx, orderId: number): Promise<NavPosting | null> {
  const [posting] = await orderNavPostings(db, orderId, 'sales-order')
  return posting ?? null
}
