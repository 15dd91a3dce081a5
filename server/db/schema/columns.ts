import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Columns every table spells the same way. Times are stored in UTC and shown in America/Toronto. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Optimistic concurrency for records staff edit: a save names the version it started from and bumps it; a save based
 * on an older version is refused with 409 (server/services/admin/versioned-update.ts).
 */
export const version = () => integer('version').notNull().default(1)
