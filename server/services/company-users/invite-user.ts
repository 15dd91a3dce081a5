import type { InviteUserInput } from '#domain/account/company-users.ts'
import { loginEmailTakenText } from '#domain/account/company-user-texts.ts'
import type { AppDeps } from '#server/context.ts'
import { accountUsers } from '#server/db/schema.ts'
import { HttpError, isUniqueViolation } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { loginEmailInUse } from '#server/services/auth/logins.ts'
import { enqueueSetPasswordLink, noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { type CompanyActor, auditContext, lockAccount } from './account-lock.ts'

/** A 409 that names the e-mail field, so the invite form shows it beside the address. */
const emailTaken = () =>
  new HttpError(409, 'email_taken', loginEmailTakenText, { email: loginEmailTakenText })

export const userSubject = (userId: number) => `account-users/${userId}`

/**
 * An owner invites a person: the user at the chosen role with no password yet (no sign-in matches it), the
 * week-long set-password link mailed to them through the outbox, and the audit row naming the owner, in one
 * transaction. An address any login already signs in with (account, staff or user) is a 409.
 */
export async function inviteUser(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: CompanyActor,
  input: InviteUserInput,
): Promise<number> {
  try {
    return await writeInvitation(deps, actor, input)
  } catch (error) {
    // The same address taken at the same moment meets the unique index or migration 0006's trigger.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

async function writeInvitation(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: CompanyActor,
  input: InviteUserInput,
): Promise<number> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor)
    if (await loginEmailInUse(tx, input.email)) throw emailTaken()
    const [user] = await tx
      .insert(accountUsers)
      .values({
        accountId: account.id,
        name: input.name,
        eMail: input.email,
        passwordHash: noPasswordYet,
        role: input.role,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accountUsers.id, name: accountUsers.name, eMail: accountUsers.eMail })
    const created = user!
    await enqueueSetPasswordLink(tx, deps, { account, user: created, reason: 'company-invitation', now })
    await recordAudit(tx, {
      action: 'account-users.invited',
      actorAccountId: account.id,
      subject: userSubject(created.id),
      details: {
        ...auditContext(account, actor),
        before: null,
        after: { name: input.name, eMail: input.email, role: input.role },
      },
      ip: actor.ip,
      at: now,
    })
    return created.id
  })
}
