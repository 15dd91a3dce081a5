import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Profile, ProfileCard } from '#domain/account/answers.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards } from '#server/db/schema.ts'
import type { SignedIn } from '#server/services/auth/sessions.ts'
import { visibleCardIds } from '#server/services/company-users/card-scope.ts'

/**
 * The account with the active cards the session may see (a driver: theirs) and their balances, and who is signed in;
 * null when the account is gone.
 */
export async function loadProfile(db: Db, session: SignedIn): Promise<Profile | null> {
  const accountId = session.account.id
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
  const login = {
    userId: session.user?.id ?? null,
    name: session.user?.name ?? account.name,
    eMail: session.user?.eMail ?? account.eMail,
    role: session.role,
  }
  const onlyCardIds = await visibleCardIds(db, session)
  return { ...account, login, cards: await activeCardsWithBalances(db, accountId, onlyCardIds) }
}

/** One query for all cards (or the `onlyCardIds` among them): each balance is the latest ledger row, 0 before any. */
export async function activeCardsWithBalances(
  db: Db,
  accountId: number,
  onlyCardIds: number[] | null = null,
): Promise<ProfileCard[]> {
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
    .where(
      and(
        eq(cards.accountId, accountId),
        eq(cards.status, 'active'),
        onlyCardIds === null ? undefined : inArray(cards.id, onlyCardIds),
      ),
    )
    .orderBy(cards.id)
}
