import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import type { ImageVariant } from '#domain/media/media.ts'
import { createdAt } from './columns.ts'

/**
 * Old public paths that lead to a page's new one with a 301, written when staff change a slug
 * (`/location/old-yard` → `/location/new-yard`). A chain is kept flat: every old path points at the latest one.
 */
export const slugRedirects = pgTable('slug_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  createdAt: createdAt(),
})

/**
 * An image staff uploaded through the file manager: re-encoded to WebP in several widths (metadata stripped), with
 * the alt text it was given. Products, groups and posts keep a copy of what they show (StoredImage), so deleting an
 * upload never breaks a page.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: serial('id').primaryKey(),
    alt: text('alt').notNull(),
    /** The name the file had on the uploader's machine, for the file manager's list only; never used as a path. */
    originalName: text('original_name').notNull(),
    /** The largest variant's size. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    /** The storage keys of the variants, in the order of `variants`. */
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('media_images_created_idx').on(table.createdAt)],
)

export type SlugRedirect = typeof slugRedirects.$inferSelect
export type MediaImage = typeof mediaImages.$inferSelect
