import { and, desc, eq, inArray, lte, type SQL } from 'drizzle-orm'
import type { PriceInForce } from '#domain/prices/rules.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { contractPrices, listPrices } from '#server/db/schema.ts'

/** A unit of a product at a yard, the thing a price is for. */
export interface PricedUnit {
  productId: number
  unitName: string
  locationId: number
}

export interface PriceQuery {
  /** The customer account whose contract prices count; null for a visitor (list prices only). */
  accountId: number | null
  productIds: number[]
  /** Only this unit, or this yard, when given. */
  unitName?: string
  locationId?: number
  /** The Toronto calendar day, yyyy-mm-dd. */
  on: string
}

export const pricedUnitKey = (unit: PricedUnit) =>
  `${unit.productId}\u0000${unit.unitName}\u0000${unit.locationId}`

/**
 * THE price lookup (ADR 0031): every price the shop shows or checks comes from here. For each unit of the products
 * at each yard, the customer's contract price in force on `on` when there is one, else the list price in force on
 * `on`; a unit without either has no price (absent from the map). In force on a day = the row with the latest
 * effective date on or before it, the latest written on a tie (history is never overwritten).
 */
export async function pricesInForce(db: Db | Tx, query: PriceQuery): Promise<Map<string, PriceInForce>> {
  const prices = new Map<string, PriceInForce>()
  if (query.productIds.length === 0) return prices
  for (const row of await latestRows(db, listPrices, query))
    prices.set(pricedUnitKey(row), { cents: row.cents, source: 'list' })
  if (query.accountId !== null)
    for (const row of await latestRows(
      db,
      contractPrices,
      query,
      eq(contractPrices.accountId, query.accountId),
    ))
      prices.set(pricedUnitKey(row), { cents: row.cents, source: 'contract' })
  return prices
}

/** The price of one unit at one yard for a customer (or a visitor) on a day, or null when it has none. */
export async function priceFor(
  db: Db | Tx,
  unit: PricedUnit & { accountId: number | null; on: string },
): Promise<PriceInForce | null> {
  const prices = await pricesInForce(db, {
    accountId: unit.accountId,
    productIds: [unit.productId],
    unitName: unit.unitName,
    locationId: unit.locationId,
    on: unit.on,
  })
  return prices.get(pricedUnitKey(unit)) ?? null
}

function latestRows(
  db: Db | Tx,
  table: typeof listPrices | typeof contractPrices,
  query: PriceQuery,
  extra?: SQL,
): Promise<Array<PricedUnit & { cents: number }>> {
  return db
    .selectDistinctOn([table.productId, table.unitName, table.locationId], {
      productId: table.productId,
      unitName: table.unitName,
      locationId: table.locationId,
      cents: table.cents,
    })
    .from(table)
    .where(
      and(
        inArray(table.productId, query.productIds),
        lte(table.effectiveFrom, query.on),
        query.unitName === undefined ? undefined : eq(table.unitName, query.unitName),
        query.locationId === undefined ? undefined : eq(table.locationId, query.locationId),
        extra,
      ),
    )
    .orderBy(table.productId, table.unitName, table.locationId, desc(table.effectiveFrom), desc(table.id))
}
