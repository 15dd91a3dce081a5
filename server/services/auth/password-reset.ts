import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { resetTokenParameter, setPasswordParameter } from '#domain/account/password-link.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { accountUsers, accounts, passwordResetTokens } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { passwordChangedMail, passwordResetMail } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { newPasswordProblem } from './new-password.ts'
import { hashPassword } from './passwords.ts'
import { findLoginByEmail } from './logins.ts'
import { setLoginPassword } from './set-password.ts'
import { hashToken, newToken } from './tokens.ts'

export const resetTokenLifetimeMs = 30 * 60_000

type ResetDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

/** The link in the mail; the storefront opens the reset-password popup when it sees `?reset=`. */
export function resetLink(siteUrl: string, token: string, { setPassword = false } = {}): string {
  const link = `${siteUrl.replace(/\/+$/, '')}/?${resetTokenParameter}=${token}`
  return setPassword ? `${link}&${setPasswordParameter}=1` : link
}

/**
 * Mails a single-use reset link to a known, active account. Unknown and deactivated addresses, and accounts
 * that already got their share of mails this hour (from this address, or from all together), get nothing, and the
 * caller cannot tell which happened.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  const { db, config } = deps
  const now = deps.now()
  // The account's own login or one of its users (ADR 0027): the link sets that login's password.
  const login = await findLoginByEmail(db, email)
  if (!login || login.active <= 0) return
  const loginKey = login.userId === null ? String(login.accountId) : `${login.accountId}:${login.userId}`
  const fromHere = await countHit(db, limits.resetMailsPerAccountAndIp, `${loginKey}|${ip}`, now)
  if (fromHere.overLimit) return
  const overall = await countHit(db, limits.resetMailsPerAccount, loginKey, now)
  if (overall.overLimit) return

  const token = newToken()
  const mail = passwordResetMail({
    brandName: config.BRAND_NAME,
    name: login.name,
    link: resetLink(config.PUBLIC_SITE_URL, token),
    validMinutes: resetTokenLifetimeMs / 60_000,
  })
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      accountId: login.accountId,
      userId: login.userId,
      expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
      createdAt: now,
    })
    await enqueueMail(tx, { toAddress: login.eMail, ...mail })
  })
}

export type PasswordChangeResult =
  | 'changed'
  | 'invalid-token'
  /** Too short for the account's level (staff: 12, invites included) or a common password. */
  | { outcome: 'weak-password'; message: string }
  | { outcome: 'rate-limited'; retryAfterSeconds: number }

/**
 * Sets a new password with a reset token. In one transaction: the new hash, every reset token of the account
 * used up, every session revoked, an audit record and a notice mail.
 */
export async function changePasswordWithToken(
  deps: ResetDeps,
  input: { token: string; newPass: string },
  ip: string,
): Promise<PasswordChangeResult> {
  const { db, config } = deps
  const now = deps.now()
  const tries = await countHit(db, limits.resetLinkTriesPerIp, ip, now)
  if (tries.overLimit) return { outcome: 'rate-limited', retryAfterSeconds: tries.retryAfterSeconds }
  // A link that cannot work costs no argon2 hash; the transaction below checks it again under a lock.
  const usable = await findUsableReset(db, input.token, now)
  if (!usable) return 'invalid-token'
  const problem = newPasswordProblem(usable.active, input.newPass)
  if (problem) return { outcome: 'weak-password', message: problem }
  // Hashing takes a while; doing it before the transaction keeps the transaction short.
  const passwordHash = await hashPassword(input.newPass)
  return db.transaction(async (tx): Promise<PasswordChangeResult> => {
    const [reset] = await tx
      .select({
        accountId: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        eMail: accounts.eMail,
        userId: accountUsers.id,
        userName: accountUsers.name,
        userEMail: accountUsers.eMail,
      })
      .from(passwordResetTokens)
      .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
      .leftJoin(accountUsers, eq(accountUsers.id, passwordResetTokens.userId))
      .where(usableReset(input.token, now))
      .for('update', { of: passwordResetTokens })
    if (!reset) return 'invalid-token'

    const login = { accountId: reset.accountId, userId: reset.userId }
    const person = { name: reset.userName ?? reset.name, eMail: reset.userEMail ?? reset.eMail }
    await setLoginPassword(tx, login, passwordHash, now)
    await recordAudit(tx, {
      action: 'password.changed',
      actorAccountId: reset.accountId,
      subject: reset.customerNo,
      details: { via: 'reset-link', actor: { userId: reset.userId, eMail: person.eMail } },
      ip,
      at: now,
    })
    const mail = passwordChangedMail({
      brandName: config.BRAND_NAME,
      name: person.name,
      hotline: config.HOTLINE[0] ?? '',
    })
    await enqueueMail(tx, { toAddress: person.eMail, ...mail })
    return 'changed'
  })
}

/** Kept a day past expiry, for questions about a reset; then the worker clears them out. */
export async function pruneResetTokens(db: Db, now: Date): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)))
}

/** A reset token that is known, unused, unexpired, of an active account (with its level); read without a lock. */
async function findUsableReset(db: Db, token: string, now: Date) {
  const [reset] = await db
    .select({ id: passwordResetTokens.id, active: accounts.active })
    .from(passwordResetTokens)
    .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
    .where(usableReset(token, now))
  return reset ?? null
}

/** A known, unused, unexpired token of an active account (with `accounts` joined). */
const usableReset = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    gt(accounts.active, 0),
  )
