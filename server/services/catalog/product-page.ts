import { and, asc, eq } from 'drizzle-orm'
import { groupHref, locationHref, productHref } from '#domain/catalogue/links.ts'
import type { Db } from '#server/db/client.ts'
import {
  documents,
  locationProducts,
  locations,
  productDocuments,
  productGroups,
  products,
} from '#server/db/schema.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { documentLinkColumns, toDocumentLink } from './documents.ts'
import { unitsOf } from './groups.ts'
import type { ProductPage } from './types.ts'

/**
 * A published product of a published group, with units, specs, documents and the published locations that stock
 * it. Null when the product is unknown, unpublished, or asked for under another group's slug.
 */
export async function findProductPage(
  db: Db,
  groupSlug: string,
  productSlug: string,
): Promise<ProductPage | null> {
  const [row] = await db
    .select({ product: products, group: { slug: productGroups.slug, name: productGroups.name } })
    .from(products)
    .innerJoin(productGroups, eq(products.groupId, productGroups.id))
    .where(
      and(
        eq(products.slug, productSlug),
        eq(productGroups.slug, groupSlug),
        eq(products.published, true),
        eq(productGroups.published, true),
      ),
    )
  if (!row) return null
  const { product, group } = row
  const [units, documentRows, stockRows] = await Promise.all([
    unitsOf(db, [product.id]),
    db
      .select(documentLinkColumns)
      .from(productDocuments)
      .innerJoin(documents, eq(productDocuments.documentId, documents.id))
      .where(and(eq(productDocuments.productId, product.id), eq(documents.published, true)))
      .orderBy(asc(documents.category), asc(documents.title)),
    db
      .select({ slug: locations.slug, locationName: locations.locationName, status: locationProducts.status })
      .from(locationProducts)
      .innerJoin(locations, eq(locationProducts.locationId, locations.id))
      .where(and(eq(locationProducts.productId, product.id), eq(locations.published, true)))
      .orderBy(asc(locations.locationName)),
  ])
  return {
    slug: product.slug,
    name: product.name,
    summary: product.summary,
    descriptionHtml: sanitizeRichText(product.descriptionHtml),
    specs: product.specs,
    images: product.images,
    href: productHref(group.slug, product.slug),
    group: { ...group, href: groupHref(group.slug) },
    units: units.get(product.id) ?? [],
    documents: documentRows.map(toDocumentLink),
    availability: stockRows.map((stock) => ({ ...stock, href: locationHref(stock.slug) })),
  }
}
