import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { documentHref, productHref } from '#domain/catalogue/links.ts'
import type { Db } from '#server/db/client.ts'
import {
  type StoredDocument,
  documents,
  productDocuments,
  productGroups,
  products,
} from '#server/db/schema.ts'
import type { DocumentLink, DocumentListing } from './types.ts'

export const documentLinkColumns = {
  slug: documents.slug,
  title: documents.title,
  category: documents.category,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
}

export function toDocumentLink(row: Omit<DocumentLink, 'href'>): DocumentLink {
  return { ...row, href: documentHref(row.slug, row.fileName) }
}

/** Every published document by category and title, each with the published products it belongs to. */
export async function listPublishedDocuments(db: Db): Promise<DocumentListing[]> {
  const rows = await db
    .select({ id: documents.id, ...documentLinkColumns })
    .from(documents)
    .where(eq(documents.published, true))
    // Safety data sheets (the schema's default category) first, then other kinds by name.
    .orderBy(sql`${documents.category} <> 'Safety Data Sheet'`, asc(documents.category), asc(documents.title))
  if (rows.length === 0) return []
  const links = await db
    .select({
      documentId: productDocuments.documentId,
      name: products.name,
      productSlug: products.slug,
      groupSlug: productGroups.slug,
    })
    .from(productDocuments)
    .innerJoin(products, eq(productDocuments.productId, products.id))
    .innerJoin(productGroups, eq(products.groupId, productGroups.id))
    .where(
      and(
        inArray(
          productDocuments.documentId,
          rows.map((row) => row.id),
        ),
        eq(products.published, true),
        eq(productGroups.published, true),
      ),
    )
    .orderBy(asc(products.name))
  return rows.map(({ id, ...row }) => ({
    ...toDocumentLink(row),
    products: links
      .filter((link) => link.documentId === id)
      .map((link) => ({ name: link.name, href: productHref(link.groupSlug, link.productSlug) })),
  }))
}

/** A published document by slug, for download; null when unknown or unpublished. */
export async function findPublishedDocument(db: Db, slug: string): Promise<StoredDocument | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.slug, slug), eq(documents.published, true)))
  return row ?? null
}
