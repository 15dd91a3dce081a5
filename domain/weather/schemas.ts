import { z } from 'zod'
import { type CustomScheduleEntry, clockTime } from '#domain/locations/hours.ts'
import { dayFromIsoDate } from '#domain/kernel/shop-time/calendar.ts'
import type { StormPhase } from '#domain/opening-hours/storm-schedule.ts'
import { type NoticePhase, type NoticeSeverity, noticeSeverities } from './notices.ts'
import { plainText, queryValue, recordIdSchema, requiredText, versionSchema } from '#domain/admin/list.ts'

/** The longest storm: daily rows for two weeks stay well inside a yard's 50 custom schedule rows. */
export const longestStormDays = 14

const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time.' })
const unique = (ids: readonly number[]) => new Set(ids).size === ids.length

/** null: every yard; otherwise the chosen yards, each once. */
const noticeYardsSchema = z
  .array(recordIdSchema)
  .min(1, 'Choose at least one yard, or every yard.')
  .max(500)
  .refine(unique, 'Choose each yard once.')
  .nullable()

/** Severe notices only: the yards (among those the notice concerns) whose Today's hours it sets to closed. */
const closeYardIdsSchema = z
  .array(recordIdSchema)
  .max(500)
  .refine(unique, 'Choose each yard once.')
  .optional()

const noticeFields = {
  title: requiredText(120),
  message: requiredText(1000),
  severity: z.enum(noticeSeverities, 'Choose info, warning or severe.'),
  locationIds: noticeYardsSchema,
  startsAt: instant,
  endsAt: instant,
}

/**
 * `POST /api/salt/admin/weather/notices`. Left out: severity "warning", every yard, from now for 24 hours (the
 * service fills them in with its clock and checks the window then).
 */
export const noticeInputSchema = z.object({
  ...noticeFields,
  severity: noticeFields.severity.optional(),
  locationIds: noticeYardsSchema.optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  closeYardIds: closeYardIdsSchema,
})
export type NoticeInput = z.infer<typeof noticeInputSchema>

/** `PUT /api/salt/admin/weather/notices/:id`: the version the form was loaded with; fields left out stay. */
export const noticeUpdateSchema = z
  .object({ version: versionSchema, closeYardIds: closeYardIdsSchema })
  .extend(z.object(noticeFields).partial().shape)
export type NoticeUpdate = z.infer<typeof noticeUpdateSchema>

/**
 * The staff list's query. `current` is active or upcoming (not ended yet); `yard` keeps the notices that concern one
 * yard: those for every yard and those naming it (the yard editor's Notices part).
 */
export const noticeListQuerySchema = z.object({
  q: queryValue(plainText(200)),
  page: queryValue(z.coerce.number().int().min(1).max(10_000)),
  phase: queryValue(z.enum(['active', 'upcoming', 'current', 'ended'])),
  yard: queryValue(recordIdSchema),
})
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>

/** A yard storm mode is asked to change, with the version its schedule was read at (a newer one is a 409). */
const stormYardSchema = z.object({ id: recordIdSchema, version: versionSchema })

/**
 * `POST /api/salt/admin/weather/storms`: yards, Toronto dates (at most two weeks), and daily hours or null for
 * round the clock. Hours end the same day (a closing of 23:59 means midnight).
 */
export const stormInputSchema = z
  .object({
    yards: z
      .array(stormYardSchema)
      .min(1, 'Choose at least one yard.')
      .max(500)
      .refine((yards) => unique(yards.map((yard) => yard.id)), 'Choose each yard once.'),
    fromDate: z.iso.date('Enter a date.'),
    toDate: z.iso.date('Enter a date.'),
    opensAt: clockTime.nullable().default(null),
    closesAt: clockTime.nullable().default(null),
    note: plainText(150).optional(),
  })
  .superRefine((storm, context) => {
    const from = dayFromIsoDate(storm.fromDate)
    const to = dayFromIsoDate(storm.toDate)
    if (from !== undefined && to !== undefined && to < from)
      context.addIssue({ code: 'custom', path: ['toDate'], message: 'End on the first day or later.' })
    else if (from !== undefined && to !== undefined && to - from >= longestStormDays)
      context.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: `Storm mode lasts at most ${longestStormDays} days.`,
      })
    if ((storm.opensAt === null) !== (storm.closesAt === null))
      context.addIssue({
        code: 'custom',
        path: [storm.opensAt === null ? 'opensAt' : 'closesAt'],
        message: 'Give both times, or choose round the clock.',
      })
    else if (storm.opensAt !== null && storm.closesAt !== null && storm.closesAt <= storm.opensAt)
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'Close after it opens, on the same day. For hours past midnight, choose round the clock.',
      })
  })
export type StormInput = z.infer<typeof stormInputSchema>

/** A notice as staff see it in the list and the form. */
export interface AdminNotice {
  id: number
  title: string
  message: string
  severity: NoticeSeverity
  locationIds: number[] | null
  /** The names of the chosen yards (those that still exist), A to Z; null for every yard. */
  yards: Array<{ id: number; name: string }> | null
  startsAt: string
  endsAt: string
  phase: NoticePhase
  version: number
  updatedAt: string
}

export interface AdminStorm {
  id: number
  yards: Array<{ id: number; name: string }>
  fromDate: string
  toDate: string
  opensAt: string | null
  closesAt: string | null
  note: string | null
  phase: StormPhase
  createdAt: string
  endedAt: string | null
}

/** `GET /api/salt/admin/weather/storms`: the latest storms, newest first. */
export interface AdminStormList {
  items: AdminStorm[]
  total: number
}

/** A yard as the weather screens need it: to choose it, and to show what storm mode would overlap before it is sent. */
export interface WeatherYard {
  id: number
  name: string
  slug: string
  published: boolean
  version: number
  customSchedule: CustomScheduleEntry[]
}
