import { type SQL, and, asc, desc, eq, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm'
import { adminPageSize } from '#domain/admin/list.ts'
import type {
  AuditEntryDetail,
  AuditFilterOptions,
  AuditList,
  AuditListQuery,
  AuditRow,
} from '#domain/admin/audit/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { torontoDayEnd, torontoInstant } from '#server/services/salt-card/toronto-time.ts'

const rowColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  action: auditLog.action,
  subject: auditLog.subject,
  ip: auditLog.ip,
  actorId: accounts.id,
  actorName: accounts.name,
  actorEMail: accounts.eMail,
}

interface RowData {
  id: number
  at: Date
  action: string
  subject: string | null
  ip: string | null
  actorId: number | null
  actorName: string | null
  actorEMail: string | null
}

const toRow = (row: RowData): AuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  subject: row.subject,
  ip: row.ip,
  actor:
    row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '', eMail: row.actorEMail ?? '' },
})

function conditionsOf(query: AuditListQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.actor === 'none') conditions.push(isNull(auditLog.actorAccountId))
  else if (query.actor !== undefined) conditions.push(eq(auditLog.actorAccountId, query.actor))
  // The entity is checked to be lower-case letters and dashes, so it holds no LIKE wildcard.
  if (query.entity) conditions.push(like(auditLog.action, `${query.entity}.%`))
  if (query.from) conditions.push(gte(auditLog.createdAt, torontoInstant(query.from)))
  if (query.to) conditions.push(lt(auditLog.createdAt, torontoDayEnd(query.to)))
  return conditions
}

/** `/admin/audit`: every audited change, newest first, without its details (a post body can be long). */
export async function listAuditLog(db: Db, query: AuditListQuery): Promise<AuditList> {
  const page = query.page ?? 1
  const conditions = conditionsOf(query)
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
  const total = rows[0]?.total ?? (await countAudit(db, conditions))
  return { items: rows.map(toRow), total, page, pageSize: adminPageSize }
}

async function countAudit(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(auditLog)
    .where(and(...conditions))
  return row?.total ?? 0
}

/** One audited change with its details (before and after), for the row that was opened. */
export async function findAuditEntry(db: Db, id: number): Promise<AuditEntryDetail> {
  const [row] = await db
    .select({ ...rowColumns, details: auditLog.details })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(eq(auditLog.id, id))
  if (!row) throw notFound('This audit entry does not exist.')
  return { ...toRow(row), details: row.details }
}

/** The filters' choices: whoever made a change (by name), and the entities of every action on record. */
export async function auditFilterOptions(db: Db): Promise<AuditFilterOptions> {
  const actorIds = db
    .selectDistinct({ id: auditLog.actorAccountId })
    .from(auditLog)
    .where(sql`${auditLog.actorAccountId} is not null`)
  const [actors, entities] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name, eMail: accounts.eMail })
      .from(accounts)
      .where(inArray(accounts.id, actorIds))
      .orderBy(asc(accounts.name), asc(accounts.id)),
    db
      .selectDistinct({ entity: sql<string>`split_part(${auditLog.action}, '.', 1)` })
      .from(auditLog)
      .orderBy(sql`1`),
  ])
  return { actors, entities: entities.map((row) => row.entity) }
}
