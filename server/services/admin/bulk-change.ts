import type { BulkAnswer, BulkItemResult } from '#domain/admin/bulk.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type ContentChange, type StaffActor, commitContentChanges } from './content-change.ts'

/** One record's part of a bulk action: what happened to it, and the change to audit when there was one. */
export interface BulkStep {
  result: BulkItemResult
  change?: ContentChange
}

interface BulkRun<Row extends { id: number }> {
  ids: readonly number[]
  /** The records that still exist among `ids`, locked FOR UPDATE in id order (two bulk actions never deadlock). */
  lock: (tx: Tx, ids: readonly number[]) => Promise<Row[]>
  step: (tx: Tx, row: Row, at: Date) => Promise<BulkStep>
}

/**
 * A bulk action as one transaction: every record found gets its step, each change its own audit row, as the single
 * save writes it; an id no record has any more is answered `not_found` rather than failing the others. Anything
 * unexpected rolls back every record's change.
 */
export async function commitBulkChange<Row extends { id: number }>(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  { ids, lock, step }: BulkRun<Row>,
): Promise<BulkAnswer> {
  return commitContentChanges(deps, actor, async (tx, at) => {
    const found = new Map((await lock(tx, ids)).map((row) => [row.id, row]))
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
