import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { erpSandboxSalesOrders } from '#server/db/schema.ts'
import { readSetting } from '#server/services/settings.ts'
import type { ErpSalesOrder, ErpSalesOrderUpdate } from './connector.ts'

/**
 * The settings key of the sandbox's lost-answer switch: while it is true, a sales order is recorded and then the
 * post fails as if NAV's answer had timed out, which is how tests show a resend finds the order instead of making a
 * second one.
 */
export const erpSandboxLoseAnswerKey = 'erp.sandbox.lose-answer'

/** NAV numbers its own sales orders; the sandbox numbers them from its row. */
export const sandboxSalesOrderNo = (id: number) => `NAV-SO${String(id).padStart(6, '0')}`

async function findSalesOrder(db: Db, externalDocumentNo: string) {
  const [found] = await db
    .select({ id: erpSandboxSalesOrders.id })
    .from(erpSandboxSalesOrders)
    .where(eq(erpSandboxSalesOrders.externalDocumentNo, externalDocumentNo))
  return found
}

/**
 * NAV's Sales Order as the sandbox plays it: looked up by external document number first, as the OData adapter does;
 * created only when none is found. The unique external number stands behind the lookup when two posts cross.
 */
export async function postSandboxSalesOrder(db: Db, order: ErpSalesOrder): Promise<{ documentNo: string }> {
  const known = await findSalesOrder(db, order.externalDocumentNo)
  if (known) return { documentNo: sandboxSalesOrderNo(known.id) }
  await db
    .insert(erpSandboxSalesOrders)
    .values({ externalDocumentNo: order.externalDocumentNo, payload: { ...order } })
    .onConflictDoNothing({ target: erpSandboxSalesOrders.externalDocumentNo })
  const created = await findSalesOrder(db, order.externalDocumentNo)
  if (!created) throw new Error('NAV sandbox: the sales order was not recorded')
  if ((await readSetting(db, erpSandboxLoseAnswerKey)) === true)
    throw new Error(
      'NAV sandbox: the lost-answer switch is on (settings erp.sandbox.lose-answer), no answer sent',
    )
  return { documentNo: sandboxSalesOrderNo(created.id) }
}

/**
 * An update as NAV takes it (ADR 0040): written onto the order found by its external number, in one statement that
 * also keeps the change in `changes`; with no such order it fails, as NAV's PATCH of a missing document does.
 */
export async function updateSandboxSalesOrder(
  db: Db,
  update: ErpSalesOrderUpdate,
): Promise<{ documentNo: string }> {
  const change = JSON.stringify(update)
  const [updated] = await db
    .update(erpSandboxSalesOrders)
    .set({
      payload: sql`${erpSandboxSalesOrders.payload} || ${change}::jsonb`,
      changes: sql`${erpSandboxSalesOrders.changes} || jsonb_build_array(${change}::jsonb)`,
    })
    .where(eq(erpSandboxSalesOrders.externalDocumentNo, update.externalDocumentNo))
    .returning({ id: erpSandboxSalesOrders.id })
  if (!updated)
    throw new Error(
      `NAV sandbox: no sales order ${update.externalDocumentNo} to update (the create comes first)`,
    )
  return { documentNo: sandboxSalesOrderNo(updated.id) }
}
