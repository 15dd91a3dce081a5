import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { orderStatuses } from '#domain/orders/schemas.ts'
import type { DeliveryWindow } from '#domain/quotes/schemas.ts'
import { accounts, cardLedger, cards } from './accounts.ts'
import { createdAt, updatedAt, version } from './columns.ts'
import { quotes } from './quotes.ts'

/**
 * An accepted quote (ADR 0032). `quote_id` is unique: however many accepts race, the database keeps one order.
 * The schedule and delivery columns fill in as staff move the order on; `version` guards staff edits.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    quoteVersion: integer('quote_version').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    poNumber: text('po_number').notNull().default(''),
    status: text('status', { enum: orderStatuses }).notNull().default('confirmed'),
    paymentMethod: text('payment_method', { enum: ['salt-card', 'on-account'] }).notNull(),
    cardId: integer('card_id').references(() => cards.id),
    totalCents: integer('total_cents').notNull(),
    window: jsonb('window').$type<DeliveryWindow>(),
    yardSlug: text('yard_slug'),
    carrier: text('carrier'),
    deliveredQuantity: text('delivered_quantity'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ticketNo: text('ticket_no'),
    signatureName: text('signature_name'),
    cancelReason: text('cancel_reason'),
    /** The Salt Card debit of a delivered order paid by card (ledger type `order`, keyed by the order number). */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => cardLedger.id),
    acceptedBy: text('accepted_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('orders_quote_unique').on(table.quoteId),
    index('orders_account_idx').on(table.accountId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
  ],
)

/** The order's timeline: one row per status it took, with what came with it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
)

export type Order = typeof orders.$inferSelect
export type OrderEvent = typeof orderEvents.$inferSelect
