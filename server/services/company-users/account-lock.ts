import { and, count, eq } from 'drizzle-orm'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Tx } from '#server/db/client.ts'
import { accountUsers, accounts } from '#server/db/schema.ts'
import { forbidden } from '#server/http/errors.ts'
import type { SignedIn } from '#server/services/auth/sessions.ts'
import { loginActor } from '#server/services/auth/sessions.ts'

/** Who changes the account's users, and from where: for the checks under the lock and the audit row. */
export interface CompanyActor {
  session: SignedIn
  ip: string
}

export type LockedAccount = Awaited<ReturnType<typeof lockAccount>>

/**
 * Every change to an account's users runs under a lock on the account's row, so two owners demoting or removing
 * each other queue and the "last owner" count is read after the other change is committed. Under the lock the actor
 * must still be an owner (another owner may have just demoted or removed them).
 */
export async function lockAccount(tx: Tx, actor: CompanyActor) {
  const [account] = await tx
    .select({
      id: accounts.id,
      customerNo: accounts.customerNo,
      name: accounts.name,
      eMail: accounts.eMail,
      loginRole: accounts.loginRole,
    })
    .from(accounts)
    .where(eq(accounts.id, actor.session.account.id))
    .for('update')
  if (!account) throw forbidden()
  const actorRole = await roleUnderLock(tx, account, actor.session)
  if (actorRole !== 'owner') throw forbidden()
  return account
}

async function roleUnderLock(
  tx: Tx,
  account: { id: number; loginRole: CompanyRole },
  session: SignedIn,
): Promise<CompanyRole | null> {
  if (session.user === null) return account.loginRole
  const [user] = await tx
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, session.user.id), eq(accountUsers.accountId, account.id)))
  return user?.role ?? null
}

/** Owners of the account: its own login when it is one, and its users who are. */
export async function ownerCount(tx: Tx, account: { id: number; loginRole: CompanyRole }): Promise<number> {
  const [users] = await tx
    .select({ n: count() })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.role, 'owner')))
  return (account.loginRole === 'owner' ? 1 : 0) + (users?.n ?? 0)
}

/** The audit details every change carries: which account, and which of its logins acted. */
export const auditContext = (account: LockedAccount, actor: CompanyActor) => ({
  customerNo: account.customerNo,
  actor: loginActor(actor.session),
})
