import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { cards } from './accounts.ts'
import { createdAt } from './columns.ts'
import { weatherAlerts } from './weather-alerts.ts'

/**
 * The storm warning a card's account was mailed for an ECCC alert (ADR 0037): one row per alert and card, claimed in
 * the transaction that queues the mails. The alert's id stays the same across its updates (ADR 0033), so an update,
 * a restart or a second process finds the row taken and mails nothing more.
 */
export const stormWarningMails = pgTable(
  'storm_warning_mails',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => weatherAlerts.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** How many logins the warning reached (none when nobody of the account takes low-balance alerts). */
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.cardId] }),
    index('storm_warning_mails_card_idx').on(table.cardId),
  ],
)
