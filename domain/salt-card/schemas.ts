import { z } from 'zod'
import { emailSchema, maxPasswordLength, newPasswordSchema } from '#domain/account/schemas.ts'
import { passwordsDifferText, requiredText as requiredFieldText } from '#domain/account/field-texts.ts'
import { maxRecordId, recordIdSchema } from '#domain/kernel/ids.ts'

/** A card's own name (Rename): 1–40 characters after trimming. */
export const maxCardNameLength = 40
export const cardNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name for the card.')
  .max(maxCardNameLength, `Use at most ${maxCardNameLength} characters.`)

/** `PATCH /api/salt/cards/:id` body. */
export const renameCardSchema = z.object({ name: cardNameSchema })
export type RenameCardInput = z.infer<typeof renameCardSchema>

const requiredText = (max: number) => z.string().trim().min(1, requiredFieldText).max(max)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/**
 * The Salt Card application form (the applySalt popup's htmlData): fullName, company, email, contactNumber and
 * companyAddress are required; postalCode and city are not enforced. `website` is a honeypot: people leave it
 * empty, form-filling robots do not.
 */
export const saltApplicationSchema = z.object({
  fullName: requiredText(120),
  company: requiredText(160),
  email: emailSchema,
  contactNumber: requiredText(40),
  companyAddress: requiredText(240),
  postalCode: optionalText(20),
  city: optionalText(80),
  website: z.string().max(200).optional(),
})
export type SaltApplicationInput = z.infer<typeof saltApplicationSchema>

/** Request more cards (addCardCustomer): 1–20 at a time. */
export const maxCardsPerRequest = 20
export const cardQuantitySchema = z.coerce.number().int().min(1).max(maxCardsPerRequest)

/** `POST /api/salt/change-password` body. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(maxPasswordLength),
  newPassword: newPasswordSchema,
})
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** The change-password page: the new password twice (equal and long enough, else highlighted). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordsDifferText,
  })

/** `POST /api/salt/deactivatecard` body: the card number. */
export const deactivateCardSchema = z.object({ cardNo: z.string().trim().min(1, 'Required.').max(32) })

/**
 * The years a day in a filter may name: the shop's records start long after the first and end long before the last.
 * A day far outside (9999-12-31) would only overflow the date arithmetic behind the filters.
 */
export const calendarYears = { first: 2000, last: 2099 } as const

/** A real calendar day written yyyy-MM-dd (no 2026-02-30), in the years a filter may name. */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return false
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < calendarYears.first || year > calendarYears.last) return false
  const utc = new Date(Date.UTC(year, month - 1, date))
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date
}

/** What a field that wants a day says when it gets something else. */
export const calendarDayText = `Use a day written yyyy-MM-dd, between ${calendarYears.first} and ${calendarYears.last}.`

/** Query parameters arrive as text; an empty one means "not given". */
const queryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
/** The shop's date format, yyyy-MM-dd, as a real day in the years a filter may name. */
export const calendarDaySchema = z.string().refine(isCalendarDay, calendarDayText)

export const dayRangeOrderText = 'The end day comes before the start day.'

/**
 * A from–to range of days (inclusive) whose end does not come before its start: `.refine(...dayRangeInOrder())`.
 * A fresh pair each time, because zod takes the options object over (it moves `message` to `error`).
 */
export const dayRangeInOrder = (): [
  (range: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] => [
  (range) => !range.from || !range.to || range.from <= range.to,
  { path: ['to'], message: dayRangeOrderText },
]

/** `GET /api/salt/transactions` (and `.csv`): from/to are Toronto days, inclusive. */
export const transactionsQuerySchema = z
  .object({
    cardId: queryValue(recordIdSchema),
    from: queryValue(calendarDaySchema),
    to: queryValue(calendarDaySchema),
    page: queryValue(z.coerce.number().int().min(1).max(100_000)),
    pageSize: queryValue(z.coerce.number().int().min(1).max(100)),
  })
  .refine(...dayRangeInOrder())
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>

/** `POST /api/salt/load-funds/checkout` body; the amount limits come from the server's configuration. */
export const loadFundsCheckoutSchema = z.object({
  cardId: z.number().int().positive().max(maxRecordId),
  amountCents: z.number().int().positive('Enter an amount.'),
})

/** `GET /api/salt/load-funds` query: the ticket the payment page sent back, and the card it was for. */
export const loadFundsReturnSchema = z.object({
  ticket: z.string().min(16).max(4000),
  card: recordIdSchema,
})
