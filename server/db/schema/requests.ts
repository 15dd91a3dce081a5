import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { createdAt, updatedAt, version } from './columns.ts'
import { applicationStatuses, listRequestKinds } from '#domain/kernel/enums.ts'

export {
  applicationStatuses,
  type ApplicationStatus,
  listRequestKinds,
  type ListRequestKind,
} from '#domain/kernel/enums.ts'

/**
 * A Salt Card application (applySalt popup, or the list register path), new until staff approve it (which creates
 * the customer account, `accountId`) or decline it with a reason.
 */
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
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    /** How many cards the new account starts with. */
    cardsRequested: integer('cards_requested').notNull().default(1),
    declineReason: text('decline_reason'),
    /** The customer account approval created. */
    accountId: integer('account_id').references(() => accounts.id),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('card_applications_status_idx').on(table.status, table.createdAt),
    index('card_applications_email_idx').on(table.eMail),
  ],
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
    fulfilledBy: integer('fulfilled_by').references(() => accounts.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('card_requests_account_idx').on(table.accountId),
    index('card_requests_status_idx').on(table.status, table.createdAt),
  ],
)

/**
 * A submitted My List: the items, the delivery details and, for new customers, their application form.
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
    /** The staff member following it up. */
    assignedTo: integer('assigned_to').references(() => accounts.id, { onDelete: 'set null' }),
    /** Staff notes; never shown to the customer. */
    notes: text('notes').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('list_requests_idempotency_unique').on(table.idempotencyKey),
    index('list_requests_status_idx').on(table.status, table.createdAt),
  ],
)

export type CardApplication = typeof cardApplications.$inferSelect
export type CardRequest = typeof cardRequests.$inferSelect
export type ListRequest = typeof listRequests.$inferSelect
