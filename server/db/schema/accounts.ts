import { relations, sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ownLoginRoles } from '#domain/account/company-roles.ts'
import { createdAt, updatedAt, version } from './columns.ts'

/**
 * A Salt Card account. `active` is the access level: 0 deactivated, 1 customer,
 * 2000 and above admin.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    customerNo: text('customer_no').notNull().unique(),
    name: text('name').notNull(),
    eMail: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: integer('active').notNull().default(1),
    paymentOption: text('payment_option').notNull().default('Prepaid'),
    company: text('company'),
    contactNumber: text('contact_number'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    /** A pickup that takes a card's balance below this sends the low-balance alert. */
    lowBalanceThresholdCents: integer('low_balance_threshold_cents').notNull().default(20000),
    /** The role of the account's own login among its users (ADR 0027); staff accounts keep the default. */
    loginRole: text('login_role', { enum: ownLoginRoles }).notNull().default('owner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Staff edits of the profile are versioned (409 on a stale edit), like content. */
    version: version(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.eMail),
    check('accounts_email_lower', sql`${table.eMail} = lower(${table.eMail})`),
    check('accounts_active_range', sql`${table.active} >= 0`),
  ],
)

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    cardNo: text('card_no').notNull().unique(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Set when the low-balance alert was sent; cleared when the balance rises above the threshold again. */
    lowBalanceAlerted: boolean('low_balance_alerted').notNull().default(false),
    /** Set while the account holder has the card suspended: pickups are refused, everything else goes on. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Set when it was reported lost or stolen: closed for good (status deactivated), a replacement took its place. */
    lostAt: timestamp('lost_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cards_account_idx').on(table.accountId)],
)

/**
 * The append-only money ledger of each card: its balance is the latest row's balanceAfterCents.
 * Loads, pickups and staff adjustments append rows; the demo seed writes a winter of them.
 */
export const cardLedger = pgTable(
  'card_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    type: text('type', { enum: ['load', 'pickup', 'adjustment', 'order'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    externalRef: text('external_ref').notNull(),
    /** Pickups: where, what and how much the scale ticket says. Empty for loads and adjustments. */
    locationSlug: text('location_slug'),
    product: text('product'),
    tonnes: numeric('tonnes', { precision: 10, scale: 3 }),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull(),
    /** Adjustments: why staff changed the balance (required), and who did. */
    reason: text('reason'),
    staffAccountId: integer('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('card_ledger_card_idx').on(table.cardId, table.id),
    index('card_ledger_card_printed_idx').on(table.cardId, table.printedAt),
    /** The live yard board counts each yard's pickups of the last hour (ADR 0037). */
    index('card_ledger_pickup_printed_idx')
      .on(table.printedAt)
      .where(sql`${table.type} = 'pickup'`),
    uniqueIndex('card_ledger_external_ref_unique').on(table.type, table.externalRef),
    check('card_ledger_balance_not_negative', sql`${table.balanceAfterCents} >= 0`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The account's user signed in (ADR 0027); null for the account's own login. The foreign key to account_users
     * (ON DELETE CASCADE: removing a user ends their sessions) is written in migration 0008 by hand, as a Drizzle
     * reference would make this module and company-users.ts import each other.
     */
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId), index('sessions_user_idx').on(table.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A link that sets the password of this user of the account; null for the own login. Foreign key: as sessions'. */
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.accountId)],
)

/** Mail to send: written in the same transaction as the change it reports, sent by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
)

/** Background work other than mail (payment confirmation, ERP postings), claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subject, table.createdAt),
    index('audit_log_actor_idx').on(table.actorAccountId, table.createdAt),
  ],
)

/** Counters for rate limits, kept in the database so every app process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
})

export const accountsRelations = relations(accounts, ({ many }) => ({
  cards: many(cards),
  sessions: many(sessions),
}))

export const cardsRelations = relations(cards, ({ one, many }) => ({
  account: one(accounts, { fields: [cards.accountId], references: [accounts.id] }),
  ledger: many(cardLedger),
}))

export const cardLedgerRelations = relations(cardLedger, ({ one }) => ({
  card: one(cards, { fields: [cardLedger.cardId], references: [cards.id] }),
}))

export const sessionsRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}))

export type Account = typeof accounts.$inferSelect
export type NewAccount = typeof accounts.$inferInsert
export type Card = typeof cards.$inferSelect
export type NewCard = typeof cards.$inferInsert
export type LedgerEntry = typeof cardLedger.$inferSelect
export type Session = typeof sessions.$inferSelect
export type OutboxMail = typeof outbox.$inferSelect
export type NewOutboxMail = typeof outbox.$inferInsert
export type Job = typeof jobs.$inferSelect
