import { timestamp } from 'drizzle-orm/pg-core'

/** Columns every table spells the same way. Times are stored in UTC and shown in America/Toronto. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
