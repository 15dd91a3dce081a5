import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts, cards } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'
import { paymentCheckouts } from './payments.ts'

/**
 * A card's autoload (ADR 0028): the processor's reference of the saved payment card (never the card itself: only
 * its brand and last four digits beside it), and the customer's threshold, top-up and monthly maximum. `crossings`
 * counts the threshold crossings that queued an attempt; the attempt's idempotency key is made from it.
 */
export const autoloadSettings = pgTable('autoload_settings', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  status: text('status', { enum: ['on', 'off'] })
    .notNull()
    .default('off'),
  /** Why it is off, in the customer's words; null while on. */
  offReason: text('off_reason'),
  gateway: text('gateway'),
  methodRef: text('method_ref'),
  /** The processor's customer the method is attached to (Stripe), reused by the next setup of this card. */
  customerRef: text('customer_ref'),
  methodBrand: text('method_brand'),
  methodLast4: text('method_last4'),
  thresholdCents: integer('threshold_cents').notNull(),
  topUpCents: integer('top_up_cents').notNull(),
  monthlyMaxCents: integer('monthly_max_cents').notNull(),
  failuresInRow: integer('failures_in_row').notNull().default(0),
  crossings: integer('crossings').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * A setup at the processor's hosted page, recorded before the customer leaves (as payment_checkouts are), with the
 * settings autoload starts with once the card is saved.
 */
export const autoloadSetups = pgTable('autoload_setups', {
  id: text('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  cardId: integer('card_id')
    .notNull()
    .references(() => cards.id),
  gateway: text('gateway').notNull(),
  status: text('status', { enum: ['created', 'saved', 'cancelled'] })
    .notNull()
    .default('created'),
  thresholdCents: integer('threshold_cents').notNull(),
  topUpCents: integer('top_up_cents').notNull(),
  monthlyMaxCents: integer('monthly_max_cents').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * One top-up per threshold crossing, and the job that charges it: queued → charging → approved | declined |
 * failed, or skipped (monthly maximum) / cancelled (autoload stopped) before any charge. A charging attempt is
 * always finished with its own idempotency key and method, never dropped: the processor may have taken the money.
 */
export const autoloadAttempts = pgTable(
  'autoload_attempts',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', {
      enum: ['queued', 'charging', 'approved', 'declined', 'failed', 'skipped', 'cancelled'],
    })
      .notNull()
      .default('queued'),
    /** What the charge is sent with, fixed when it starts, so a retry repeats exactly the same request. */
    methodRef: text('method_ref'),
    customerRef: text('customer_ref'),
    checkoutId: text('checkout_id').references(() => paymentCheckouts.id),
    /**
     * When it became charging, just before the first request with its key: the processor keeps the key 24 hours
     * from then, which bounds when it may be charged again and when an unfound charge is believed (ADR 0038).
     */
    chargeStartedAt: timestamp('charge_started_at', { withTimezone: true }),
    paymentId: text('payment_id'),
    reason: text('reason'),
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('autoload_attempts_due_idx').on(table.status, table.nextAttemptAt),
    index('autoload_attempts_card_idx').on(table.cardId, table.id),
    // At most one top-up of a card on its way: a crossing while one is open queues nothing more.
    uniqueIndex('autoload_attempts_one_open')
      .on(table.cardId)
      .where(sql`${table.status} in ('queued', 'charging')`),
  ],
)

/**
 * The sandbox processor's own record of off-session charges (as erp_sandbox_documents stands in for NAV): one row
 * per idempotency key, so a repeated request answers the first charge and charges nothing new.
 */
export const paymentSandboxCharges = pgTable('payment_sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  methodRef: text('method_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['approved', 'declined'] }).notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export type AutoloadSettingsRow = typeof autoloadSettings.$inferSelect
export type AutoloadAttempt = typeof autoloadAttempts.$inferSelect
