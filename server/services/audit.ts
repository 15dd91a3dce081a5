import type { Db, Tx } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema.ts'

/** Security-relevant changes only; sign-ins are not audited (failures are counted by the rate limits). */
export type AuditAction =
  | 'password.changed'
  | 'account.activated'
  | 'account.deactivated'
  | 'admin.created'
  | 'card.renamed'
  | 'card.deactivated'
  | 'api-key.created'

export interface AuditEntry {
  action: AuditAction
  /** Who did it; null when nobody was signed in (a reset link, a command-line script). */
  actorAccountId: number | null
  /** What it was done to, e.g. a customer number. */
  subject: string
  details?: Record<string, string | number | boolean | null>
  ip?: string | null
  at: Date
}

/** Written in the caller's transaction, so the record exists if and only if the change does. */
export async function recordAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorAccountId: entry.actorAccountId,
    subject: entry.subject,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    createdAt: entry.at,
  })
}
