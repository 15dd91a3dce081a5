import { count, eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { cards } from '#server/db/schema.ts'
import { cardNumbersAfter, cardSeriesRegex } from './card-numbers.ts'

export interface IssuedCard {
  id: number
  cardNo: string
  name: string
}

/**
 * New active cards on an account, in the caller's transaction. Numbers continue the series after its highest; an
 * advisory lock held until the transaction ends makes two issues (two app processes, two staff) take turns, so
 * neither reads the same highest number. Each card is named "Card n" after the account's cards so far; the
 * customer can rename it.
 */
export async function issueCards(
  tx: Tx,
  { accountId, quantity, now }: { accountId: number; quantity: number; now: Date },
): Promise<IssuedCard[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('salt-card-numbers'))`)
  const [highest] = await tx
    .select({ cardNo: sql<string | null>`max(${cards.cardNo})` })
    .from(cards)
    .where(sql`${cards.cardNo} ~ ${cardSeriesRegex}`)
  const [owned] = await tx.select({ n: count() }).from(cards).where(eq(cards.accountId, accountId))
  const numbers = cardNumbersAfter(highest?.cardNo ?? null, quantity)
  const already = owned?.n ?? 0
  return tx
    .insert(cards)
    .values(
      numbers.map((cardNo, index) => ({
        cardNo,
        name: `Card ${already + index + 1}`,
        accountId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
}
