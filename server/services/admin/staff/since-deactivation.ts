import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StaffSinceDeactivation } from '#domain/admin/staff/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { staffSubject } from './staff-accounts.ts'

const actor = alias(accounts, 'actor')

/**
 * What an owner sees before switching a member back on: the e-mail on file (where a set-password link would go) and
 * every recorded change to the account since its newest deactivation, under whichever subject it was written (the
 * staff screens', the customer screens' or the account's own number). Null when no deactivation is on record.
 */
export async function sinceDeactivation(
  db: Db,
  member: { id: number; customerNo: string },
): Promise<StaffSinceDeactivation | null> {
  const subject = staffSubject(member.id)
  const [deactivation] = await db
    .select({ id: auditLog.id, at: auditLog.createdAt, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), eq(auditLog.action, 'staff.deactivated')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  if (!deactivation) return null
  const changes = await db
    .select({ action: auditLog.action, at: auditLog.createdAt, actorName: actor.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .where(
      and(
        inArray(auditLog.subject, [subject, `customers/${member.id}`, member.customerNo]),
        gt(auditLog.id, deactivation.id),
        ne(auditLog.action, 'staff.deactivated'),
      ),
    )
    .orderBy(auditLog.id)
  const before = (deactivation.details as { before?: { eMail?: unknown } } | null)?.before
  return {
    deactivatedAt: deactivation.at.toISOString(),
    eMailAtDeactivation: typeof before?.eMail === 'string' ? before.eMail : null,
    changes: changes.map((change) => ({
      action: change.action,
      at: change.at.toISOString(),
      actorName: change.actorName,
    })),
  }
}
