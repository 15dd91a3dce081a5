import { inArray, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { locations, products } from '#server/db/schema.ts'

/** One side's stock: the other side's id → its status ("not carried" is absent). */
export type StockSide = ReadonlyMap<number, string>

/** The ids whose status differs between two states of one side's stock. */
export function changedStock(before: StockSide, after: StockSide): number[] {
  const ids = new Set([...before.keys(), ...after.keys()])
  return [...ids].filter((id) => before.get(id) !== after.get(id)).sort((a, b) => a - b)
}

/**
 * A stock row belongs to a yard and a product at once, and both forms edit it. A save on one side raises the version
 * of each record on the other side whose stock it changed, so a form there still holding the old stock is refused
 * with 409 (stale edit) instead of silently writing it back.
 */
export async function touchRecords(tx: Tx, table: 'locations' | 'products', ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const target = table === 'locations' ? locations : products
  await tx
    .update(target)
    .set({ version: sql`${target.version} + 1` })
    .where(inArray(target.id, ids))
}
