import { randomBytes } from 'node:crypto'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Db } from '#server/db/client.ts'
import { accountUsers, driverCards } from '#server/db/schema.ts'
import { createSession } from '#server/services/auth/sessions.ts'
import type { TestApp } from './test-app.ts'
import { fixturePasswordHash } from './password-hash.ts'

export interface SeededUser {
  id: number
  accountId: number
  eMail: string
  password: string
  name: string
  role: CompanyRole
}

/** A user of the account who has chosen a password, with a unique address; a driver holds `cardIds`. */
export async function createCompanyUser(
  db: Db,
  accountId: number,
  role: CompanyRole,
  { cardIds = [], password = 'salt-the-lot-4' }: { cardIds?: number[]; password?: string } = {},
): Promise<SeededUser> {
  const eMail = `${role}-${randomBytes(5).toString('hex')}@example.test`
  const name = `Test ${role}`
  const [row] = await db
    .insert(accountUsers)
    .values({ accountId, name, eMail, passwordHash: await fixturePasswordHash(password), role })
    .returning({ id: accountUsers.id })
  const id = row!.id
  if (cardIds.length) await db.insert(driverCards).values(cardIds.map((cardId) => ({ userId: id, cardId })))
  return { id, accountId, eMail, password, name, role }
}

/** A fresh session of the user, as signing in makes one. */
export const userToken = (app: TestApp, user: SeededUser) =>
  createSession(app.deps.db, user.accountId, app.deps.now(), user.id)
