import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { productUnits, products } from '#server/db/schema.ts'

/** What product search looks at (the full-text index is on this text): name, summary and unit names. */
export function searchTextOf(product: { name: string; summary: string }, unitNames: string[]): string {
  return [product.name, product.summary, ...unitNames]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** Recomputes a product's `searchText` from its row and units; call after any change to them. */
export async function refreshSearchText(db: Db | Tx, productId: number): Promise<void> {
  const [product] = await db
    .select({ name: products.name, summary: products.summary })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) return
  const units = await db
    .select({ unitName: productUnits.unitName })
    .from(productUnits)
    .where(eq(productUnits.productId, productId))
    .orderBy(asc(productUnits.sortOrder), asc(productUnits.id))
  await db
    .update(products)
    .set({
      searchText: searchTextOf(
        product,
        units.map((unit) => unit.unitName),
      ),
    })
    .where(eq(products.id, productId))
}
