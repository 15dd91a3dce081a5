import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'

/** A Salt Card application (applySalt popup), pending until the admin area approves it. */
export const cardApplications = pgTable(
  'card_applications',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    company: text('company').notNull(),
    eMail: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    companyAddress: text('company_address').notNull(),
    postalCode: text('postal_code'),
    city: text('city'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('card_applications_status_idx').on(table.status, table.createdAt)],
)

/** A customer's request for more cards (addCardCustomer). */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['new', 'done'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('card_requests_account_idx').on(table.accountId)],
)

export const listRequestKinds = ['myList', 'listLogin', 'newAccount'] as const
export type ListRequestKind = (typeof listRequestKinds)[number]

/**
 * A submitted My List (issue 4): the items, the delivery details and, for new customers, their application form.
 * `idempotencyKey` comes from the client, so a double click or a retried request stores one request.
 */
export const listRequests = pgTable(
  'list_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: listRequestKinds }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    items: jsonb('items').$type<unknown[]>().notNull(),
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    applicant: jsonb('applicant').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('list_requests_idempotency_unique').on(table.idempotencyKey),
    index('list_requests_status_idx').on(table.status, table.createdAt),
  ],
)

export type CardApplication = typeof cardApplications.$inferSelect
export type CardRequest = typeof cardRequests.$inferSelect
export type ListRequest = typeof listRequests.$inferSelect
