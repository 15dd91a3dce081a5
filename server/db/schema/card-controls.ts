import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CardControls } from '#domain/salt-card/controls/schemas.ts'
import { accounts, cardLedger, cards } from './accounts.ts'
import { createdAt, updatedAt, version } from './columns.ts'
import { apiKeys } from './payments.ts'
import { cardRequests } from './requests.ts'

/**
 * Salt Card fleet controls (ADR 0026): what each card may pick up, where and when, checked by the scale's
 * pickups call in the transaction that debits the card.
 */

/** Named controls ("Plow trucks") that many cards of one account share: a change reaches them all. */
export const cardControlProfiles = pgTable(
  'card_control_profiles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** Checked with cardControlsSchema on every write. */
    controls: jsonb('controls').$type<CardControls>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [uniqueIndex('card_control_profiles_account_name_unique').on(table.accountId, table.name)],
)

/** A card's controls: its own, or one profile's (never both); a card without a row has none. */
export const cardControls = pgTable(
  'card_controls',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id),
    profileId: integer('profile_id').references(() => cardControlProfiles.id),
    controls: jsonb('controls').$type<CardControls>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('card_controls_profile_idx').on(table.profileId),
    check('card_controls_one_source', sql`(${table.profileId} is null) <> (${table.controls} is null)`),
  ],
)

/** A pickup the scale refused for the card's state, its controls or its balance; the account sees each one. */
export const cardDeclinedAttempts = pgTable(
  'card_declined_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    ticketNo: text('ticket_no').notNull(),
    /** The code the scale was answered (decline-codes.ts). */
    code: text('code').notNull(),
    /** Every control the ticket broke, the answered one first; empty when the card's state or balance refused it. */
    controlCodes: text('control_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationSlug: text('location_slug').notNull(),
    product: text('product').notNull(),
    /** A ticket may weigh up to 9,999,999.999 t: more thousandths than an integer holds. */
    milliTonnes: bigint('milli_tonnes', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull(),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('card_declined_attempts_card_idx').on(table.cardId, table.id),
    index('card_declined_attempts_ticket_idx').on(table.cardId, table.ticketNo),
  ],
)

/**
 * The account's "allow this pickup once": the same ticket (card, number, tonnes and amount), sent again before
 * `expiresAt`, passes the controls in `controlCodes` (never the balance, never a suspended or lost card). Used once.
 */
export const cardPickupOverrides = pgTable(
  'card_pickup_overrides',
  {
    id: serial('id').primaryKey(),
    declinedAttemptId: bigint('declined_attempt_id', { mode: 'number' })
      .notNull()
      .references(() => cardDeclinedAttempts.id)
      .unique(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    ticketNo: text('ticket_no').notNull(),
    milliTonnes: bigint('milli_tonnes', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    controlCodes: text('control_codes').array().notNull(),
    grantedBy: integer('granted_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => cardLedger.id),
    createdAt: createdAt(),
  },
  (table) => [index('card_pickup_overrides_ticket_idx').on(table.cardId, table.ticketNo)],
)

/**
 * A card reported lost or stolen and the card that replaced it. The staff's side is a card request (the queue of
 * "request more cards"), already fulfilled by the new number: staff send the plastic card and mark it done.
 */
export const cardReplacements = pgTable('card_replacements', {
  id: serial('id').primaryKey(),
  lostCardId: integer('lost_card_id')
    .notNull()
    .references(() => cards.id)
    .unique(),
  replacementCardId: integer('replacement_card_id')
    .notNull()
    .references(() => cards.id)
    .unique(),
  cardRequestId: integer('card_request_id')
    .notNull()
    .references(() => cardRequests.id)
    .unique(),
  reason: text('reason', { enum: ['lost', 'stolen'] }).notNull(),
  reportedBy: integer('reported_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export type CardControlProfile = typeof cardControlProfiles.$inferSelect
export type CardDeclinedAttempt = typeof cardDeclinedAttempts.$inferSelect
export type CardPickupOverride = typeof cardPickupOverrides.$inferSelect
