import { asc, eq, inArray } from 'drizzle-orm'
import type { AdminProduct, AdminProductOptions } from '#domain/catalogue/admin-answers.ts'
import { productHref } from '#domain/catalogue/links.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  documents,
  locationProducts,
  locations,
  productDocuments,
  productGroups,
  productUnits,
  products,
} from '#server/db/schema.ts'
import { badRequest } from '#server/http/errors.ts'
import { readsTogether } from '#server/db/reads-together.ts'

/** A product as the form edits it: its row, units, document links and stock per yard; also its audit snapshot. */
export async function findAdminProduct(db: Db | Tx, id: number): Promise<AdminProduct | null> {
  const [row] = await db
    .select({ product: products, groupSlug: productGroups.slug })
    .from(products)
    .innerJoin(productGroups, eq(products.groupId, productGroups.id))
    .where(eq(products.id, id))
  if (!row) return null
  const { product, groupSlug } = row
  const [units, linked, stock] = await readsTogether(db, [
    () =>
      db
        .select({
          unitName: productUnits.unitName,
          minQty: productUnits.minQty,
          customSize: productUnits.customSize,
          maxQty: productUnits.maxQty,
          quantityStep: productUnits.quantityStep,
        })
        .from(productUnits)
        .where(eq(productUnits.productId, id))
        .orderBy(asc(productUnits.sortOrder), asc(productUnits.id)),
    () =>
      db
        .select({
          id: documents.id,
          title: documents.title,
          fileName: documents.fileName,
          sizeBytes: documents.sizeBytes,
        })
        .from(productDocuments)
        .innerJoin(documents, eq(productDocuments.documentId, documents.id))
        .where(eq(productDocuments.productId, id))
        .orderBy(asc(documents.title), asc(documents.id)),
    () =>
      db
        .select({ locationId: locationProducts.locationId, status: locationProducts.status })
        .from(locationProducts)
        .where(eq(locationProducts.productId, id))
        .orderBy(asc(locationProducts.locationId)),
  ])
  return {
    id: product.id,
    version: product.version,
    name: product.name,
    slug: product.slug,
    groupId: product.groupId,
    summary: product.summary,
    descriptionHtml: product.descriptionHtml,
    specs: product.specs,
    units,
    images: product.images,
    documentIds: linked.map((document) => document.id),
    documents: linked,
    stock,
    featured: product.featured,
    sortOrder: product.sortOrder,
    published: product.published,
    href: productHref(groupSlug, product.slug),
  }
}

/** The groups a product can be filed under and the yards that can stock it, A to Z. */
export async function productOptions(db: Db): Promise<AdminProductOptions> {
  const [groups, yards] = await readsTogether(db, [
    () =>
      db
        .select({ id: productGroups.id, name: productGroups.name })
        .from(productGroups)
        .orderBy(asc(productGroups.name)),
    () =>
      db
        .select({ id: locations.id, name: locations.locationName })
        .from(locations)
        .orderBy(asc(locations.locationName)),
  ])
  return { groups, locations: yards }
}

/** Refuses ids of documents or yards that do not exist, as a field error, before any foreign key would. */
export async function assertReferencesExist(
  tx: Tx,
  input: { documentIds: number[]; stock: Array<{ locationId: number }> },
): Promise<void> {
  const fields: Record<string, string> = {}
  const documentIds = [...new Set(input.documentIds)]
  if (documentIds.length > 0) {
    const found = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.id, documentIds))
    if (found.length !== documentIds.length) fields.documentIds = 'A chosen document no longer exists.'
  }
  const locationIds = input.stock.map((row) => row.locationId)
  if (locationIds.length > 0) {
    const found = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, locationIds))
    if (found.length !== locationIds.length) fields.stock = 'A chosen yard no longer exists.'
  }
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are missing or invalid.', fields)
}
