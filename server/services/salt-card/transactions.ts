import { type SQL, and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { TransactionRow, TransactionsPage } from '#domain/salt-card/answers.ts'
import type { Db } from '#server/db/client.ts'
import { cardLedger, cards, erpPostings, locations } from '#server/db/schema.ts'
import { torontoDayEnd, torontoInstant } from './toronto-time.ts'

export interface TransactionFilter {
  accountId: number
  /** Already checked to be one of the account's cards (and, for a driver, one of theirs). */
  cardId?: number | undefined
  /** A driver's assigned cards (ADR 0027): the entries of these only; undefined for all the account's cards. */
  onlyCardIds?: number[] | undefined
  /** Toronto days, inclusive. */
  from?: string | undefined
  to?: string | undefined
}

export const defaultPageSize = 25

/**
 * The entries of the account's cards (or of the one card asked for), named by card id so the planner walks the
 * (card_id, printed_at) index instead of joining every entry to its card before sorting.
 */
async function conditions(db: Db, filter: TransactionFilter): Promise<SQL | undefined> {
  const cardIds =
    filter.cardId !== undefined
      ? [filter.cardId]
      : (
          await db
            .select({ id: cards.id })
            .from(cards)
            .where(
              and(
                eq(cards.accountId, filter.accountId),
                filter.onlyCardIds === undefined ? undefined : inArray(cards.id, filter.onlyCardIds),
              ),
            )
        ).map((card) => card.id)
  return and(
    cardIds.length > 0 ? inArray(cardLedger.cardId, cardIds) : sql`false`,
    filter.from === undefined ? undefined : gte(cardLedger.printedAt, torontoInstant(filter.from)),
    filter.to === undefined ? undefined : lt(cardLedger.printedAt, torontoDayEnd(filter.to)),
  )
}

const rowColumns = {
  id: cardLedger.id,
  printedAt: cardLedger.printedAt,
  cardId: cardLedger.cardId,
  cardNo: cards.cardNo,
  cardName: cards.name,
  type: cardLedger.type,
  locationSlug: cardLedger.locationSlug,
  locationName: locations.locationName,
  product: cardLedger.product,
  tonnes: cardLedger.tonnes,
  amountCents: cardLedger.amountCents,
  balanceAfterCents: cardLedger.balanceAfterCents,
  erpStatus: erpPostings.status,
}

function rowsQuery(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(rowColumns)
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
    .leftJoin(locations, eq(locations.slug, cardLedger.locationSlug))
    .where(where)
    .orderBy(desc(cardLedger.printedAt), desc(cardLedger.id))
    .limit(limit)
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number]

function toTransaction(row: Row): TransactionRow {
  return {
    id: row.id,
    PrintedDateTime: row.printedAt.toISOString(),
    cardId: row.cardId,
    cardNo: row.cardNo,
    cardName: row.cardName,
    type: row.type,
    // A slug the locations table does not know (a closed yard, a typo at the scale) still says where.
    locationName: row.locationName ?? row.locationSlug,
    product: row.product,
    tonnes: row.tonnes,
    amountCents: row.amountCents,
    balanceAfterCents: row.balanceAfterCents,
    erpStatus: row.erpStatus,
  }
}

/** One page of the account's ledger entries, newest first by PrintedDateTime, with the number of all matches. */
export async function listTransactions(
  db: Db,
  filter: TransactionFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<TransactionsPage> {
  const where = await conditions(db, filter)
  const [rows, [total]] = await Promise.all([
    rowsQuery(db, where, pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cardLedger).where(where),
  ])
  return { items: rows.map(toTransaction), total: total?.n ?? 0, page, pageSize }
}

/**
 * Every matching entry, newest first, in batches: each batch continues after the last row of the one before
 * (keyset), so a long export neither holds everything in memory nor repeats a row when new entries arrive.
 */
export async function* allTransactions(
  db: Db,
  filter: TransactionFilter,
  batchSize = 1000,
): AsyncGenerator<TransactionRow[]> {
  const where = await conditions(db, filter)
  let after: Row | undefined
  for (;;) {
    const keyset = after
      ? sql`(${cardLedger.printedAt}, ${cardLedger.id}) < (${after.printedAt.toISOString()}::timestamptz, ${after.id})`
      : undefined
    const rows = await rowsQuery(db, and(where, keyset), batchSize)
    if (rows.length > 0) yield rows.map(toTransaction)
    if (rows.length < batchSize) return
    after = rows.at(-1)
  }
}
