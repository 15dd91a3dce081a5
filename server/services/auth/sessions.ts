import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm'
import { isAdminLevel } from '#domain/account/access.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accountUsers, accounts, sessions } from '#server/db/schema.ts'
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

/** One of the account's users (ADR 0027). */
export interface SessionUser {
  id: number
  name: string
  eMail: string
}

export interface SignedIn {
  sessionId: number
  account: SessionAccount
  /** The account's user who signed in; null when it is the account's own login. */
  user: SessionUser | null
  /** The user's role, or the own login's (`accounts.loginRole`; staff accounts keep 'owner'). */
  role: CompanyRole
}

/** One way to sign in to an account: its own login (userId null) or one of its users. */
export interface Login {
  accountId: number
  userId: number | null
}

const sameLogin = (login: Login) =>
  and(
    eq(sessions.accountId, login.accountId),
    login.userId === null ? isNull(sessions.userId) : eq(sessions.userId, login.userId),
  )

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Db | Tx,
  accountId: number,
  now: Date,
  userId: number | null = null,
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    userId,
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
      loginRole: accounts.loginRole,
      userId: accountUsers.id,
      userName: accountUsers.name,
      userEMail: accountUsers.eMail,
      userRole: accountUsers.role,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(accountUsers, eq(accountUsers.id, sessions.userId))
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
  const user =
    row.userId === null ? null : { id: row.userId, name: row.userName ?? '', eMail: row.userEMail ?? '' }
  return { sessionId: row.sessionId, account: row.account, user, role: row.userRole ?? row.loginRole }
}

export async function revokeSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Every session of the account, its users' included: the account is switched off or its staff level lowered. */
export async function revokeAccountSessions(db: Db | Tx, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId))
}

/** Every session of one login: the account's own, or one user's; the account's other logins keep theirs. */
export async function revokeLoginSessions(db: Db | Tx, login: Login): Promise<void> {
  await db.delete(sessions).where(sameLogin(login))
}

export async function revokeOtherSessions(db: Db | Tx, login: Login, keepSessionId: number): Promise<void> {
  await db.delete(sessions).where(and(sameLogin(login), ne(sessions.id, keepSessionId)))
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now))
}

/** The login a session belongs to: its password, its sessions and its links go together. */
export const loginOf = (session: SignedIn): Login => ({
  accountId: session.account.id,
  userId: session.user?.id ?? null,
})

/**
 * Who did it, for an audit row's details: the account's own login or one of its users, by id and e-mail (the
 * row's actorAccountId names the account either way).
 */
export const loginActor = (session: SignedIn) => ({
  userId: session.user?.id ?? null,
  eMail: session.user?.eMail ?? session.account.eMail,
})
