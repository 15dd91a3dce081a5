import { and, eq } from 'drizzle-orm'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Db } from '#server/db/client.ts'
import { accountUsers, accounts, cards, driverCards } from '#server/db/schema.ts'
import { loginEmailInUse } from '#server/services/auth/logins.ts'
import { hashPassword } from '#server/services/auth/passwords.ts'
import { demoAccounts } from './demo-accounts.ts'

/** The first demo customer's people beside its own login (ADR 0027); the driver holds the plow truck's card. */
const demoUsers: Array<{ key: 'dispatcher' | 'driver'; name: string; role: CompanyRole; cardNo?: string }> = [
  { key: 'dispatcher', name: 'Dana Dispatcher', role: 'dispatcher' },
  { key: 'driver', name: 'Drew Driver', role: 'driver', cardNo: '7001000000000017' },
]

/**
 * Adds whichever demo user is missing from the first demo customer's company, with its card. An address that
 * signs in already (the user, or any login since: an address signs in one way only) is left as it is.
 */
export async function seedDemoCompanyUsers(db: Db): Promise<boolean> {
  const [company] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.eMail, demoAccounts.customer.eMail))
  if (!company) return false
  let added = false
  for (const user of demoUsers) {
    const { eMail, password } = demoAccounts[user.key]
    if (await loginEmailInUse(db, eMail)) continue
    const passwordHash = await hashPassword(password)
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accountUsers)
        .values({ accountId: company.id, name: user.name, eMail, passwordHash, role: user.role })
        .returning({ id: accountUsers.id })
      if (!user.cardNo) return
      const [card] = await tx
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.cardNo, user.cardNo), eq(cards.accountId, company.id)))
      if (card) await tx.insert(driverCards).values({ userId: created!.id, cardId: card.id })
    })
    added = true
  }
  return added
}
