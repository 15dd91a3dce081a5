import { relations, sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { accounts, cardLedger, cards } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'
import { orders } from './orders.ts'

/**
 * A load-funds checkout handed to the payment gateway. `status` moves created → approved | declined; a card is
 * credited once, when the approved checkout's ledger row is written (`ledgerId`).
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    amountCents: integer('amount_cents').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status', { enum: ['created', 'approved', 'declined'] })
      .notNull()
      .default('created'),
    paymentId: text('payment_id'),
    declineReason: text('decline_reason'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => cardLedger.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('payment_checkouts_account_idx').on(table.accountId, table.createdAt)],
)

/**
 * What a posting sends to NAV: a Salt Card ledger entry, an accepted order as a sales order (ADR 0036), or a change
 * staff made to the order afterwards, which NAV's sales order follows (ADR 0040).
 */
export const erpPostingKinds = ['ledger-entry', 'sales-order', 'sales-order-update'] as const

/**
 * The posting of a ledger entry or an order to the ERP (Dynamics NAV). Worked by the jobs worker: pending →
 * approved, or failed (retried with backoff) → dead after the last attempt. The admin area can retry a dead one
 * (retrynav). A ledger-entry posting names its entry, a sales-order or sales-order-update posting its order (a check
 * says which). An order has one sales-order posting and one update per change; the worker takes an order's postings
 * one at a time in id order, each once the ones before it are approved (ADR 0040).
 */
export const erpPostings = pgTable(
  'erp_postings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: erpPostingKinds }).notNull().default('ledger-entry'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => cardLedger.id),
    orderId: integer('order_id').references(() => orders.id),
    status: text('status', { enum: ['pending', 'approved', 'failed', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    erpDocumentNo: text('erp_document_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('erp_postings_ledger_unique').on(table.ledgerId),
    uniqueIndex('erp_postings_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'sales-order'`),
    index('erp_postings_order_idx').on(table.orderId, table.id),
    index('erp_postings_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

/** What the sandbox ERP connector received: stands in for NAV in the default run and in tests. */
export const erpSandboxDocuments = pgTable('erp_sandbox_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentNo: text('document_no').notNull().unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})

/** Keys of machine clients such as the scale houses; only the SHA-256 of each key is stored. */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  scope: text('scope', { enum: ['pickups'] }).notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The yards (location slugs) this key may post pickups for; a key with none may post for none. */
  locationSlugs: jsonb('location_slugs').$type<string[]>().notNull().default([]),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Small runtime switches shared by every app process, e.g. the sandbox ERP's fault switch. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

export const erpPostingsRelations = relations(erpPostings, ({ one }) => ({
  entry: one(cardLedger, { fields: [erpPostings.ledgerId], references: [cardLedger.id] }),
  order: one(orders, { fields: [erpPostings.orderId], references: [orders.id] }),
}))

export type PaymentCheckout = typeof paymentCheckouts.$inferSelect
export type ErpPosting = typeof erpPostings.$inferSelect
export type ApiKey = typeof apiKeys.$inferSelect
