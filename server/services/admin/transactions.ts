import { type SQL, and, count, desc, eq, exists, gte, ilike, lt, or, sql } from 'drizzle-orm'
import type { AdminTransactionOptions, AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import type { AdminTransactionsQuery } from '#domain/admin/transactions/schemas.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards, erpPostings, locations, pickupPriceFlags } from '#server/db/schema.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { torontoDayEnd, torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import { navConnectorState } from './nav-connector.ts'

/** The list's filters as SQL over the ledger joined to card, account and posting. */
export function transactionConditions(query: AdminTransactionsQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined
  return and(
    pattern ? or(ilike(accounts.customerNo, pattern), ilike(accounts.name, pattern)) : undefined,
    query.status ? eq(erpPostings.status, query.status) : undefined,
    query.yard ? eq(cardLedger.locationSlug, query.yard) : undefined,
    query.from ? gte(cardLedger.printedAt, torontoInstant(query.from)) : undefined,
    query.to ? lt(cardLedger.printedAt, torontoDayEnd(query.to)) : undefined,
    query.priceFlag ? exists(flagOf(cardLedger.id)) : undefined,
  )
}

const flagOf = (ledgerId: typeof cardLedger.id) =>
  sql`(select 1 from ${pickupPriceFlags} where ${pickupPriceFlags.ledgerId} = ${ledgerId})`

const rowColumns = {
  id: cardLedger.id,
  printedAt: cardLedger.printedAt,
  type: cardLedger.type,
  reference: cardLedger.externalRef,
  customerNo: accounts.customerNo,
  customerName: accounts.name,
  cardNo: cards.cardNo,
  cardName: cards.name,
  yardSlug: cardLedger.locationSlug,
  yardName: locations.locationName,
  product: cardLedger.product,
  tonnes: cardLedger.tonnes,
  amountCents: cardLedger.amountCents,
  reason: cardLedger.reason,
  postingId: erpPostings.id,
  status: erpPostings.status,
  attempts: erpPostings.attempts,
  lastError: erpPostings.lastError,
  documentNo: erpPostings.erpDocumentNo,
  flagExpectedCents: pickupPriceFlags.expectedCents,
  flagPricePerTonneCents: pickupPriceFlags.pricePerTonneCents,
  flagSource: pickupPriceFlags.priceSource,
}

function rowsQuery(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(rowColumns)
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
    .leftJoin(locations, eq(locations.slug, cardLedger.locationSlug))
    .leftJoin(pickupPriceFlags, eq(pickupPriceFlags.ledgerId, cardLedger.id))
    .where(where)
    .orderBy(desc(cardLedger.printedAt), desc(cardLedger.id))
    .limit(limit)
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number]

function toTransaction({
  postingId,
  status,
  attempts,
  lastError,
  documentNo,
  flagExpectedCents,
  flagPricePerTonneCents,
  flagSource,
  ...row
}: Row): AdminTransactionRow {
  return {
    id: row.id,
    PrintedDateTime: row.printedAt.toISOString(),
    type: row.type,
    reference: row.reference,
    customerNo: row.customerNo,
    customerName: row.customerName,
    cardNo: row.cardNo,
    cardName: row.cardName,
    yardSlug: row.yardSlug,
    // A slug the locations table does not know (a closed yard, a typo at the scale) still says where.
    yardName: row.yardName ?? row.yardSlug,
    product: row.product,
    tonnes: row.tonnes,
    amountCents: row.amountCents,
    reason: row.reason,
    nav:
      postingId === null || status === null || attempts === null
        ? null
        : { postingId, status, attempts, lastError, documentNo },
    priceFlag:
      flagExpectedCents === null || flagPricePerTonneCents === null || flagSource === null
        ? null
        : {
            expectedCents: flagExpectedCents,
            pricePerTonneCents: flagPricePerTonneCents,
            source: flagSource,
          },
  }
}

/** One page of every card's ledger entries, newest first by PrintedDateTime, with the number of all matches. */
export async function listAdminTransactions(
  db: Db,
  query: AdminTransactionsQuery,
): Promise<AdminListPage<AdminTransactionRow>> {
  const where = transactionConditions(query)
  const page = query.page ?? 1
  const [rows, total] = await Promise.all([
    rowsQuery(db, where, adminPageSize).offset((page - 1) * adminPageSize),
    countTransactions(db, where),
  ])
  return { items: rows.map(toTransaction), total, page, pageSize: adminPageSize }
}

/** How many ledger entries match `where` (transactionConditions, with posting conditions where wanted). */
export async function countTransactions(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
    .where(where)
  return row?.n ?? 0
}

/**
 * Every matching entry, newest first, in batches that each continue after the last row of the one before (keyset),
 * so a winter's export neither sits in memory at once nor repeats a row when new entries arrive meanwhile.
 */
export async function* allAdminTransactions(
  db: Db,
  query: AdminTransactionsQuery,
  batchSize = 1000,
): AsyncGenerator<AdminTransactionRow[]> {
  const where = transactionConditions(query)
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

const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true })

/** The yards to filter by (hidden ones too: their history stays) and the NAV connection the page shows. */
export async function adminTransactionOptions(
  deps: Pick<AppDeps, 'db' | 'erp'>,
): Promise<AdminTransactionOptions> {
  const yards = await deps.db.select({ slug: locations.slug, name: locations.locationName }).from(locations)
  yards.sort((a, b) => byName.compare(a.name, b.name))
  return { yards, nav: await navConnectorState(deps) }
}
