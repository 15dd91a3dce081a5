import { eq } from 'drizzle-orm'
import { type BulkAction, type BulkAnswer, type BulkInput, bulkDoneOutcome } from '#domain/admin/bulk.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type Post, posts } from '#server/db/schema.ts'
import { type BulkStep, commitBulkChange } from './bulk-change.ts'
import type { StaffActor } from './content-change.ts'
import { entityOf, toAdminPost } from './posts.ts'

/**
 * Publishes, unpublishes or deletes posts of either kind at once, each audited as its single save or freq delete
 * would be (`blogs.updated`, `news.deleted`…), all in one transaction.
 */
export function bulkChangePosts(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  { action, ids }: BulkInput,
): Promise<BulkAnswer> {
  return commitBulkChange(deps, actor, {
    ids,
    table: posts,
    step: (tx, row, at) => stepPost(tx, row, action, at),
  })
}

async function stepPost(tx: Tx, row: Post, action: BulkAction, at: Date): Promise<BulkStep> {
  const { id } = row
  const entity = entityOf(row.kind)
  if (action === 'delete') {
    await tx.delete(posts).where(eq(posts.id, id))
    // The row as it was, as freq's delete records it.
    return {
      result: { id, outcome: 'deleted' },
      change: { entity, id, verb: 'deleted', before: row, after: null },
    }
  }
  const next = nextPublication(row, action, at)
  if (!next) return { result: { id, outcome: 'unchanged' } }
  // A new version, so a form opened before the bulk action cannot silently put the old status back (409).
  const [saved] = await tx
    .update(posts)
    .set({ ...next, updatedAt: at, version: row.version + 1 })
    .where(eq(posts.id, id))
    .returning()
  return {
    result: { id, outcome: bulkDoneOutcome[action] },
    change: { entity, id, verb: 'updated', before: toAdminPost(row), after: toAdminPost(saved!) },
  }
}

/**
 * Publish means visible now: a date still to come (scheduled) becomes now, a past one is kept as the form keeps it.
 * Unpublish is a draft, its date kept as the form keeps it. Null when the post already is so.
 */
function nextPublication(row: Post, action: 'publish' | 'unpublish', now: Date) {
  if (action === 'unpublish') return row.status === 'draft' ? null : { status: 'draft' as const }
  const due = row.publishedAt !== null && row.publishedAt <= now
  if (row.status === 'published' && due) return null
  return { status: 'published' as const, publishedAt: due ? row.publishedAt : now }
}
