import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { accounts, passwordResetTokens } from '#server/db/schema.ts'
import { revokeAccountSessions, revokeOtherSessions } from './sessions.ts'

/**
 * Ends every reset and set-password link of the account not used yet: after a new password, or mail going to a new
 * address, a link mailed earlier (perhaps to an address the owner no longer holds) must not set a password.
 */
export async function endUnusedLinks(tx: Tx, accountId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)))
}

/** Every password change goes through here, so none can leave an old session or an unused link alive. */
export async function setAccountPassword(
  tx: Tx,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId))
  await revokeAccountSessions(tx, accountId)
  await endUnusedLinks(tx, accountId, now)
}

/** A change made while signed in (the profile's change-password): every session ends except the caller's own. */
export async function setAccountPasswordKeepingSession(
  tx: Tx,
  accountId: number,
  passwordHash: string,
  now: Date,
  keepSessionId: number,
): Promise<void> {
  await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId))
  await revokeOtherSessions(tx, accountId, keepSessionId)
  await endUnusedLinks(tx, accountId, now)
}
