import { asc, eq, inArray } from 'drizzle-orm'
import type { StockStatus } from '#domain/locations/hours.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { locationProducts, locations, products } from '#server/db/schema.ts'
import { demoLocations } from './demo-locations.ts'

/**
 * The demo locations (./demo-locations.ts) and what each stocks. Adds the locations missing by slug, and stock to any
 * demo location that has none, so it runs after staff edits without undoing them, and links products once the
 * catalogue exists. Runs after the catalogue seeder.
 */
export async function seedLocations(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(locations)
      .values(demoLocations.map((location) => ({ ...location, province: 'ON' })))
      .onConflictDoNothing({ target: locations.slug })
      .returning({ id: locations.id })
    const linked = await stockUnstockedLocations(tx)
    return inserted.length > 0 || linked
  })
}

/**
 * A deterministic mix, not a list of slugs: the n-th demo location carries about two products in three of the
 * published catalogue (in slug order), most in stock, some low, a few out.
 */
export function stockFor(locationIndex: number, productIndex: number): StockStatus | undefined {
  if ((locationIndex + productIndex) % 3 === 0) return undefined
  const statuses: StockStatus[] = ['in_stock', 'in_stock', 'low', 'in_stock', 'out']
  return statuses[(locationIndex * 2 + productIndex) % statuses.length]
}

async function stockUnstockedLocations(tx: Tx): Promise<boolean> {
  const catalogue = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.slug))
  if (catalogue.length === 0) return false
  const rows = await tx
    .select({ id: locations.id, slug: locations.slug })
    .from(locations)
    .where(
      inArray(
        locations.slug,
        demoLocations.map((location) => location.slug),
      ),
    )
  const stocked = new Set(
    (
      await tx
        .selectDistinct({ locationId: locationProducts.locationId })
        .from(locationProducts)
        .where(
          inArray(
            locationProducts.locationId,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => row.locationId),
  )
  const links = rows
    .filter((row) => !stocked.has(row.id))
    .flatMap((row) => {
      const locationIndex = demoLocations.findIndex((location) => location.slug === row.slug)
      return catalogue.flatMap((product, productIndex) => {
        const status = stockFor(locationIndex, productIndex)
        return status ? [{ locationId: row.id, productId: product.id, status }] : []
      })
    })
  if (links.length === 0) return false
  await tx.insert(locationProducts).values(links).onConflictDoNothing()
  return true
}
