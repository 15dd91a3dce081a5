import { eq, inArray } from 'drizzle-orm'
import type { FileStorage } from '#server/adapters/file-storage.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { documents, productDocuments, productGroups, productUnits, products } from '#server/db/schema.ts'
import { refreshSearchText } from '#server/services/catalog/search-text.ts'
import { leastMaxQty } from '#domain/catalogue/unit-steps.ts'
import { type SeedDocument, seedDocuments } from './catalog-documents.ts'
import { type SeedGroup, groupImage, productImage, seedGroups } from './catalog-products.ts'
import { textPdf } from './text-pdf.ts'

/**
 * The demo catalogue: groups, products with units, and safety documents (PDFs put into file storage). Adds
 * whatever is missing by slug, so it runs after staff edits without undoing them. Without storage (a caller that
 * has none) the documents are left for a later run.
 */
export async function seedCatalog(db: Db, { storage }: { storage?: FileStorage }): Promise<boolean> {
  let added = false
  await db.transaction(async (tx) => {
    for (const [index, group] of seedGroups.entries()) {
      added = (await seedGroup(tx, group, index)) || added
    }
  })
  if (storage) {
    for (const document of seedDocuments) added = (await seedDocument(db, storage, document)) || added
  }
  return added
}

async function seedGroup(tx: Tx, group: SeedGroup, sortOrder: number): Promise<boolean> {
  const inserted = await tx
    .insert(productGroups)
    .values({
      slug: group.slug,
      name: group.name,
      summary: group.summary,
      descriptionHtml: group.descriptionHtml,
      image: groupImage(group.slug, group.imageAlt),
      sortOrder,
    })
    .onConflictDoNothing({ target: productGroups.slug })
    .returning({ id: productGroups.id })
  const [existing] = await tx
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(eq(productGroups.slug, group.slug))
  if (!existing) throw new Error(`product group ${group.slug} is missing after insert`)
  let added = inserted.length > 0
  for (const [index, product] of group.products.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        groupId: existing.id,
        slug: product.slug,
        name: product.name,
        summary: product.summary,
        descriptionHtml: product.descriptionHtml,
        specs: product.specs,
        images: [productImage(product.image, product.imageAlt)],
        featured: product.featured ?? false,
        sortOrder: index,
      })
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id })
    if (!row) continue
    await tx.insert(productUnits).values(
      product.units.map((unit, unitIndex) => ({
        productId: row.id,
        unitName: unit.unitName,
        minQty: unit.minQty,
        maxQty: unit.maxQty ?? leastMaxQty(unit.minQty),
        quantityStep: unit.quantityStep ?? 'whole',
        customSize: unit.customSize ?? false,
        sortOrder: unitIndex,
      })),
    )
    await refreshSearchText(tx, row.id)
    added = true
  }
  return added
}

/** The document's row and file (the file put back if storage lost it), and its links to products that exist. */
async function seedDocument(db: Db, storage: FileStorage, document: SeedDocument): Promise<boolean> {
  const storageKey = `documents/${document.fileName}`
  const [existing] = await db.select().from(documents).where(eq(documents.slug, document.slug))
  let added = false
  if (!existing || !(await storage.stat(existing.storageKey))) {
    const bytes = await textPdf(document.pdf)
    await storage.put(existing?.storageKey ?? storageKey, bytes)
    added = true
    if (!existing) {
      await db.insert(documents).values({
        slug: document.slug,
        title: document.title,
        category: document.category,
        fileName: document.fileName,
        mimeType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        storageKey,
        // Drawn by our PDF module (ADR 0035); pdf-check.test.ts runs every seeded sheet through the upload check.
        checked: true,
      })
    }
  }
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.slug, document.slug))
  const linked = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.slug, document.products))
  if (!row || linked.length === 0) return added
  const links = await db
    .insert(productDocuments)
    .values(linked.map((product) => ({ productId: product.id, documentId: row.id })))
    .onConflictDoNothing()
    .returning({ productId: productDocuments.productId })
  return added || links.length > 0
}
