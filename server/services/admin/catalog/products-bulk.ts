import { eq } from 'drizzle-orm'
import { type BulkAction, type BulkAnswer, type BulkInput, bulkDoneOutcome } from '#domain/admin/bulk.ts'
import { unitNeededText } from '#domain/catalogue/admin-schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type Product, productUnits, products } from '#server/db/schema.ts'
import { type BulkStep, commitBulkChange } from '../bulk-change.ts'
import type { StaffActor } from '../content-change.ts'
import { findAdminProduct } from './product-record.ts'

/**
 * Publishes, unpublishes or deletes products at once, each audited as its single save or freq delete would be, all
 * in one transaction. A product without a unit is refused publication with the form's own words, and the others go
 * ahead: visitors order by unit, so such a product must not go live, but it need not hold the rest back.
 */
export function bulkChangeProducts(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  { action, ids }: BulkInput,
): Promise<BulkAnswer> {
  return commitBulkChange(deps, actor, {
    ids,
    table: products,
    step: (tx, row, at) => stepProduct(tx, row, action, at),
  })
}

async function stepProduct(tx: Tx, row: Product, action: BulkAction, at: Date): Promise<BulkStep> {
  const { id } = row
  if (action === 'delete') {
    // Units, document links and stock rows go with it (cascade), as with freq.
    await tx.delete(products).where(eq(products.id, id))
    return {
      result: { id, outcome: 'deleted' },
      change: { entity: 'products', id, verb: 'deleted', before: row, after: null },
    }
  }
  const published = action === 'publish'
  if (row.published === published) return { result: { id, outcome: 'unchanged' } }
  if (published && !(await hasUnit(tx, id)))
    return { result: { id, outcome: 'refused', message: unitNeededText } }
  const before = (await findAdminProduct(tx, id))!
  const version = row.version + 1
  await tx.update(products).set({ published, updatedAt: at, version }).where(eq(products.id, id))
  return {
    result: { id, outcome: bulkDoneOutcome[action] },
    change: { entity: 'products', id, verb: 'updated', before, after: { ...before, published, version } },
  }
}

async function hasUnit(tx: Tx, productId: number): Promise<boolean> {
  const [unit] = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(eq(productUnits.productId, productId))
    .limit(1)
  return unit !== undefined
}
