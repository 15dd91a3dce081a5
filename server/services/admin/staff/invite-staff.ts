import { and, eq } from 'drizzle-orm'
import { staffLevels } from '#domain/account/access.ts'
import type { StaffInvite } from '#domain/admin/staff/schemas.ts'
import { alreadyDeactivatedText, emailTakenText, notStaffText } from '#domain/admin/staff/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { HttpError, conflict, isUniqueViolation, notFound } from '#server/http/errors.ts'
import { nextAdminCustomerNo } from '#server/services/accounts/admins.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueSetPasswordLink, noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { isStaffAccount, staffSnapshot, staffSubject } from './staff-accounts.ts'

/** A 409 that names the e-mail field, so the invite form shows it beside the address. */
const emailTaken = () => new HttpError(409, 'email_taken', emailTakenText, { email: emailTakenText })

/** Two invitations at once may pick the same next customer number; the one that loses tries again. */
const attempts = 3

/**
 * An owner invites a staff member: the account at the chosen role with no password (no sign-in matches), a
 * week-long set-password link mailed to them, and the audit row, all in one transaction. An e-mail address that
 * already has an account (customer or staff) is a 409.
 */
export async function inviteStaff(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  input: StaffInvite,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeInvitation(deps, actor, input)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // The same address invited twice at once meets the unique index, not the check inside the transaction.
      if (await emailInUse(deps.db, input.email)) throw emailTaken()
      if (attempt >= attempts) throw error
    }
  }
}

async function writeInvitation(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  input: StaffInvite,
): Promise<number> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    if (await emailInUse(tx, input.email)) throw emailTaken()
    const [created] = await tx
      .insert(accounts)
      .values({
        customerNo: await nextAdminCustomerNo(tx),
        name: input.name,
        eMail: input.email,
        passwordHash: noPasswordYet,
        active: staffLevels[input.role],
        paymentOption: 'Invoice',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const account = created!
    await enqueueSetPasswordLink(tx, deps, { account, reason: 'staff-invitation', now })
    await recordAudit(tx, {
      action: 'staff.invited',
      actorAccountId: actor.accountId,
      subject: staffSubject(account.id),
      details: { before: null, after: staffSnapshot(account) },
      ip: actor.ip,
      at: now,
    })
    return account.id
  })
}

async function emailInUse(db: Db | Tx, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.eMail, email))
  return existing !== undefined
}

/**
 * Mails an active member a new set-password link (the invitation got lost, or it ran out): the same week-long,
 * single-use link, audited. The link goes to the member's own address, so the owner learns nothing from it.
 */
export async function sendStaffSetPasswordLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  id: number,
): Promise<void> {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isStaffAccount))
    if (!account) throw notFound(notStaffText)
    if (account.active === 0) throw conflict(alreadyDeactivatedText, 'deactivated')
    await enqueueSetPasswordLink(tx, deps, { account, reason: 'staff-invitation', now })
    await recordAudit(tx, {
      action: 'staff.set-password-link-sent',
      actorAccountId: actor.accountId,
      subject: staffSubject(account.id),
      details: { sentTo: account.eMail },
      ip: actor.ip,
      at: now,
    })
  })
}
