import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { accountUsers, accounts, passwordResetTokens } from '#server/db/schema.ts'
import { type Login, revokeLoginSessions, revokeOtherSessions } from './sessions.ts'

/**
 * Ends every reset and set-password link of the login not used yet: after a new password, or mail going to a new
 * address, a link mailed earlier (perhaps to an address the owner no longer holds) must not set a password. The
 * account's users have their own addresses, so their links are theirs alone (ADR 0027).
 */
export async function endUnusedLinks(tx: Tx, login: Login, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.accountId, login.accountId),
        login.userId === null
          ? isNull(passwordResetTokens.userId)
          : eq(passwordResetTokens.userId, login.userId),
        isNull(passwordResetTokens.usedAt),
      ),
    )
}

async function storePasswordHash(tx: Tx, login: Login, passwordHash: string, now: Date): Promise<void> {
  if (login.userId === null) {
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, login.accountId))
  } else {
    await tx
      .update(accountUsers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(accountUsers.id, login.userId), eq(accountUsers.accountId, login.accountId)))
  }
}

/** Every password change goes through here, so none can leave an old session or an unused link alive. */
export async function setLoginPassword(tx: Tx, login: Login, passwordHash: string, now: Date): Promise<void> {
  await storePasswordHash(tx, login, passwordHash, now)
  await revokeLoginSessions(tx, login)
  await endUnusedLinks(tx, login, now)
}

/** A change made while signed in (the profile's change-password): every session ends except the caller's own. */
export async function setLoginPasswordKeepingSession(
  tx: Tx,
  login: Login,
  passwordHash: string,
  now: Date,
  keepSessionId: number,
): Promise<void> {
  await storePasswordHash(tx, login, passwordHash, now)
  await revokeOtherSessions(tx, login, keepSessionId)
  await endUnusedLinks(tx, login, now)
}
