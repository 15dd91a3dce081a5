import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { alertDeliveries, alertKinds } from '#domain/account/alerts.ts'
import { accounts, cards } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'
import { accountUsers } from './company-users.ts'

/**
 * Each login's choice of alerts (ADR 0029): the account's own login (`userId` null) or one of its users. No row: the
 * default of domain/account/alerts.ts. One row per login, nulls not distinct, so the own login has one too.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => accountUsers.id, { onDelete: 'cascade' }),
    kinds: text('kinds', { enum: alertKinds }).array().notNull(),
    delivery: text('delivery', { enum: alertDeliveries }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('alert_preferences_login_unique').on(table.accountId, table.userId).nullsNotDistinct()],
)

/**
 * One mail a day per login and Toronto date: the idempotency key (`digest-a{account}-u{user|own}-{date}`) is unique,
 * so a second run, in this process or another, cannot mail that login again that day.
 */
export const alertDigests = pgTable('alert_digests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => accountUsers.id, { onDelete: 'cascade' }),
  torontoDate: text('toronto_date').notNull(),
  entryCount: integer('entry_count').notNull(),
  createdAt: createdAt(),
})

/** An alert of a login who chose the daily digest, waiting for it; `digestId` is set when a digest takes it. */
export const alertDigestEntries = pgTable(
  'alert_digest_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => accountUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    summary: text('summary').notNull(),
    digestId: bigint('digest_id', { mode: 'number' }).references(() => alertDigests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('alert_digest_entries_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.digestId} is null`),
    // Housekeeping deletes a sent digest's entries by it, and the digest's own delete checks it (ON DELETE SET NULL).
    index('alert_digest_entries_digest_idx').on(table.digestId),
  ],
)

export type AlertPreferences = typeof alertPreferences.$inferSelect
