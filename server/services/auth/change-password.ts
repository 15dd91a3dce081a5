import { and, eq } from 'drizzle-orm'
import type { ChangePasswordInput } from '#domain/salt-card/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { accountUsers, accounts } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { countHit, clearHits, limits } from '#server/services/rate-limit.ts'
import { passwordChangedHereMail } from '#server/services/salt-card/mails.ts'
import { newPasswordProblem } from './new-password.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { setLoginPasswordKeepingSession } from './set-password.ts'
import { type Login, type SignedIn, loginActor, loginOf } from './sessions.ts'

export type ChangePasswordResult =
  | { outcome: 'changed' }
  | { outcome: 'wrong-current' }
  /** Too short for the account's level (staff: 12) or on the common-password list: `message` says which. */
  | { outcome: 'weak-password'; message: string }
  | { outcome: 'rate-limited'; retryAfterSeconds: number }

/**
 * The profile's change-password: the current password must be right (guesses are limited per account, like
 * sign-in), the new one long enough for the account's level and not among the common ones. In one transaction: the new hash, every other session of the
 * account ended (the caller's stays), an audit record and a notice mail.
 */
export async function changePasswordSignedIn(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: SignedIn,
  input: ChangePasswordInput,
  ip: string,
): Promise<ChangePasswordResult> {
  const { db, config } = deps
  const now = deps.now()
  const accountId = session.account.id
  const login = loginOf(session)
  // Each login's guesses are its own: one user's typos never hold up another's change. Counted before the check,
  // in one atomic upsert, so parallel guesses cannot all get past the limit.
  const limitKey = login.userId === null ? String(accountId) : `${accountId}:${login.userId}`
  const attempt = await countHit(db, limits.passwordChecksPerAccount, limitKey, now)
  if (attempt.overLimit) return { outcome: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds }

  const passwordHash = await currentPasswordHash(db, login)
  if (passwordHash === null || !(await verifyPassword(passwordHash, input.currentPassword))) {
    return { outcome: 'wrong-current' }
  }
  await clearHits(db, limits.passwordChecksPerAccount, limitKey)
  const problem = newPasswordProblem(session.account.active, input.newPassword)
  if (problem) return { outcome: 'weak-password', message: problem }

  const newHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await setLoginPasswordKeepingSession(tx, login, newHash, now, session.sessionId)
    await recordAudit(tx, {
      action: 'password.changed',
      actorAccountId: accountId,
      subject: session.account.customerNo,
      details: { via: 'profile', actor: loginActor(session) },
      ip,
      at: now,
    })
    const mail = passwordChangedHereMail({
      brandName: config.BRAND_NAME,
      name: session.user?.name ?? session.account.name,
      hotline: config.HOTLINE[0] ?? '',
    })
    await enqueueMail(tx, { toAddress: loginActor(session).eMail, ...mail })
  })
  return { outcome: 'changed' }
}

/** The stored hash of the login's password: the account's own, or its user's. */
async function currentPasswordHash(db: Db, login: Login): Promise<string | null> {
  const [row] =
    login.userId === null
      ? await db
          .select({ hash: accounts.passwordHash })
          .from(accounts)
          .where(eq(accounts.id, login.accountId))
      : await db
          .select({ hash: accountUsers.passwordHash })
          .from(accountUsers)
          .where(and(eq(accountUsers.id, login.userId), eq(accountUsers.accountId, login.accountId)))
  return row?.hash ?? null
}
