import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AdminCardRequestSummary,
  AdminCustomer,
  AdminListRequestSummary,
} from '#domain/admin/customers/answers.ts'
import { centsToDollars } from '#domain/kernel/money.ts'
import type { PaymentOption } from '#domain/admin/customers/schemas.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cardRequests, listRequests } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { listCompanyUsers } from '#server/services/company-users/list-users.ts'
import { cardsOfAccounts } from './cards.ts'
import { isCustomer } from './list.ts'
import { readsTogether } from '#server/db/reads-together.ts'

/** How many of each kind of request the customer's page shows, newest first. */
const requestsShown = 20

export const noSuchCustomer = () => notFound('No customer has this id.')

/** The customer's profile as staff edit it; staff accounts are not customers, so they are not found here. */
export async function customerProfile(db: Db | Tx, id: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), isCustomer))
  if (!row) return null
  return {
    id: row.id,
    version: row.version,
    customerNo: row.customerNo,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    eMail: row.eMail,
    company: row.company ?? '',
    contactNumber: row.contactNumber ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    postalCode: row.postalCode ?? '',
    // Accounts carry one of the known options; the column is text, so the type is asserted here once.
    paymentOption: row.paymentOption as PaymentOption,
    lowBalanceThreshold: centsToDollars(row.lowBalanceThresholdCents),
  }
}

/** `/admin/customers/{id}`: the profile, every card with its balance, the card and list requests. */
export async function findAdminCustomer(db: Db | Tx, id: number): Promise<AdminCustomer> {
  const profile = await customerProfile(db, id)
  if (!profile) throw noSuchCustomer()
  const [cardsByAccount, { users }, cardRequestRows, listRequestRows] = await readsTogether(db, [
    () => cardsOfAccounts(db, [id]),
    () => listCompanyUsers(db, id),
    () => customerCardRequests(db, id),
    () => customerListRequests(db, id),
  ])
  return {
    ...profile,
    cards: cardsByAccount.get(id) ?? [],
    users,
    cardRequests: cardRequestRows,
    listRequests: listRequestRows,
  }
}

const fulfiller = alias(accounts, 'fulfiller')

async function customerCardRequests(db: Db | Tx, accountId: number): Promise<AdminCardRequestSummary[]> {
  const rows = await db
    .select({
      id: cardRequests.id,
      quantity: cardRequests.quantity,
      status: cardRequests.status,
      createdAt: cardRequests.createdAt,
      fulfilledAt: cardRequests.fulfilledAt,
      fulfilledByName: fulfiller.name,
    })
    .from(cardRequests)
    .leftJoin(fulfiller, eq(fulfiller.id, cardRequests.fulfilledBy))
    .where(eq(cardRequests.accountId, accountId))
    .orderBy(desc(cardRequests.createdAt), desc(cardRequests.id))
    .limit(requestsShown)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  }))
}

async function customerListRequests(db: Db | Tx, accountId: number): Promise<AdminListRequestSummary[]> {
  const rows = await db
    .select({
      id: listRequests.id,
      kind: listRequests.kind,
      status: listRequests.status,
      itemCount: sql<number>`jsonb_array_length(${listRequests.items})`.mapWith(Number),
      createdAt: listRequests.createdAt,
    })
    .from(listRequests)
    .where(eq(listRequests.accountId, accountId))
    .orderBy(desc(listRequests.createdAt), desc(listRequests.id))
    .limit(requestsShown)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
