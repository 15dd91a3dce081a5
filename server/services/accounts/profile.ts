import { and, desc, eq, sql } from 'drizzle-orm'
import type { Profile, ProfileCard } from '#domain/account/answers.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards } from '#server/db/schema.ts'

/** The account with its active cards and their balances; null when the account is gone. */
export async function loadProfile(db: Db, accountId: number): Promise<Profile | null> {
  const [account] = await db
    .select({
      active: accounts.active,
      name: accounts.name,
      paymentOption: accounts.paymentOption,
      eMail: accounts.eMail,
      customerNo: accounts.customerNo,
      company: accounts.company,
      contactNumber: accounts.contactNumber,
      address: accounts.address,
      city: accounts.city,
      postalCode: accounts.postalCode,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account) return null
  return { ...account, cards: await activeCardsWithBalances(db, accountId) }
}

/** One query for all cards: each card's balance is its latest ledger row, 0 before the first. */
export async function activeCardsWithBalances(db: Db, accountId: number): Promise<ProfileCard[]> {
  const latest = db
    .select({ balanceAfterCents: cardLedger.balanceAfterCents })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cards.id))
    .orderBy(desc(cardLedger.id))
    .limit(1)
    .as('latest')
  return db
    .select({
      id: cards.id,
      CardNo: cards.cardNo,
      name: cards.name,
      balanceCents: sql<number>`coalesce(${latest.balanceAfterCents}, 0)`.mapWith(Number),
      suspended: sql<boolean>`${cards.suspendedAt} is not null`.mapWith(Boolean),
    })
    .from(cards)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(cards.accountId, accountId), eq(cards.status, 'active')))
    .orderBy(cards.id)
}
