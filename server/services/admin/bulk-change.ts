import type { BulkAnswer, BulkItemResult } from '#domain/admin/bulk.ts'
import type { AppDeps } from '#server/context.ts'
import { asc, inArray } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import type { posts, products } from '#server/db/schema.ts'
import { type ContentChange, type StaffActor, commitContentChanges } from './content-change.ts'

/** One record's part of a bulk action: what happened to it, and the change to audit when there was one. */
export interface BulkStep {
  result: BulkItemResult
  change?: ContentChange
}

/** The tables bulk actions reach. */
type BulkTable = typeof posts | typeof products

interface BulkRun<Table extends BulkTable> {
  ids: readonly number[]
  table: Table
  step: (tx: Tx, row: Table['$inferSelect'], at: Date) => Promise<BulkStep>
}

/**
 * A bulk action as one transaction: every record found gets its step, each change its own audit row, as the single
 * save writes it; an id no record has any more is answered `not_found` rather than failing the others. Anything
 * unexpected rolls back every record's change.
 */
export async function commitBulkChange<Table extends BulkTable>(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  { ids, table, step }: BulkRun<Table>,
): Promise<BulkAnswer> {
  return commitContentChanges(deps, actor, async (tx, at) => {
    // The records that still exist among `ids`, locked in id order (two bulk actions never deadlock).
    const locked = (await tx
      .select()
      .from(table as BulkTable)
      .where(inArray(table.id, [...ids]))
      .orderBy(asc(table.id))
      .for('update')) as Array<Table['$inferSelect']>
    const found = new Map(locked.map((row) => [row.id, row]))
    const results: BulkItemResult[] = []
    const changes: ContentChange[] = []
    for (const id of ids) {
      const row = found.get(id)
      if (!row) {
        results.push({ id, outcome: 'not_found' })
        continue
      }
      const { result, change } = await step(tx, row, at)
      results.push(result)
      if (change) changes.push(change)
    }
    return { result: { results }, changes }
  })
}
