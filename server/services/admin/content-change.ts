import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type AuditValue, type AuditedEntity, recordAudit } from '#server/services/audit.ts'

/** Who made an admin change and from where; every admin service takes it. */
export interface StaffActor {
  accountId: number
  ip: string | null
}

export interface ContentChange {
  entity: AuditedEntity
  id: number
  verb: 'created' | 'updated' | 'deleted'
  /** The record as it was (null when created) and as it is (null when deleted), as JSON. */
  before: unknown
  after: unknown
}

/**
 * The one way an admin change is written: the change itself (`write`, in a transaction), its audit row with the
 * record before and after in that same transaction, then the public page cache is cleared so visitors, search and
 * the sitemap see it at once. A `write` that throws leaves neither change nor audit row.
 */
export async function commitContentChange<T>(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  write: (tx: Tx, at: Date) => Promise<{ result: T; change: ContentChange }>,
): Promise<T> {
  return commitContentChanges(deps, actor, async (tx, at) => {
    const { result, change } = await write(tx, at)
    return { result, changes: [change] }
  })
}

/**
 * The same for a bulk action: every record's change and its own audit row in one transaction (all of them or none),
 * then one clearing of the page cache; a bulk action that changed nothing leaves the cache alone.
 */
export async function commitContentChanges<T>(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>,
  actor: StaffActor,
  write: (tx: Tx, at: Date) => Promise<{ result: T; changes: ContentChange[] }>,
): Promise<T> {
  const at = deps.now()
  let changed = false
  const result = await deps.db.transaction(async (tx) => {
    const { result, changes } = await write(tx, at)
    for (const change of changes)
      await recordAudit(tx, {
        action: `${change.entity}.${change.verb}`,
        actorAccountId: actor.accountId,
        subject: `${change.entity}/${change.id}`,
        details: { before: toAuditValue(change.before), after: toAuditValue(change.after) },
        ip: actor.ip,
        at,
      })
    changed = changes.length > 0
    return result
  })
  if (changed) deps.contentChanges.notify()
  return result
}

/** Dates become ISO strings and undefined fields drop out, exactly as JSON would store them. */
function toAuditValue(value: unknown): AuditValue {
  if (value === undefined) return null
  return JSON.parse(JSON.stringify(value)) as AuditValue
}
