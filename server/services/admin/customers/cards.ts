import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminCustomerCard } from '#domain/admin/customers/answers.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cardLedger, cards } from '#server/db/schema.ts'

/**
 * Every card of the given accounts, deactivated ones too (staff refund what is left on them), each with its balance:
 * one query, the latest ledger row of each card. Keyed by account id; an account without cards has no key.
 */
export async function cardsOfAccounts(
  db: Db | Tx,
  accountIds: number[],
): Promise<Map<number, AdminCustomerCard[]>> {
  const byAccount = new Map<number, AdminCustomerCard[]>()
  if (accountIds.length === 0) return byAccount
  const latest = db
    .select({ balanceAfterCents: cardLedger.balanceAfterCents })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cards.id))
    .orderBy(desc(cardLedger.id))
    .limit(1)
    .as('latest')
  const rows = await db
    .select({
      accountId: cards.accountId,
      id: cards.id,
      cardNo: cards.cardNo,
      name: cards.name,
      status: cards.status,
      balanceCents: sql<number>`coalesce(${latest.balanceAfterCents}, 0)`.mapWith(Number),
    })
    .from(cards)
    .leftJoinLateral(latest, sql`true`)
    .where(inArray(cards.accountId, accountIds))
    .orderBy(cards.id)
  for (const { accountId, ...card } of rows) {
    const list = byAccount.get(accountId) ?? []
    list.push(card)
    byAccount.set(accountId, list)
  }
  return byAccount
}
