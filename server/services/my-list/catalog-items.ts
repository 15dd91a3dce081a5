import { and, eq, inArray } from 'drizzle-orm'
import { productHref } from '#domain/catalogue/links.ts'
import type { CheckedListItem } from '#domain/my-list/answers.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { productGroups, productUnits, products } from '#server/db/schema.ts'

/**
 * The published units of the given product slugs (product and group published), as list items show them. One
 * query for a whole list, whatever its length.
 */
export async function offeredUnits(db: Db | Tx, slugs: string[]): Promise<CheckedListItem[]> {
  const unique = [...new Set(slugs)]
  if (unique.length === 0) return []
  const rows = await db
    .select({
      slug: products.slug,
      groupSlug: productGroups.slug,
      productName: products.name,
      images: products.images,
      unitName: productUnits.unitName,
      minQty: productUnits.minQty,
      customSize: productUnits.customSize,
      maxQty: productUnits.maxQty,
      quantityStep: productUnits.quantityStep,
    })
    .from(products)
    .innerJoin(productGroups, eq(products.groupId, productGroups.id))
    .innerJoin(productUnits, eq(productUnits.productId, products.id))
    .where(
      and(inArray(products.slug, unique), eq(products.published, true), eq(productGroups.published, true)),
    )
  return rows.map((row) => ({
    slug: row.slug,
    unitName: row.unitName,
    productName: row.productName,
    imgUrl: row.images[0]?.url ?? '',
    minQty: row.minQty,
    customSize: row.customSize,
    maxQty: row.maxQty,
    quantityStep: row.quantityStep,
    href: productHref(row.groupSlug, row.slug),
  }))
}

/** One text per slug and unit pair, for maps and sets. */
export const pairKey = (item: { slug: string; unitName: string }) =>
  JSON.stringify([item.slug, item.unitName])

/** `my-list/check`: the asked-for items that can still be requested, in the order asked. */
export async function stillOffered(
  db: Db,
  items: Array<{ slug: string; unitName: string }>,
): Promise<CheckedListItem[]> {
  const units = await offeredUnits(
    db,
    items.map((item) => item.slug),
  )
  const offered = new Map(units.map((unit) => [pairKey(unit), unit]))
  const seen = new Set<string>()
  return items.flatMap((item) => {
    const key = pairKey(item)
    const unit = offered.get(key)
    if (!unit || seen.has(key)) return []
    seen.add(key)
    return [unit]
  })
}
