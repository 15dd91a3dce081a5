import { and, eq, gt, lte, ne } from 'drizzle-orm'
import { isAdminLevel } from '#domain/account/access.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, sessions } from '#server/db/schema.ts'
import { hashToken, newToken } from './tokens.ts'

const hourMs = 60 * 60_000
export const sessionLifetimeMs = 30 * 24 * hourMs

/**
 * A session also ends after this long without a request (ASVS V3.3): a staff session can change the shop, so it
 * lasts a working shift; a customer's lasts two weeks, as a phone in a truck cab is used now and then.
 */
export const idleTimeoutMs = (active: number) => (isAdminLevel(active) ? 8 * hourMs : 14 * 24 * hourMs)
/** lastSeenAt is for people, not for auditing: minute precision spares a write on every request. */
const lastSeenPrecisionMs = 60_000

export interface SessionAccount {
  id: number
  customerNo: string
  name: string
  eMail: string
  active: number
}

export interface SignedIn {
  sessionId: number
  account: SessionAccount
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db | Tx, accountId: number, now: Date): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    lastSeenAt: now,
    createdAt: now,
  })
  return token
}

/** The live session of a token: unknown, expired, revoked, or a deactivated account all mean "not signed in". */
export async function findSession(db: Db, token: string, now: Date): Promise<SignedIn | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      account: {
        id: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        eMail: accounts.eMail,
        active: accounts.active,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), gt(accounts.active, 0)))
  if (!row) return null
  const idleMs = now.getTime() - row.lastSeenAt.getTime()
  if (idleMs >= idleTimeoutMs(row.account.active)) {
    await revokeSession(db, row.sessionId)
    return null
  }
  if (idleMs >= lastSeenPrecisionMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return { sessionId: row.sessionId, account: row.account }
}

export async function revokeSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function revokeAccountSessions(db: Db | Tx, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId))
}

export async function revokeOtherSessions(
  db: Db | Tx,
  accountId: number,
  keepSessionId: number,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)))
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now))
}
