import { eq } from 'drizzle-orm'
import type { ChangePasswordInput } from '#domain/salt-card/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { countHit, clearHits, limits } from '#server/services/rate-limit.ts'
import { passwordChangedHereMail } from '#server/services/salt-card/mails.ts'
import { newPasswordProblem } from './new-password.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { setAccountPasswordKeepingSession } from './set-password.ts'
import type { SignedIn } from './sessions.ts'

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
  // Counted before the check, in one atomic upsert, so parallel guesses cannot all get past the limit.
  const attempt = await countHit(db, limits.passwordChecksPerAccount, String(accountId), now)
  if (attempt.overLimit) return { outcome: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds }

  const [account] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    return { outcome: 'wrong-current' }
  }
  await clearHits(db, limits.passwordChecksPerAccount, String(accountId))
  const problem = newPasswordProblem(session.account.active, input.newPassword)
  if (problem) return { outcome: 'weak-password', message: problem }

  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await setAccountPasswordKeepingSession(tx, accountId, passwordHash, now, session.sessionId)
    await recordAudit(tx, {
      action: 'password.changed',
      actorAccountId: accountId,
      subject: session.account.customerNo,
      details: { via: 'profile' },
      ip,
      at: now,
    })
    const mail = passwordChangedHereMail({
      brandName: config.BRAND_NAME,
      name: session.account.name,
      hotline: config.HOTLINE[0] ?? '',
    })
    await enqueueMail(tx, { toAddress: session.account.eMail, ...mail })
  })
  return { outcome: 'changed' }
}
