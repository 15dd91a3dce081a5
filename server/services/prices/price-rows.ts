import { asc, desc, eq } from 'drizzle-orm'
import type { PriceHistoryRow, YardOption } from '#domain/prices/answers.ts'
import { historyStates } from '#domain/prices/history.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, contractPrices, listPrices, locations } from '#server/db/schema.ts'
import { badRequest } from '#server/http/errors.ts'

/**
 * Every yard, hidden ones too, by name and unpaged: prices may be set before a yard stocks the product, and an order
 * may name or be sent from any yard, however many a company runs.
 */
export function yardOptions(db: Db | Tx): Promise<YardOption[]> {
  return db
    .select({ id: locations.id, slug: locations.slug, name: locations.locationName })
    .from(locations)
    .orderBy(asc(locations.locationName), asc(locations.id))
}

/** A price is for a yard that exists: an unknown id is the caller's mistake (400), not the database's (500). */
export async function assertYard(db: Db | Tx, locationId: number): Promise<void> {
  const [yard] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId))
  if (!yard) throw badRequest('Some fields are missing or invalid.', { locationId: 'Choose a yard.' })
}

type PriceTable = typeof listPrices | typeof contractPrices

/** The rows of a price table that `where` picks, newest first, with yard and staff names and each row's state. */
export async function priceHistory(
  db: Db | Tx,
  table: PriceTable,
  where: ReturnType<typeof eq>,
  today: string,
): Promise<Array<PriceHistoryRow & { productId: number }>> {
  const rows = await db
    .select({
      id: table.id,
      productId: table.productId,
      unitName: table.unitName,
      locationId: table.locationId,
      locationName: locations.locationName,
      cents: table.cents,
      effectiveFrom: table.effectiveFrom,
      createdAt: table.createdAt,
      staffName: accounts.name,
    })
    .from(table)
    .innerJoin(locations, eq(locations.id, table.locationId))
    .leftJoin(accounts, eq(accounts.id, table.staffAccountId))
    .where(where)
    .orderBy(desc(table.effectiveFrom), desc(table.id))
  const states = historyStates(rows, today, (row) => `${row.productId}/${row.unitName}/${row.locationId}`)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    state: states.get(row.id) ?? 'replaced',
  }))
}
