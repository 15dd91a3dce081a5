import { z } from 'zod'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { calendarDaySchema } from '#domain/salt-card/schemas.ts'
import { type AdminListPage, queryValue } from '#domain/admin/list.ts'

/** The `{entity}` of an action `{entity}.{verb}` (products, staff, password…). */
const auditEntitySchema = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z-]*$/, 'Use an entity name such as products or staff.')

/**
 * `GET /api/salt/admin/audit`: who did it (a staff member's id, or `none` for changes nobody signed in made: a reset
 * link, a command-line script), what kind of record, and Toronto days from and to (inclusive).
 */
export const auditListQuerySchema = z
  .object({
    actor: queryValue(z.union([z.literal('none'), recordIdSchema])),
    entity: queryValue(auditEntitySchema),
    from: queryValue(calendarDaySchema),
    to: queryValue(calendarDaySchema),
    page: queryValue(z.coerce.number().int().min(1).max(10_000)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end day comes before the start day.',
  })
export type AuditListQuery = z.infer<typeof auditListQuerySchema>

/** A staff member (or anyone) who made an audited change. */
export interface AuditActor {
  id: number
  name: string
  eMail: string
}

/** One audited change in the list; its details (before and after) come with `GET …/audit/:id`. */
export interface AuditRow {
  id: number
  at: string
  action: string
  subject: string | null
  ip: string | null
  /** null when nobody was signed in, or the account no longer exists. */
  actor: AuditActor | null
}

export interface AuditEntryDetail extends AuditRow {
  details: unknown
}

export type AuditList = AdminListPage<AuditRow>

/** What the filters offer: everyone who ever changed something, and every entity ever changed. */
export interface AuditFilterOptions {
  actors: AuditActor[]
  entities: string[]
}
