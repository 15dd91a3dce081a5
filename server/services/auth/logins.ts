import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { accountUsers, accounts } from '#server/db/schema.ts'
import type { Login } from './sessions.ts'

/** A way to sign in found by its e-mail address: an account's own login or one of its users (ADR 0027). */
export interface LoginRecord extends Login {
  name: string
  eMail: string
  passwordHash: string
  /** The account's level: a user of a deactivated account cannot sign in either. */
  active: number
}

/** The login an address signs in to; an address belongs to one login at most (migration 0008's trigger). */
export async function findLoginByEmail(db: Db | Tx, eMail: string): Promise<LoginRecord | null> {
  const [own] = await db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      eMail: accounts.eMail,
      passwordHash: accounts.passwordHash,
      active: accounts.active,
    })
    .from(accounts)
    .where(eq(accounts.eMail, eMail))
  if (own) return { ...own, userId: null }
  const [user] = await db
    .select({
      accountId: accountUsers.accountId,
      userId: accountUsers.id,
      name: accountUsers.name,
      eMail: accountUsers.eMail,
      passwordHash: accountUsers.passwordHash,
      active: accounts.active,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.eMail, eMail))
  return user ?? null
}

/** Whether any login (account or user) signs in with the address. */
export async function loginEmailInUse(db: Db | Tx, eMail: string): Promise<boolean> {
  return (await findLoginByEmail(db, eMail)) !== null
}
