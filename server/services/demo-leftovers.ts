import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { accountUsers, accounts, apiKeys } from '#server/db/schema.ts'
import { demoAccounts } from '#server/db/seed/demo-accounts.ts'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'

/** What of the demo data, whose logins and key the README publishes, is in this database. */
export async function findDemoLeftovers(
  db: Db,
): Promise<{ demoAccountEmails: string[]; demoKeyPresent: boolean }> {
  const demoEmails = Object.values(demoAccounts).map((account) => account.eMail)
  const found = await db
    .select({ eMail: accounts.eMail })
    .from(accounts)
    .where(inArray(sql`lower(${accounts.eMail})`, demoEmails))
    .orderBy(accounts.id)
  // The demo company's users sign in with published passwords too (users' addresses are stored in lower case).
  const users = await db
    .select({ eMail: accountUsers.eMail })
    .from(accountUsers)
    .where(inArray(accountUsers.eMail, demoEmails))
    .orderBy(accountUsers.id)
  const [key] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(demoScaleHouseKey)))
  return {
    demoAccountEmails: [...found, ...users].map((row) => row.eMail),
    demoKeyPresent: key !== undefined,
  }
}
