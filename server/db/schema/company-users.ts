import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyRoles } from '#domain/account/company-roles.ts'
import { accounts, cards } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'

/**
 * The people of a customer company beside the account's own login (ADR 0027), each with their own e-mail and
 * password. An address signs in one way only: a trigger (migration 0008) refuses an address that `accounts` holds,
 * and `accounts` refuses one this table holds.
 */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eMail: text('email').notNull(),
    /** `noPasswordYet` until the invited person uses the mailed link. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: companyRoles }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('account_users_email_unique').on(table.eMail),
    check('account_users_email_lower', sql`${table.eMail} = lower(${table.eMail})`),
    index('account_users_account_idx').on(table.accountId),
  ],
)

/** The cards a driver may see and use; removing the user or the card removes the assignment. */
export const driverCards = pgTable(
  'driver_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index('driver_cards_card_idx').on(table.cardId),
  ],
)

export type AccountUser = typeof accountUsers.$inferSelect
