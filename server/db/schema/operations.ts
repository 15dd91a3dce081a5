import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { createdAt, updatedAt, version } from './columns.ts'
import { noticeSeverities } from '#domain/kernel/enums.ts'

export { noticeSeverities, type NoticeSeverity } from '#domain/kernel/enums.ts'

/**
 * A weather notice staff publish from /admin/weather: while now is between `startsAt` and `endsAt`, the storefront's
 * urgent popup shows it. `locationIds` null means every yard.
 */
export const weatherNotices = pgTable(
  'weather_notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: noticeSeverities }).notNull().default('warning'),
    locationIds: jsonb('location_ids').$type<number[]>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('weather_notices_window_idx').on(table.endsAt, table.startsAt)],
)

/**
 * Storm mode: staff pick yards, a date range and hours (null opens/closes = round the clock); the custom schedule rows
 * it writes to each yard carry this row's id, so ending it early removes exactly those rows.
 */
export const stormOperations = pgTable('storm_operations', {
  id: serial('id').primaryKey(),
  locationIds: jsonb('location_ids').$type<number[]>().notNull(),
  fromDate: text('from_date').notNull(),
  toDate: text('to_date').notNull(),
  /** HH:MM in America/Toronto, or null for round the clock. */
  opensAt: text('opens_at'),
  closesAt: text('closes_at'),
  note: text('note'),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedBy: integer('ended_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export type WeatherNotice = typeof weatherNotices.$inferSelect
export type StormOperation = typeof stormOperations.$inferSelect
