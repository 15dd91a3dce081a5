import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { createdAt } from './columns.ts'

/**
 * "Your statement is ready" (ADR 0035): one row per account and Toronto month (YYYY-MM), written in the transaction
 * that queues its mail. The pair is unique, so a second run — after a restart, or in another process at the same
 * moment — finds it taken and mails nothing.
 */
export const statementNotices = pgTable(
  'statement_notices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('statement_notices_account_month_unique').on(table.accountId, table.month)],
)

export type StatementNotice = typeof statementNotices.$inferSelect
