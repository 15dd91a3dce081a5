import { type SQL, and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationRow,
  ApplicationListQuery,
} from '#domain/admin/queues/application-schemas.ts'
import { defaultApplicationStatus } from '#domain/admin/queues/application-schemas.ts'
import { adminPageSize } from '#domain/admin/list.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cardApplications } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { containsPattern } from '#server/services/catalog/search.ts'

/** The account that already has the applicant's address (accounts keep addresses lower-cased). */
const sameEmail = alias(accounts, 'same_email')
const createdAccount = alias(accounts, 'created_account')
const decider = alias(accounts, 'decider')

const sortColumns = {
  received: cardApplications.createdAt,
  name: cardApplications.fullName,
  company: cardApplications.company,
} as const

const rowColumns = {
  id: cardApplications.id,
  fullName: cardApplications.fullName,
  company: cardApplications.company,
  eMail: cardApplications.eMail,
  city: cardApplications.city,
  status: cardApplications.status,
  cardsRequested: cardApplications.cardsRequested,
  createdAt: cardApplications.createdAt,
  accountId: cardApplications.accountId,
  sameEmailId: sameEmail.id,
  sameEmailCustomerNo: sameEmail.customerNo,
  sameEmailName: sameEmail.name,
}

interface RowRecord extends Omit<AdminApplicationRow, 'createdAt' | 'existingAccount'> {
  createdAt: Date
  accountId: number | null
  sameEmailId: number | null
  sameEmailCustomerNo: string | null
  sameEmailName: string | null
}

function toRow(record: RowRecord): AdminApplicationRow {
  const { accountId, sameEmailId, sameEmailCustomerNo, sameEmailName, createdAt, ...row } = record
  const existing =
    sameEmailId !== null && sameEmailId !== accountId
      ? { id: sameEmailId, customerNo: sameEmailCustomerNo!, name: sameEmailName! }
      : null
  return { ...row, createdAt: createdAt.toISOString(), existingAccount: existing }
}

/** The applications queue: a status filter (new by default), search, sort (newest first by default) and pages. */
export async function listApplications(db: Db, query: ApplicationListQuery): Promise<AdminApplicationList> {
  const page = query.page ?? 1
  const status = query.status ?? defaultApplicationStatus
  const conditions: SQL[] = []
  if (status !== 'all') conditions.push(eq(cardApplications.status, status))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(cardApplications.fullName, pattern),
        ilike(cardApplications.company, pattern),
        ilike(cardApplications.eMail, pattern),
        ilike(cardApplications.city, pattern),
      ) as SQL,
    )
  }
  const column = sortColumns[query.sort ?? 'received']
  const direction =
    (query.dir ?? (query.sort && query.sort !== 'received' ? 'asc' : 'desc')) === 'asc' ? asc : desc
  const where = and(...conditions)
  const [records, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(cardApplications)
      .leftJoin(sameEmail, eq(sameEmail.eMail, sql`lower(${cardApplications.eMail})`))
      .where(where)
      .orderBy(direction(column), desc(cardApplications.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(cardApplications)
      .where(where),
  ])
  return { items: records.map(toRow), total: count?.total ?? 0, page, pageSize: adminPageSize }
}

/** One application with everything the applicant sent and the decision; 404 when there is none. */
export async function findApplication(db: Db | Tx, id: number): Promise<AdminApplication> {
  const [record] = await db
    .select({
      ...rowColumns,
      contactNumber: cardApplications.contactNumber,
      companyAddress: cardApplications.companyAddress,
      postalCode: cardApplications.postalCode,
      declineReason: cardApplications.declineReason,
      createdAccountCustomerNo: createdAccount.customerNo,
      createdAccountName: createdAccount.name,
      decidedById: decider.id,
      decidedByName: decider.name,
      decidedAt: cardApplications.decidedAt,
      updatedAt: cardApplications.updatedAt,
      version: cardApplications.version,
    })
    .from(cardApplications)
    .leftJoin(sameEmail, eq(sameEmail.eMail, sql`lower(${cardApplications.eMail})`))
    .leftJoin(createdAccount, eq(createdAccount.id, cardApplications.accountId))
    .leftJoin(decider, eq(decider.id, cardApplications.decidedBy))
    .where(eq(cardApplications.id, id))
  if (!record) throw notFound('This application does not exist.')
  const {
    contactNumber,
    companyAddress,
    postalCode,
    declineReason,
    createdAccountCustomerNo,
    createdAccountName,
    decidedById,
    decidedByName,
    decidedAt,
    updatedAt,
    version,
    ...row
  } = record
  return {
    ...toRow(row),
    contactNumber,
    companyAddress,
    postalCode,
    declineReason,
    account:
      record.accountId !== null && createdAccountCustomerNo !== null
        ? { id: record.accountId, customerNo: createdAccountCustomerNo, name: createdAccountName! }
        : null,
    decidedBy: decidedById !== null ? { id: decidedById, name: decidedByName! } : null,
    decidedAt: decidedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
    version,
  }
}
