import { type SQL, and, asc, desc, eq, gt, ilike, or, sql } from 'drizzle-orm'
import { adminPageSize } from '#domain/admin/list.ts'
import type {
  AdminStaffList,
  AdminStaffMember,
  AdminStaffRow,
  StaffListQuery,
} from '#domain/admin/staff/schemas.ts'
import { notStaffText } from '#domain/admin/staff/texts.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, sessions } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import {
  isStaffAccount,
  levelBeforeDeactivation,
  qualified,
  staffRoleFor,
  staffStatusOf,
} from './staff-accounts.ts'
import { sinceDeactivation } from './since-deactivation.ts'

/**
 * When the newest session still on record began (epoch milliseconds): sign-ins are not audited, and a session row
 * goes on sign-out and expiry, so this is "unknown" for someone who signed out long ago.
 */
const lastSignIn = sql`(select extract(epoch from max(${qualified('sessions', 'created_at')})) * 1000 from ${sessions} where ${qualified('sessions', 'account_id')} = ${qualified('accounts', 'id')})`

const rowColumns = {
  id: accounts.id,
  name: accounts.name,
  eMail: accounts.eMail,
  customerNo: accounts.customerNo,
  active: accounts.active,
  levelBefore: levelBeforeDeactivation,
  lastSignInAt: lastSignIn.mapWith((value: unknown) => (value === null ? null : new Date(Number(value)))),
  invitationPending: sql<boolean>`${accounts.passwordHash} = ${noPasswordYet}`,
}

interface RowData {
  id: number
  name: string
  eMail: string
  customerNo: string
  active: number
  levelBefore: number | null
  lastSignInAt: Date | null
  invitationPending: boolean
}

function toRow(row: RowData): AdminStaffRow {
  return {
    id: row.id,
    name: row.name,
    eMail: row.eMail,
    customerNo: row.customerNo,
    level: row.active,
    status: staffStatusOf(row.active),
    role: staffRoleFor(row.active, row.levelBefore),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    invitationPending: row.invitationPending,
  }
}

/** `/admin/staff`: active staff first by name unless sorted otherwise; search in name and e-mail. */
export async function listStaff(db: Db, query: StaffListQuery): Promise<AdminStaffList> {
  const page = query.page ?? 1
  const conditions: SQL[] = [isStaffAccount]
  if (query.status === 'active') conditions.push(gt(accounts.active, 0))
  if (query.status === 'deactivated') conditions.push(eq(accounts.active, 0))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(or(ilike(accounts.name, pattern), ilike(accounts.eMail, pattern)) as SQL)
  }
  const dir = query.dir === 'desc' ? desc : asc
  const order =
    query.sort === 'level'
      ? [dir(accounts.active), asc(accounts.name)]
      : query.sort === 'lastSignIn'
        ? [
            sql`${lastSignIn} ${sql.raw(query.dir === 'desc' ? 'desc' : 'asc')} nulls last`,
            asc(accounts.name),
          ]
        : [desc(sql`${accounts.active} > 0`), dir(accounts.name)]
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(accounts)
    .where(and(...conditions))
    .orderBy(...order, asc(accounts.id))
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
  const total = rows[0]?.total ?? (await countStaff(db, conditions))
  return { items: rows.map(toRow), total, page, pageSize: adminPageSize }
}

async function countStaff(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(accounts)
    .where(and(...conditions))
  return row?.total ?? 0
}

/** One staff member's page; 404 for an id that is not staff (a customer's included). */
export async function findStaffMember(db: Db, id: number, viewerId: number): Promise<AdminStaffMember> {
  const [row] = await db
    .select({
      ...rowColumns,
      version: accounts.version,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), isStaffAccount))
  if (!row) throw notFound(notStaffText)
  return {
    ...toRow(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === viewerId,
    sinceDeactivation: row.active === 0 ? await sinceDeactivation(db, row) : null,
  }
}
