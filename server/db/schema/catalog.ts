import { relations, sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { StoredImage } from '#domain/media/media.ts'
import { quantitySteps } from '#domain/kernel/enums.ts'
import { createdAt, updatedAt, version } from './columns.ts'

export type { ImageVariant, StoredImage } from '#domain/media/media.ts'

import type { ProductSpec } from '#domain/catalogue/product-spec.ts'

export type { ProductSpec }

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  /** Sanitized HTML. */
  descriptionHtml: text('description_html').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

/**
 * A product. Its slug is unique across groups, because a My List item is identified by slug and unit name alone.
 * `searchText` is name, summary and unit names, kept by the catalogue service for the full-text index.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML. */
    descriptionHtml: text('description_html').notNull().default(''),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('products_group_idx').on(table.groupId, table.sortOrder),
    index('products_search_idx').using('gin', sql`to_tsvector('english', ${table.searchText})`),
  ],
)

/** How a product is sold: "tonne", "bag", "skid", "tote", "litre"; a custom size shows as "quantity x (unit)". */
export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    minQty: integer('min_qty').notNull().default(1),
    /** The most a My List request may ask for, typed (ADR 0030); never below 6, what the plus control reaches. */
    maxQty: integer('max_qty').notNull().default(6),
    /** Whole units, or tenths (of a tonne); quantities are checked in integer thousandths (ADR 0030). */
    quantityStep: text('quantity_step', { enum: quantitySteps }).notNull().default('whole'),
    customSize: boolean('custom_size').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // max_qty >= min_qty is a hand-written check in migration 0009: existing units with a minimum above 6 get their
  // minimum as maximum first, which drizzle-kit cannot order before the check.
  (table) => [uniqueIndex('product_units_product_unit_unique').on(table.productId, table.unitName)],
)

/** A file for download, such as a safety data sheet. The bytes live in file storage under `storageKey`. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  category: text('category').notNull().default('Safety Data Sheet'),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  published: boolean('published').notNull().default(true),
  /**
   * The file passed the PDF check (server/services/media/pdf-check.ts) and is stored as the check wrote it: served
   * inline. Files stored before uploads were checked are offered as downloads only.
   */
  checked: boolean('checked').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

export const productDocuments = pgTable(
  'product_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.documentId] })],
)

export const productGroupsRelations = relations(productGroups, ({ many }) => ({
  products: many(products),
}))

export const productsRelations = relations(products, ({ one, many }) => ({
  group: one(productGroups, { fields: [products.groupId], references: [productGroups.id] }),
  units: many(productUnits),
  documents: many(productDocuments),
}))

export const productUnitsRelations = relations(productUnits, ({ one }) => ({
  product: one(products, { fields: [productUnits.productId], references: [products.id] }),
}))

export const productDocumentsRelations = relations(productDocuments, ({ one }) => ({
  product: one(products, { fields: [productDocuments.productId], references: [products.id] }),
  document: one(documents, { fields: [productDocuments.documentId], references: [documents.id] }),
}))

export type ProductGroup = typeof productGroups.$inferSelect
export type Product = typeof products.$inferSelect
export type ProductUnit = typeof productUnits.$inferSelect
export type StoredDocument = typeof documents.$inferSelect
