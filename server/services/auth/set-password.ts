import { eq } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { revokeAccountSessions, revokeOtherSessions } from './sessions.ts'

/** Every password change goes through here, so none can leave an old session alive. */
export async function setAccountPassword(
  tx: Tx,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId))
  await revokeAccountSessions(tx, accountId)
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
}
