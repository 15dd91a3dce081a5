import { count, eq } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { cards } from '#server/db/schema.ts'
import { lockNumbering, nextCardNos } from '#server/services/accounts/numbers.ts'

export interface IssuedCard {
  id: number
  cardNo: string
  name: string
}

/**
 * New active cards on an account, in the caller's transaction: an approved application's first cards or a fulfilled
 * card request. Numbers continue the series after its highest (accounts/numbers.ts); its lock, held until the
 * transaction ends, makes two issues (two app processes, two staff) take turns. Each card is named "Card n" after
 * the account's cards so far; the customer can rename it.
 */
export async function issueCards(
  tx: Tx,
  { accountId, quantity, now }: { accountId: number; quantity: number; now: Date },
): Promise<IssuedCard[]> {
  await lockNumbering(tx)
  const [owned] = await tx.select({ n: count() }).from(cards).where(eq(cards.accountId, accountId))
  const numbers = await nextCardNos(tx, quantity)
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
