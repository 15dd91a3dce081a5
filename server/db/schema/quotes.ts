import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { DeliveryWindow, QuoteLine } from '#domain/quotes/schemas.ts'
import { quoteStatuses } from '#domain/quotes/texts.ts'
import { accounts } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'
import { listRequests } from './requests.ts'

/**
 * A manager's answer to one list request (ADR 0032): one quote per request, its versions beside it. `latestVersion`
 * is the only version the customer may accept; the row is locked while a version is added or accepted, so a revision
 * and an acceptance never cross.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    listRequestId: integer('list_request_id')
      .notNull()
      .references(() => listRequests.id),
    status: text('status', { enum: quoteStatuses }).notNull().default('sent'),
    latestVersion: integer('latest_version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('quotes_list_request_unique').on(table.listRequestId)],
)

/** Every version stays as it was sent: lines, fee, the HST rate of that day and the totals it gave. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    window: jsonb('window').$type<DeliveryWindow>().notNull(),
    /** The last day (Toronto) the version may be accepted. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** When the customer was mailed; null while the quote waits on their Salt Card application. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('quote_versions_number_unique').on(table.quoteId, table.number)],
)

/** The conversation beside the versions: the customer's "Ask for changes" messages. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** Who wrote it: the login's name as it was then. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('quote_messages_quote_idx').on(table.quoteId, table.id)],
)

export type Quote = typeof quotes.$inferSelect
export type QuoteVersion = typeof quoteVersions.$inferSelect
export type QuoteMessage = typeof quoteMessages.$inferSelect
