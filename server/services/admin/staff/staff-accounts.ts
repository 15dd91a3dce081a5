import { type SQL, sql } from 'drizzle-orm'
import { adminLevel, staffRoleOf } from '#domain/account/access.ts'
import type { StaffStatus } from '#domain/admin/staff/schemas.ts'
import { auditLog } from '#server/db/schema.ts'

/** The audit subject of a staff account, `{entity}/{id}` like every admin change. */
export const staffSubject = (accountId: number) => `staff/${accountId}`

/**
 * A deactivated account is staff when its audit history says a staff member was deactivated: `active` is 0 for a
 * switched-off customer and a switched-off staff member alike (so neither can sign in), and the audit row is what
 * keeps the difference and the level they had. Only the staff screens write `staff.deactivated`.
 */
/**
 * Column references written out with their table: Drizzle leaves columns unqualified in a one-table query's select
 * list, where inside a subquery `id` would name the subquery's own column.
 */
export const qualified = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`
const accountId = qualified('accounts', 'id')
const accountActive = qualified('accounts', 'active')
const entryDetails = qualified('audit_log', 'details')

/** The staff deactivations on record for the account of the outer query. */
const deactivationsOfAccount = sql`from ${auditLog}
  where ${qualified('audit_log', 'subject')} = 'staff/' || ${accountId}
    and ${qualified('audit_log', 'action')} = 'staff.deactivated'`

/**
 * A deactivated account is staff when its audit history says a staff member was deactivated: `active` is 0 for a
 * switched-off customer and a switched-off staff member alike (so neither can sign in), and the audit row is what
 * keeps the difference and the level they had. Only the owner's staff screens write `staff.deactivated`.
 */
const wasDeactivatedAsStaff = sql`exists (select 1 ${deactivationsOfAccount})`

/** Active staff (level 2000 and up) and deactivated staff; for the customer screens, its negation. */
export const isStaffAccount: SQL<boolean> = sql<boolean>`(${accountActive} >= ${adminLevel} or (${accountActive} = 0 and ${wasDeactivatedAsStaff}))`

export const isDeactivatedStaff: SQL<boolean> = sql<boolean>`(${accountActive} = 0 and ${wasDeactivatedAsStaff})`

/** The level a deactivated member had, from the newest deactivation's `before` (null for active accounts). */
export const levelBeforeDeactivation = sql<number | null>`case when ${accountActive} = 0 then (
  select case when ${entryDetails} -> 'before' ->> 'level' ~ '^[0-9]{1,9}$'
    then (${entryDetails} -> 'before' ->> 'level')::integer end
  ${deactivationsOfAccount}
  order by ${qualified('audit_log', 'created_at')} desc, ${qualified('audit_log', 'id')} desc
  limit 1
) end`.mapWith((value: unknown) => (value === null ? null : Number(value)))

export const staffStatusOf = (active: number): StaffStatus => (active > 0 ? 'active' : 'deactivated')

/** The role shown for a member: their level's, or while deactivated the one they had. */
export const staffRoleFor = (active: number, levelBefore: number | null) =>
  staffRoleOf(active > 0 ? active : (levelBefore ?? 0))

/** What the audit row keeps of a staff member before and after a change (never the password hash). */
export function staffSnapshot(account: { name: string; eMail: string; customerNo: string; active: number }) {
  return {
    name: account.name,
    eMail: account.eMail,
    customerNo: account.customerNo,
    level: account.active,
    role: staffRoleOf(account.active),
    status: staffStatusOf(account.active),
  }
}
