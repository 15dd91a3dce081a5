import { and, asc, eq, gte, inArray, or } from 'drizzle-orm'
import { type StaffRole, isAdminLevel, staffLevels } from '#domain/account/access.ts'
import {
  actorNoLongerOwnerText,
  alreadyActiveText,
  alreadyDeactivatedText,
  lastOwnerText,
  notStaffText,
  selfDeactivateText,
} from '#domain/admin/staff/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { conflict, forbidden, notFound } from '#server/http/errors.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { type AuditAction, recordAudit } from '#server/services/audit.ts'
import { revokeAccountSessions } from '#server/services/auth/sessions.ts'
import { isStaffAccount, staffSnapshot, staffSubject } from './staff-accounts.ts'

type Deps = Pick<AppDeps, 'db' | 'now'>
const ownerLevel = staffLevels.owner

interface Locked {
  target: typeof accounts.$inferSelect
  /** Active owners other than the target, as they are now that their rows are locked. */
  otherOwners: number
}

/**
 * Locks every active owner's row, the target's and the actor's, in id order (so two owners acting at once queue
 * instead of deadlocking), then checks again under the lock that the actor is still an owner and the target is
 * staff at the version the page was loaded with. Whoever waited reads the rows as the first change left them: two
 * owners demoting each other, or both stepping down, cannot leave the shop without one.
 */
async function lockForChange(tx: Tx, actor: StaffActor, id: number, version: number): Promise<Locked> {
  const rows = await tx
    .select()
    .from(accounts)
    .where(or(gte(accounts.active, ownerLevel), inArray(accounts.id, [id, actor.accountId])))
    .orderBy(asc(accounts.id))
    .for('update')
  const self = rows.find((row) => row.id === actor.accountId)
  if (!self || self.active < ownerLevel) throw forbidden(actorNoLongerOwnerText)
  const [staff] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), isStaffAccount))
  if (!staff) throw notFound(notStaffText)
  const target = editableRow(
    rows.find((row) => row.id === id),
    version,
  )
  const otherOwners = rows.filter((row) => row.id !== id && row.active >= ownerLevel).length
  return { target, otherOwners }
}

async function writeChange(
  tx: Tx,
  actor: StaffActor,
  target: Locked['target'],
  change: { active: number; action: AuditAction; at: Date },
) {
  await tx
    .update(accounts)
    .set({ active: change.active, version: target.version + 1, updatedAt: change.at })
    .where(eq(accounts.id, target.id))
  // Any step down ends every session: the member signs in again and sees what the new level allows.
  if (change.active < target.active) await revokeAccountSessions(tx, target.id)
  await recordAudit(tx, {
    action: change.action,
    actorAccountId: actor.accountId,
    subject: staffSubject(target.id),
    details: { before: staffSnapshot(target), after: staffSnapshot({ ...target, active: change.active }) },
    ip: actor.ip,
    at: change.at,
  })
}

const refuseLastOwner = (locked: Locked, nextLevel: number) => {
  if (locked.target.active >= ownerLevel && nextLevel < ownerLevel && locked.otherOwners === 0)
    throw conflict(lastOwnerText, 'last_owner')
}

/** Sets an active member's role; a step down ends their sessions. The same role again changes nothing. */
export async function setStaffRole(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: { version: number; role: StaffRole },
): Promise<void> {
  const level = staffLevels[input.role]
  await deps.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, id, input.version)
    if (!isAdminLevel(locked.target.active)) throw conflict(alreadyDeactivatedText, 'deactivated')
    if (locked.target.active === level) return
    refuseLastOwner(locked, level)
    await writeChange(tx, actor, locked.target, { active: level, action: 'staff.updated', at: deps.now() })
  })
}

/** Switches a member off (active 0): no sign-in, every session ended. Not oneself, and never the last owner. */
export async function deactivateStaff(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: { version: number },
): Promise<void> {
  if (id === actor.accountId) throw conflict(selfDeactivateText, 'self_deactivation')
  await deps.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, id, input.version)
    if (!isAdminLevel(locked.target.active)) throw conflict(alreadyDeactivatedText, 'deactivated')
    refuseLastOwner(locked, 0)
    await writeChange(tx, actor, locked.target, { active: 0, action: 'staff.deactivated', at: deps.now() })
  })
}

/** Switches a deactivated member back on at the role the owner chose. */
export async function reactivateStaff(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: { version: number; role: StaffRole },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, id, input.version)
    if (locked.target.active > 0) throw conflict(alreadyActiveText, 'already_active')
    await writeChange(tx, actor, locked.target, {
      active: staffLevels[input.role],
      action: 'staff.reactivated',
      at: deps.now(),
    })
  })
}
