import { and, asc, eq, inArray } from 'drizzle-orm'
import type { CompanyUser, CompanyUserList } from '#domain/account/company-users.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accountUsers, accounts, cards, driverCards } from '#server/db/schema.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'

/** The owner's users page: the account's own login first, then its users by name, and the cards to assign. */
export async function listCompanyUsers(db: Db | Tx, accountId: number): Promise<CompanyUserList> {
  const [account] = await db
    .select({
      name: accounts.name,
      eMail: accounts.eMail,
      role: accounts.loginRole,
      hash: accounts.passwordHash,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  const users = await db
    .select({
      id: accountUsers.id,
      name: accountUsers.name,
      eMail: accountUsers.eMail,
      role: accountUsers.role,
      hash: accountUsers.passwordHash,
    })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.name), asc(accountUsers.id))
  const assignments = users.length
    ? await db
        .select({ userId: driverCards.userId, cardId: driverCards.cardId })
        .from(driverCards)
        .where(
          inArray(
            driverCards.userId,
            users.map((user) => user.id),
          ),
        )
    : []
  const accountCards = await db
    .select({ id: cards.id, CardNo: cards.cardNo, name: cards.name })
    .from(cards)
    .where(and(eq(cards.accountId, accountId), eq(cards.status, 'active')))
    .orderBy(asc(cards.id))

  const own: CompanyUser[] = account
    ? [{ id: null, ...without(account), invitationPending: account.hash === noPasswordYet, cardIds: [] }]
    : []
  return {
    users: [
      ...own,
      ...users.map((user) => ({
        id: user.id,
        ...without(user),
        invitationPending: user.hash === noPasswordYet,
        cardIds: assignments.filter((each) => each.userId === user.id).map((each) => each.cardId),
      })),
    ],
    cards: accountCards,
  }
}

const without = ({ name, eMail, role }: Pick<CompanyUser, 'name' | 'eMail' | 'role'>) => ({
  name,
  eMail,
  role,
})
