import { type SQL, and, desc, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { adminLevel } from '#domain/account/access.ts'
import type {
  AdminListRequest,
  ListRequestApplicant,
  ListRequestItem,
  ListRequestList,
  ListRequestListQuery,
  StaffMember,
} from '#domain/admin/queues/list-request-schemas.ts'
import { defaultListRequestStatus } from '#domain/admin/queues/list-request-schemas.ts'
import { adminPageSize } from '#domain/admin/list.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cardApplications, listRequests } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { containsPattern } from '#server/services/catalog/search.ts'

const assignee = alias(accounts, 'assignee')
const applicantField = (name: keyof ListRequestApplicant) =>
  sql<string | null>`${listRequests.applicant} ->> ${name}`

/** Who sent the request: the account's record, or the applicant's form when there is no account. */
const senderColumns = {
  name: sql<string>`coalesce(${accounts.name}, ${applicantField('fullName')}, '')`,
  company: sql<string | null>`coalesce(${accounts.company}, ${applicantField('company')})`,
  eMail: sql<string | null>`coalesce(${accounts.eMail}, ${applicantField('email')})`,
}

/** The list requests queue: newest first, a status filter (new by default), who follows it up, search, pages. */
export async function listListRequests(
  db: Db,
  query: ListRequestListQuery,
  viewerId: number,
): Promise<ListRequestList> {
  const page = query.page ?? 1
  const status = query.status ?? defaultListRequestStatus
  const conditions: SQL[] = []
  if (status !== 'all') conditions.push(eq(listRequests.status, status))
  if (query.assigned === 'none') conditions.push(isNull(listRequests.assignedTo))
  else if (query.assigned !== undefined)
    conditions.push(eq(listRequests.assignedTo, query.assigned === 'me' ? viewerId : query.assigned))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(accounts.name, pattern),
        ilike(accounts.company, pattern),
        ilike(accounts.eMail, pattern),
        ilike(accounts.customerNo, pattern),
        ilike(applicantField('fullName'), pattern),
        ilike(applicantField('company'), pattern),
        ilike(applicantField('email'), pattern),
      ) as SQL,
    )
  }
  const where = and(...conditions)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: listRequests.id,
        kind: listRequests.kind,
        status: listRequests.status,
        createdAt: listRequests.createdAt,
        ...senderColumns,
        itemCount: sql<number>`cast(jsonb_array_length(${listRequests.items}) as integer)`,
        assigneeId: assignee.id,
        assigneeName: assignee.name,
      })
      .from(listRequests)
      .leftJoin(accounts, eq(accounts.id, listRequests.accountId))
      .leftJoin(assignee, eq(assignee.id, listRequests.assignedTo))
      .where(where)
      .orderBy(desc(listRequests.createdAt), desc(listRequests.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(listRequests)
      .leftJoin(accounts, eq(accounts.id, listRequests.accountId))
      .where(where),
  ])
  return {
    items: rows.map(({ assigneeId, assigneeName, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      assignedTo: assigneeId !== null ? { id: assigneeId, name: assigneeName! } : null,
    })),
    total: count?.total ?? 0,
    page,
    pageSize: adminPageSize,
  }
}

/** One request exactly as it was sent, with the account, the applications from its address and the follow-up. */
export async function findListRequest(db: Db | Tx, id: number): Promise<AdminListRequest> {
  const [row] = await db
    .select({
      request: listRequests,
      account: {
        id: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        eMail: accounts.eMail,
        company: accounts.company,
        contactNumber: accounts.contactNumber,
      },
      assigneeId: assignee.id,
      assigneeName: assignee.name,
    })
    .from(listRequests)
    .leftJoin(accounts, eq(accounts.id, listRequests.accountId))
    .leftJoin(assignee, eq(assignee.id, listRequests.assignedTo))
    .where(eq(listRequests.id, id))
  if (!row) throw notFound('This list request does not exist.')
  const { request } = row
  const applicant = request.applicant as ListRequestApplicant | null
  const applications = applicant?.email
    ? await db
        .select({
          id: cardApplications.id,
          status: cardApplications.status,
          createdAt: cardApplications.createdAt,
        })
        .from(cardApplications)
        .where(eq(sql`lower(${cardApplications.eMail})`, applicant.email.toLowerCase()))
        .orderBy(desc(cardApplications.createdAt))
    : []
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    items: request.items as ListRequestItem[],
    delivery: request.delivery as DeliveryDetails | null,
    applicant,
    account: row.account,
    applications: applications.map((application) => ({
      ...application,
      createdAt: application.createdAt.toISOString(),
    })),
    assignedTo: row.assigneeId !== null ? { id: row.assigneeId, name: row.assigneeName! } : null,
    notes: request.notes,
    version: request.version,
  }
}

/** Every staff account (level 2000 and up), A to Z: who a request can be given to. */
export async function listRequestAssignees(db: Db): Promise<StaffMember[]> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(gte(accounts.active, adminLevel))
    .orderBy(accounts.name, accounts.id)
}
