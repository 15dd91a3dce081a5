import { and, eq } from 'drizzle-orm'
import { orderNumber } from '#domain/orders/texts.ts'
import type { ErpSalesOrderUpdate } from '#server/adapters/erp/connector.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { erpPostings, orders, quoteVersions } from '#server/db/schema.ts'

/**
 * Queues NAV's update of the order in the transaction that moves it (ADR 0040), when the order has a sales order
 * to update (one confirmed before sales-order postings has none). The worker sends it once the postings before it
 * are approved, so NAV's order exists first and changes arrive in the order staff made them.
 */
export async function queueSalesOrderUpdate(tx: Tx, orderId: number, at: Date): Promise<void> {
  const [create] = await tx
    .select({ id: erpPostings.id })
    .from(erpPostings)
    .where(and(eq(erpPostings.orderId, orderId), eq(erpPostings.kind, 'sales-order')))
  if (!create) return
  await tx
    .insert(erpPostings)
    .values({ kind: 'sales-order-update', orderId, nextAttemptAt: at, createdAt: at, updatedAt: at })
}

/**
 * The order's header as it stands when the update is attempted: every update sends the latest state, so a resend,
 * or an older update sent late, never takes NAV's order back to an earlier one.
 */
export async function salesOrderUpdateFor(db: Db, orderId: number): Promise<ErpSalesOrderUpdate> {
  const [row] = await db
    .select({ order: orders, acceptedWindow: quoteVersions.window })
    .from(orders)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, orders.quoteId), eq(quoteVersions.number, orders.quoteVersion)),
    )
    .where(eq(orders.id, orderId))
  if (!row) throw new Error(`order ${orderId} not found`)
  const { order, acceptedWindow } = row
  return {
    externalDocumentNo: orderNumber(order.id),
    yard: order.yardSlug,
    requestedDeliveryDate: (order.window ?? acceptedWindow).date,
    status: order.status,
    cancelReason: order.cancelReason ?? '',
  }
}
