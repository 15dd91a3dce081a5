import { z } from 'zod'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { loginSchema } from '#domain/account/schemas.ts'
import { saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { unitQuantityIssue, unitQuantityTexts } from '#domain/catalogue/typed-quantity.ts'
import { pluralUnit } from '#domain/catalogue/unit-quantity.ts'
import { type UnitQuantityRange, fromThousandths } from '#domain/catalogue/unit-range.ts'
import { quantitySteps } from '#domain/kernel/enums.ts'

/**
 * A My List item, identified by slug and unitName. `maxQty` and `quantityStep` are the unit's range for the typed
 * quantity (ADR 0030); a list stored before they existed lacks them until the next check (see `itemRange`).
 */
export const myListItemSchema = z.object({
  slug: z.string().min(1),
  unitName: z.string(),
  quantity: z.number().positive(),
  imgUrl: z.string().catch(''),
  productName: z.string(),
  minQty: z.number().int().nonnegative().catch(1),
  customSize: z.boolean().catch(false),
  maxQty: z.number().int().positive().optional().catch(undefined),
  quantityStep: z.enum(quantitySteps).catch('whole'),
})
export type MyListItem = z.infer<typeof myListItemSchema>

/** Reads a stored list defensively: bad JSON or a non-list gives an empty list, bad entries are dropped. */
export function parseStoredList(raw: string | null): MyListItem[] {
  if (raw === null) return []
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry) => {
    const item = myListItemSchema.safeParse(entry)
    return item.success ? [item.data] : []
  })
}

/*
 * Submitting a list: what the browser sends to `send-email` (myListSubmission, newAccountListSubmission)
 * and `list-submission`. The server checks each item against the catalogue and takes names from it, so an item
 * carries only what identifies it and how many.
 */

/** A list holds at most this many items (distinct slug and unit pairs). */
export const maxListItems = 100
/**
 * The one zod schema of a unit's quantity (the rule is `unitQuantityIssue`): My List's typed field parses with it, and
 * the server checks each submitted item with it against the catalogue's unit.
 */
export function unitQuantitySchema(unit: UnitQuantityRange) {
  return z
    .number(unitQuantityTexts.notANumber(pluralUnit(unit.unitName)))
    .superRefine((quantity, ctx) => {
      const issue = unitQuantityIssue(quantity, unit)
      if (issue) ctx.addIssue({ code: 'custom', message: issue })
    })
    .transform(exactQuantity)
}

/** The quantity its thousandths say: 0.1 + 0.2 + 0.7 is kept as 1, not 0.9999999999999999. */
const exactQuantity = (quantity: number) => fromThousandths(Math.round(quantity * 1000))

/** Header of every submission: one random key per attempt, reused for retries and double clicks. */
export const idempotencyKeyHeader = 'Idempotency-Key'
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Send 8–100 letters, digits, "-" or "_".')

const slugSchema = z.string().trim().min(1).max(200)
const unitNameSchema = z.string().trim().min(1).max(100)

/** An item as submitted; other fields the browser keeps (names, image) are dropped. */
export const submittedItemSchema = z.object({
  slug: slugSchema,
  unitName: unitNameSchema,
  /** Its range and step depend on the unit: the server checks it against the catalogue (unitQuantitySchema). */
  quantity: z.number(),
})
export type SubmittedItem = z.infer<typeof submittedItemSchema>

export const submittedListSchema = z
  .array(submittedItemSchema)
  .min(1, 'The list is empty.')
  .max(maxListItems, `A list holds at most ${maxListItems} items.`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>()
    for (const [index, item] of items.entries()) {
      const key = JSON.stringify([item.slug, item.unitName])
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index], message: 'This item is listed twice.' })
      seen.add(key)
    }
  })

/** Optional text: absent or blank is undefined. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/** A Canadian postal code, "l4g3v6" or "L4G-3V6" alike, kept as "L4G 3V6"; blank is undefined. */
const optionalPostalCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(
      /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
      'Enter a postal code like L4G 3V6.',
    )
    .transform((value) => {
      const compact = value.replace(/[ -]/g, '').toUpperCase()
      return `${compact.slice(0, 3)} ${compact.slice(3)}`
    })
    .optional(),
)

const optionalDay = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso.date('Use a day written yyyy-MM-dd.').optional(),
)

/**
 * Delivery details a salt buyer adds to a list (all optional). `today` is the current day in Toronto (see
 * torontoToday): the requested window may not start in the past and must not end before it starts.
 */
export function deliveryDetailsSchema(today: string) {
  return z
    .object({
      siteAddress: optionalText(200),
      city: optionalText(80),
      postalCode: optionalPostalCode,
      dateFrom: optionalDay,
      dateTo: optionalDay,
      notes: optionalText(1000).transform((value) => value?.replace(/\r\n?/g, '\n')),
    })
    .superRefine((delivery, ctx) => {
      for (const field of ['dateFrom', 'dateTo'] as const) {
        const day = delivery[field]
        if (day !== undefined && day < today) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'Choose today or a later day.' })
        }
      }
      if (delivery.dateFrom && delivery.dateTo && delivery.dateFrom > delivery.dateTo) {
        ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'The end day comes before the start day.' })
      }
    })
}
/** Every field optional: what the schema gives, or a subset of it (as stored, without the blank ones). */
export type DeliveryDetails = Partial<z.output<ReturnType<typeof deliveryDetailsSchema>>>

/** yyyy-MM-dd of an instant in Toronto, whatever the machine's time zone. */
export const torontoToday = (now: Date) => isoDate(wallClock(now.getTime()).day)

/** `send-email` htmlType myListSubmission: htmlData. `account` may come along; the server uses the session's. */
export const myListSubmissionSchema = (today: string) =>
  z.object({
    list: submittedListSchema,
    account: z.unknown().optional(),
    delivery: deliveryDetailsSchema(today).optional(),
  })

/** `POST /api/salt/list-submission`: sign in and submit at once (username lower-cased as in sign-in). */
export const listLoginSubmissionSchema = (today: string) =>
  loginSchema.extend({
    type: z.literal('login'),
    list: submittedListSchema,
    delivery: deliveryDetailsSchema(today).optional(),
  })

/**
 * `send-email` htmlType newAccountListSubmission: htmlData. `form` is the Salt Card application form (email must
 * match an e-mail pattern) with its honeypot `website`.
 */
export const newAccountListSubmissionSchema = (today: string) =>
  z.object({
    form: saltApplicationSchema,
    list: submittedListSchema,
    delivery: deliveryDetailsSchema(today).optional(),
  })

/** `POST /api/salt/my-list/check`: which of these items can still be requested. */
export const myListCheckSchema = z.object({
  items: z.array(z.object({ slug: slugSchema, unitName: unitNameSchema })).max(maxListItems),
})
