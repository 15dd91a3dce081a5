import { eq } from 'drizzle-orm'
import { type OrderTransition, mayMoveOrder } from '#domain/orders/schemas.ts'
import { orderConflictTexts, orderNumber } from '#domain/orders/texts.ts'
import type { OrderView } from '#domain/quotes/answers.ts'
import { deliveryWindowText } from '#domain/quotes/texts.ts'
import type { AppDeps } from '#server/context.ts'
import { type Order, orderEvents, orders, quotes } from '#server/db/schema.ts'
import { conflict } from '#server/http/errors.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { recordAudit } from '#server/services/audit.ts'
import { mailOrderChange } from './mail-order.ts'
import { orderView } from './order-view.ts'
import { payOrderFromCard } from './pay-order.ts'
import { queueSalesOrderUpdate } from './sales-order-updates.ts'

/** The columns a change sets, and the words the timeline and the mail show for it. */
function changeOf(move: OrderTransition): { set: Partial<Order>; details: Record<string, string> } {
  switch (move.status) {
    case 'scheduled':
      return {
        set: { window: move.window, yardSlug: move.yardSlug, carrier: move.carrier },
        details: { window: deliveryWindowText(move.window), yard: move.yardSlug, carrier: move.carrier },
      }
    case 'delivered':
      return {
        set: {
          deliveredQuantity: move.deliveredQuantity,
          deliveredAt: new Date(move.deliveredAt),
          ticketNo: move.ticketNo,
          signatureName: move.signatureName,
        },
        details: {
          deliveredQuantity: move.deliveredQuantity,
          deliveredAt: new Date(move.deliveredAt).toISOString(),
          ticketNo: move.ticketNo,
          signatureName: move.signatureName,
        },
      }
    case 'cancelled':
      return { set: { cancelReason: move.reason }, details: { reason: move.reason } }
    default:
      return { set: {}, details: {} }
  }
}

const mailDetail = (details: Record<string, string>) =>
  details.window
    ? `Delivery: ${details.window}.`
    : details.ticketNo
      ? `Delivered: ${details.deliveredQuantity}, ticket ${details.ticketNo}, signed by ${details.signatureName}.`
      : details.reason
        ? `Reason: ${details.reason}`
        : null

/**
 * Staff move an order on (confirmed → scheduled → out for delivery → delivered → closed, or cancelled before it is
 * delivered), based on the version their screen showed (409 when someone moved it meanwhile). Delivering an order
 * paid by Salt Card debits the card in the same transaction: when the card does not cover it, nothing is recorded.
 * Each change is a timeline event, an audit row, a mail to the customer and an update of NAV's sales order.
 */
export async function moveOrder(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  id: number,
  move: OrderTransition,
): Promise<OrderView> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    const order = editableRow(row, move.version)
    if (!mayMoveOrder(order.status, move.status))
      throw conflict(orderConflictTexts.notNext(order.status, move.status), 'order_status')
    const { set, details } = changeOf(move)
    const ledgerEntryId =
      move.status === 'delivered' && order.paymentMethod === 'salt-card'
        ? await payOrderFromCard(
            tx,
            order,
            { deliveredAt: set.deliveredAt!, yardSlug: order.yardSlug, staffAccountId: actor.accountId },
            at,
          )
        : order.ledgerEntryId
    const [moved] = await tx
      .update(orders)
      .set({ ...set, status: move.status, ledgerEntryId, version: order.version + 1, updatedAt: at })
      .where(eq(orders.id, id))
      .returning()
    await tx
      .insert(orderEvents)
      .values({ orderId: id, status: move.status, details, actorAccountId: actor.accountId, createdAt: at })
    await queueSalesOrderUpdate(tx, id, at)
    await recordAudit(tx, {
      action: 'orders.updated',
      actorAccountId: actor.accountId,
      subject: `orders/${id}`,
      details: { orderNo: orderNumber(id), before: order.status, after: move.status, ...details },
      ip: actor.ip,
      at,
    })
    const [quote] = await tx
      .select({ listRequestId: quotes.listRequestId })
      .from(quotes)
      .where(eq(quotes.id, order.quoteId))
    await mailOrderChange(tx, deps, {
      order: moved!,
      listRequestId: quote!.listRequestId,
      detail: mailDetail(details),
    })
  })
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id))
  return orderView(deps.db, order!)
}
