import { z } from 'zod'
import { maxRecordId, recordIdSchema } from '#domain/kernel/ids.ts'
import { weekdays } from '#domain/locations/hours.ts'
import { controlFieldTexts as texts } from './texts.ts'

/**
 * A card's controls, the one schema the controls form and the API share. Tonnes are counted in thousandths of a
 * tonne (integers, as the ledger's three decimals), money in cents. A limit left out (null) does not apply; an
 * empty list of yards or products would refuse every pickup, so "any" is null, never [].
 */

/** 1,000,000 t or $10,000,000: far above any truck, well inside a PostgreSQL integer. */
export const maxMilliTonnes = 1_000_000_000
export const maxLimitCents = 1_000_000_000

const milliTonnesLimit = z
  .number(texts.wholeNumber)
  .int(texts.wholeNumber)
  .positive(texts.aboveZero)
  .max(maxMilliTonnes, texts.tooLarge)
  .nullable()
const centsLimit = z
  .number(texts.wholeNumber)
  .int(texts.wholeNumber)
  .positive(texts.aboveZero)
  .max(maxLimitCents, texts.tooLarge)
  .nullable()
const idList = (max: number, empty: string) =>
  z
    .array(recordIdSchema)
    .min(1, empty)
    .max(max)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .nullable()

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, texts.clockTime)

/**
 * A time window: on each of `days` from `from` until `to` (Toronto wall clock, the end not included). A window whose
 * end is at or before its start runs past midnight into the next day, so a night crew's 22:00–06:00 is one window.
 */
export const timeWindowSchema = z
  .object({
    days: z
      .array(z.enum(weekdays))
      .min(1, texts.pickDay)
      .max(7)
      .transform((days) => weekdays.filter((day) => days.includes(day))),
    from: clockTime,
    to: clockTime,
  })
  .refine((window) => window.from !== window.to, { message: texts.sameTimes, path: ['to'] })
export type TimeWindow = z.infer<typeof timeWindowSchema>

/** When pickups are allowed: at any time, only while the yard is open (its live hours), or in the windows. */
export const pickupHoursSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('any') }),
  z.object({ kind: z.literal('yard-open') }),
  z.object({
    kind: z.literal('windows'),
    windows: z.array(timeWindowSchema).min(1, texts.addWindow).max(14),
  }),
])
export type PickupHours = z.infer<typeof pickupHoursSchema>

export const cardControlsSchema = z
  .object({
    /** Location ids; null: every yard. */
    yardIds: idList(100, texts.pickYard),
    /** Catalogue product ids; null: every product. */
    productIds: idList(500, texts.pickProduct),
    maxPickupMilliTonnes: milliTonnesLimit,
    maxDailyMilliTonnes: milliTonnesLimit,
    maxWeeklyMilliTonnes: milliTonnesLimit,
    maxDailyCents: centsLimit,
    maxWeeklyCents: centsLimit,
    hours: pickupHoursSchema,
  })
  .superRefine((controls, context) => {
    const atMost = (small: number | null, large: number | null, path: string, message: string) => {
      if (small !== null && large !== null && small > large)
        context.addIssue({ code: 'custom', path: [path], message })
    }
    atMost(
      controls.maxPickupMilliTonnes,
      controls.maxDailyMilliTonnes,
      'maxPickupMilliTonnes',
      texts.pickupOverDay,
    )
    atMost(
      controls.maxDailyMilliTonnes,
      controls.maxWeeklyMilliTonnes,
      'maxDailyMilliTonnes',
      texts.dayOverWeek,
    )
    atMost(controls.maxDailyCents, controls.maxWeeklyCents, 'maxDailyCents', texts.dayOverWeek)
  })
export type CardControls = z.infer<typeof cardControlsSchema>

/** No control at all: what a card without its own controls or a profile has. */
export const noControls: CardControls = {
  yardIds: null,
  productIds: null,
  maxPickupMilliTonnes: null,
  maxDailyMilliTonnes: null,
  maxWeeklyMilliTonnes: null,
  maxDailyCents: null,
  maxWeeklyCents: null,
  hours: { kind: 'any' },
}

export const maxProfileNameLength = 60
export const controlProfileNameSchema = z
  .string()
  .trim()
  .min(1, texts.profileName)
  .max(maxProfileNameLength, `Use at most ${maxProfileNameLength} characters.`)

/** `POST /api/salt/control-profiles` and `PUT /api/salt/control-profiles/:id`. */
export const controlProfileSchema = z.object({ name: controlProfileNameSchema, controls: cardControlsSchema })
export type ControlProfileInput = z.infer<typeof controlProfileSchema>

/** `PUT /api/salt/cards/:id/controls`: a card uses no controls, its own, or one profile's. */
export const cardControlsChoiceSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('none') }),
  z.object({ source: z.literal('own'), controls: cardControlsSchema }),
  z.object({ source: z.literal('profile'), profileId: z.number().int().positive().max(maxRecordId) }),
])
export type CardControlsChoice = z.infer<typeof cardControlsChoiceSchema>

/** `POST /api/salt/cards/:id/report-lost`. */
export const reportLostSchema = z.object({ reason: z.enum(['lost', 'stolen'], texts.lostReason) })
export type ReportLostInput = z.infer<typeof reportLostSchema>
