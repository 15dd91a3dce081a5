import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { SignedIn } from '#server/http/auth.ts'
import type {
  MonthlyStatement,
  StatementCard,
  StatementEntry,
  StatementTotals,
} from '#domain/statements/answers.ts'
import { statementNotFoundText } from '#domain/statements/texts.ts'
import { maskedCardNo } from '#domain/tickets/texts.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { Db } from '#server/db/client.ts'
import { cardLedger, erpPostings, locations } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { visibleCardIds } from '#server/services/company-users/card-scope.ts'
import { monthBounds, statementCards } from './statement-scope.ts'

const emptyTotals = (openingCents: number): StatementTotals => ({
  openingCents,
  load: 0,
  pickup: 0,
  adjustment: 0,
  order: 0,
  closingCents: openingCents,
})

/** `/profile/statements`: the Toronto months with entries on the caller's cards, newest first. */
export async function statementMonths(db: Db, session: SignedIn): Promise<string[]> {
  const cardIds = (await statementCards(db, session.account.id, await visibleCardIds(db, session))).map(
    (card) => card.id,
  )
  if (cardIds.length === 0) return []
  const month = sql<string>`to_char(${cardLedger.printedAt} at time zone 'America/Toronto', 'YYYY-MM')`
  const rows = await db
    .selectDistinct({ month })
    .from(cardLedger)
    .where(inArray(cardLedger.cardId, cardIds))
    .orderBy(desc(month))
  return rows.map((row) => row.month)
}

/**
 * One month's statement. Balances are sums of the ledger by printed time: the opening balance is every entry printed
 * before the month began in Toronto, the closing balance that plus the month's entries — so the totals are the
 * ledger's, whatever order entries arrived in. A month with no entry and no money on any card is a 404, and so is a
 * month still to come.
 */
export async function monthlyStatement(
  db: Db,
  session: SignedIn,
  month: string,
  now: Date,
): Promise<MonthlyStatement> {
  // A month still to come has no statement, though the cards' balances would fill one.
  if (month > torontoDate(now).slice(0, 7)) throw notFound(statementNotFoundText)
  const { start, end } = monthBounds(month)
  const cardRows = await statementCards(db, session.account.id, await visibleCardIds(db, session))
  const cardIds = cardRows.map((card) => card.id)
  const [openings, entries] = cardIds.length
    ? await Promise.all([
        db
          .select({
            cardId: cardLedger.cardId,
            cents: sql<number>`cast(sum(${cardLedger.amountCents}) as integer)`,
          })
          .from(cardLedger)
          .where(and(inArray(cardLedger.cardId, cardIds), lt(cardLedger.printedAt, start)))
          .groupBy(cardLedger.cardId),
        db
          .select({
            id: cardLedger.id,
            cardId: cardLedger.cardId,
            printedAt: cardLedger.printedAt,
            type: cardLedger.type,
            reference: cardLedger.externalRef,
            locationSlug: cardLedger.locationSlug,
            locationName: locations.locationName,
            product: cardLedger.product,
            tonnes: cardLedger.tonnes,
            amountCents: cardLedger.amountCents,
            erpStatus: erpPostings.status,
          })
          .from(cardLedger)
          .leftJoin(locations, eq(locations.slug, cardLedger.locationSlug))
          .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
          .where(
            and(
              inArray(cardLedger.cardId, cardIds),
              gte(cardLedger.printedAt, start),
              lt(cardLedger.printedAt, end),
            ),
          )
          .orderBy(asc(cardLedger.printedAt), asc(cardLedger.id)),
      ])
    : [[], []]
  const openingOf = new Map(openings.map((row) => [row.cardId, Number(row.cents)]))
  const cards: StatementCard[] = []
  for (const card of cardRows) {
    const totals = emptyTotals(openingOf.get(card.id) ?? 0)
    const own: StatementEntry[] = []
    for (const entry of entries.filter((each) => each.cardId === card.id)) {
      totals[entry.type] += entry.amountCents
      totals.closingCents += entry.amountCents
      own.push({
        id: entry.id,
        printedAt: entry.printedAt.toISOString(),
        type: entry.type,
        reference: entry.reference,
        locationName: entry.locationName ?? entry.locationSlug,
        product: entry.product,
        tonnes: entry.tonnes,
        amountCents: entry.amountCents,
        balanceCents: totals.closingCents,
        erpStatus: entry.erpStatus,
      })
    }
    if (own.length === 0 && totals.openingCents === 0) continue
    cards.push({
      cardId: card.id,
      cardName: card.name,
      cardNoMasked: maskedCardNo(card.cardNo),
      totals,
      entries: own,
    })
  }
  if (cards.length === 0) throw notFound(statementNotFoundText)
  return {
    month,
    accountName: session.account.name,
    customerNo: session.account.customerNo,
    cards,
    totals: cards.reduce((sum, card) => {
      for (const key of Object.keys(sum) as Array<keyof StatementTotals>) sum[key] += card.totals[key]
      return sum
    }, emptyTotals(0)),
  }
}
