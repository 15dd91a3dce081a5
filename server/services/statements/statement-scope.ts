import { and, eq, inArray } from 'drizzle-orm'
import { shiftMonth } from '#domain/statements/month.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cards } from '#server/db/schema.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'

/** The instants a Toronto month begins and ends (the next month's first midnight), across clock changes. */
export function monthBounds(month: string): { start: Date; end: Date } {
  return { start: torontoInstant(`${month}-01`), end: torontoInstant(`${shiftMonth(month, 1)}-01`) }
}

/**
 * The cards a statement covers: every card of the account, deactivated ones too (their money moved), or a driver's
 * assigned cards only (ADR 0027), always matched on the account as well.
 */
export async function statementCards(
  db: Db | Tx,
  accountId: number,
  onlyCardIds: number[] | null,
): Promise<Array<{ id: number; name: string; cardNo: string }>> {
  return db
    .select({ id: cards.id, name: cards.name, cardNo: cards.cardNo })
    .from(cards)
    .where(
      and(
        eq(cards.accountId, accountId),
        onlyCardIds === null ? undefined : inArray(cards.id, onlyCardIds.length ? onlyCardIds : [-1]),
      ),
    )
    .orderBy(cards.id)
}
