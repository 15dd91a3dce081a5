import { and, asc, eq, inArray } from 'drizzle-orm'
import { staffLevels } from '#domain/account/access.ts'
import type { YardGrant } from '#domain/admin/staff/schemas.ts'
import { notStaffText } from '#domain/admin/staff/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, locations, staffYardGrants } from '#server/db/schema.ts'
import { badRequest, notFound } from '#server/http/errors.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { isStaffAccount, staffSubject } from '#server/services/admin/staff/staff-accounts.ts'
import { recordAudit } from '#server/services/audit.ts'

/** Every yard (editors and up), or the ids of the yards granted to a yard-staff member. */
export type YardScope = 'every-yard' | Set<number>

export async function yardScopeOf(db: Db, account: { id: number; active: number }): Promise<YardScope> {
  if (account.active >= staffLevels.editor) return 'every-yard'
  const rows = await db
    .select({ locationId: staffYardGrants.locationId })
    .from(staffYardGrants)
    .where(eq(staffYardGrants.accountId, account.id))
  return new Set(rows.map((row) => row.locationId))
}

/** Every yard, A to Z, each saying whether the staff member holds it; 404 for an id that is not staff. */
export async function listYardGrants(db: Db, staffId: number): Promise<YardGrant[]> {
  await requireStaffMember(db, staffId)
  const granted = await yardScopeOf(db, { id: staffId, active: staffLevels.yard })
  const yards = await db
    .select({ id: locations.id, locationName: locations.locationName, city: locations.city })
    .from(locations)
    .orderBy(asc(locations.locationName))
  return yards.map((yard) => ({ ...yard, granted: granted !== 'every-yard' && granted.has(yard.id) }))
}

/** Replaces a staff member's yards with `locationIds`, audited before and after, in one transaction. */
export async function setYardGrants(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  staffId: number,
  locationIds: number[],
): Promise<YardGrant[]> {
  const { db } = deps
  await requireStaffMember(db, staffId)
  const wanted = [...new Set(locationIds)]
  const known = wanted.length
    ? await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, wanted))
    : []
  if (known.length !== wanted.length)
    throw badRequest('Some fields are missing or invalid.', {
      locationIds: 'A yard in this list does not exist.',
    })
  await db.transaction(async (tx) => {
    const before = await tx
      .delete(staffYardGrants)
      .where(eq(staffYardGrants.accountId, staffId))
      .returning({ locationId: staffYardGrants.locationId })
    const at = deps.now()
    if (wanted.length)
      await tx
        .insert(staffYardGrants)
        .values(wanted.map((locationId) => ({ accountId: staffId, locationId, createdAt: at })))
    await recordAudit(tx, {
      action: 'staff.yards-changed',
      actorAccountId: actor.accountId,
      subject: staffSubject(staffId),
      details: {
        before: before.map((row) => row.locationId).sort(byNumber),
        after: [...wanted].sort(byNumber),
      },
      ip: actor.ip,
      at,
    })
  })
  return listYardGrants(db, staffId)
}

async function requireStaffMember(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), isStaffAccount))
  if (!row) throw notFound(notStaffText)
}

const byNumber = (a: number, b: number) => a - b
