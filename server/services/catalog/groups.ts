import { and, asc, eq, inArray } from 'drizzle-orm'
import { groupHref, productHref } from '#domain/catalogue/links.ts'
import type { Db } from '#server/db/client.ts'
import { type ProductGroup, productGroups, productUnits, products } from '#server/db/schema.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import type { GroupPage, GroupSummary, UnitOption } from './types.ts'

function toGroupSummary(group: ProductGroup): GroupSummary {
  return {
    slug: group.slug,
    name: group.name,
    summary: group.summary,
    image: group.image ?? null,
    href: groupHref(group.slug),
  }
}

/** The published product groups, in the staff's order (the /products category list). */
export async function listGroups(db: Db): Promise<GroupSummary[]> {
  const rows = await db
    .select()
    .from(productGroups)
    .where(eq(productGroups.published, true))
    .orderBy(asc(productGroups.sortOrder), asc(productGroups.name))
  return rows.map(toGroupSummary)
}

/** A published group with its published products and their units; null when there is no such group. */
export async function findGroupPage(db: Db, groupSlug: string): Promise<GroupPage | null> {
  const [group] = await db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.slug, groupSlug), eq(productGroups.published, true)))
  if (!group) return null
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.groupId, group.id), eq(products.published, true)))
    .orderBy(asc(products.sortOrder), asc(products.name))
  const units = await unitsOf(
    db,
    rows.map((product) => product.id),
  )
  return {
    group: { ...toGroupSummary(group), descriptionHtml: sanitizeRichText(group.descriptionHtml) },
    products: rows.map((product) => ({
      slug: product.slug,
      name: product.name,
      summary: product.summary,
      image: product.images[0] ?? null,
      featured: product.featured,
      href: productHref(group.slug, product.slug),
      units: units.get(product.id) ?? [],
    })),
  }
}

/** Units of the given products, each product's in its order. */
export async function unitsOf(db: Db, productIds: number[]): Promise<Map<number, UnitOption[]>> {
  const byProduct = new Map<number, UnitOption[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select()
    .from(productUnits)
    .where(inArray(productUnits.productId, productIds))
    .orderBy(asc(productUnits.sortOrder), asc(productUnits.id))
  for (const { productId, unitName, minQty, customSize, maxQty, quantityStep } of rows) {
    const list = byProduct.get(productId) ?? []
    list.push({ unitName, minQty, customSize, maxQty, quantityStep })
    byProduct.set(productId, list)
  }
  return byProduct
}
