import { z } from 'zod'
import { forecastRegionsSchema } from '#domain/weather/cap-alert.ts'
import {
  type CustomScheduleEntry,
  type WeeklyHours,
  customScheduleSchema,
  stockStatuses,
  weeklyHoursSchema,
} from './hours.ts'
import { type LocationFormValues, locationFormBody } from './form.ts'
import {
  adminListQuerySchema,
  hasNoControlCharacters,
  plainText,
  queryValue,
  recordIdSchema,
  requiredText,
  slugSchema,
  versionSchema,
} from '#domain/admin/list.ts'

/** `GET /api/salt/admin/locations`: search (name, slug, city), published or hidden, sort by name or city. */
export const locationSorts = ['name', 'city'] as const
export const locationVisibilities = ['published', 'hidden'] as const
export const locationListQuerySchema = adminListQuerySchema(locationSorts).extend({
  published: queryValue(z.enum(locationVisibilities)),
})
export type LocationListQuery = z.infer<typeof locationListQuerySchema>

/** A product's stock at a yard; "not carried" is the absence of a stock row. */
export const stockChoices = [...stockStatuses, 'not_carried'] as const
export type StockChoice = (typeof stockChoices)[number]

/** "l4n9b1", "L4N-9B1" → "L4N 9B1": letters Canada Post uses, in the letter-digit-letter digit-letter-digit pattern. */
export const postalCodeSchema = requiredText(10)
  .transform((text) => text.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/,
        'Use a Canadian postal code, like L4N 9B1.',
      ),
  )
  .transform((code) => `${code.slice(0, 3)} ${code.slice(3)}`)

const phoneSchema = requiredText(30).pipe(
  z.string().regex(/^\+?[\d ().-]{7,20}( ?(x|ext\.?) ?\d{1,6})?$/i, 'Use a phone number, like 905-555-0110.'),
)

const eMailSchema = requiredText(254).pipe(z.email('Use an e-mail address, like yard@example.com.'))

/** A map coordinate; the form sends the text of its input, other clients a number. */
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Required.' : 'Use a number, like 43.79.') })
      .min(-limit, `${name} runs from −${limit} to ${limit}.`)
      .max(limit, `${name} runs from −${limit} to ${limit}.`),
  )

/** Today's hours: a text shown instead of the computed status; empty (or null) clears it and the status shows again. */
export const todaysHoursSchema = z
  .preprocess((value) => (value === null ? '' : value), plainText(80))
  .transform((text) => (text === '' ? null : text))

/** The shared schedule rules, plus what PostgreSQL refuses in a JSON text (NUL) and other control characters. */
const scheduleSchema = customScheduleSchema.superRefine((entries, context) => {
  entries.forEach((entry, index) => {
    if (entry.note !== undefined && !hasNoControlCharacters(entry.note))
      context.addIssue({ code: 'custom', path: [index, 'note'], message: 'Remove control characters.' })
  })
})

export const stockUpdateSchema = z
  .array(z.object({ productId: recordIdSchema, status: z.enum(stockChoices) }))
  .max(2000)
  .refine((rows) => new Set(rows.map((row) => row.productId)).size === rows.length, 'Name each product once.')

/**
 * `PUT /api/salt/admin/locations/:id`: the version the form was loaded with and the fields to change; a field left
 * out stays as it is. The form sends every field.
 */
export const locationUpdateSchema = z.object({
  version: versionSchema,
  locationName: requiredText(100).optional(),
  slug: slugSchema.optional(),
  address: requiredText(200).optional(),
  city: requiredText(100).optional(),
  postalCode: postalCodeSchema.optional(),
  phone: phoneSchema.optional(),
  eMail: eMailSchema.optional(),
  latitude: coordinate('Latitude', 90).optional(),
  longitude: coordinate('Longitude', 180).optional(),
  published: z.boolean().optional(),
  weeklyHours: weeklyHoursSchema.optional(),
  customSchedule: scheduleSchema.optional(),
  todaysHours: todaysHoursSchema.optional(),
  forecastRegions: forecastRegionsSchema.optional(),
  stock: stockUpdateSchema.optional(),
})
export type LocationUpdate = z.infer<typeof locationUpdateSchema>

/** A row of the admin list: the public status text is the storefront's own, at the server's clock. */
export interface AdminLocationRow {
  id: number
  locationName: string
  slug: string
  city: string
  published: boolean
  status: string
}

export interface AdminStockRow {
  productId: number
  productName: string
  groupName: string
  /** A draft product's stock is kept but not shown until it is published. */
  productPublished: boolean
  status: StockChoice
}

/** `GET` and `PUT /api/salt/admin/locations/:id` answer the whole record with its stock for every product. */
export interface AdminLocation {
  id: number
  slug: string
  locationName: string
  address: string
  city: string
  province: string
  postalCode: string
  phone: string
  eMail: string
  latitude: number
  longitude: number
  weeklyHours: WeeklyHours
  customSchedule: CustomScheduleEntry[]
  todaysHours: string | null
  /** ECCC forecast region codes (ADR 0033). */
  forecastRegions: string[]
  published: boolean
  updatedAt: string
  version: number
  stock: AdminStockRow[]
}

/** The yard form's values checked by the very schema the API uses, after turning Toronto wall-clock rows into instants. */
export const locationFormSchema = z.preprocess(
  (values) => locationFormBody(values as LocationFormValues),
  locationUpdateSchema,
)
