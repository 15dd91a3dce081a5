import { z } from 'zod'
import { plainText, queryValue, requiredText, slugSchema } from '#domain/admin/list.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { deliverySlots, quoteFieldTexts } from './texts.ts'

/** Largest amount in cents a quote field takes ($1,000,000): sums of 50 lines stay far inside a safe integer. */
export const maxQuoteCents = 100_000_000
export const maxQuoteLines = 50
export const maxQuoteQuantity = 100_000

const cents = z
  .number(quoteFieldTexts.amount)
  .int(quoteFieldTexts.amount)
  .min(0, quoteFieldTexts.amount)
  .max(maxQuoteCents, quoteFieldTexts.amountTooLarge)

/** Whole thousandths at most: tenths of a tonne, whole bags, never a float's tail. */
const hasAtMostThreeDecimals = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6

export const quoteLineSchema = z.object({
  productName: requiredText(200),
  unitName: requiredText(80),
  quantity: z
    .number(quoteFieldTexts.quantity)
    .positive(quoteFieldTexts.quantity)
    .max(maxQuoteQuantity, quoteFieldTexts.quantityTooLarge)
    .refine(hasAtMostThreeDecimals, quoteFieldTexts.quantityDecimals),
  unitPriceCents: cents,
})
export type QuoteLine = z.infer<typeof quoteLineSchema>

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, quoteFieldTexts.clockTime)

/** The day of the delivery and its part: morning, afternoon or a time range (from before to). */
export const deliveryWindowSchema = z
  .object({
    date: z.iso.date(quoteFieldTexts.day),
    slot: z.enum(deliverySlots, quoteFieldTexts.slot),
    from: clockTime.optional(),
    to: clockTime.optional(),
  })
  .superRefine((window, ctx) => {
    if (window.slot !== 'range') return
    if (!window.from) ctx.addIssue({ code: 'custom', path: ['from'], message: quoteFieldTexts.clockTime })
    if (!window.to) ctx.addIssue({ code: 'custom', path: ['to'], message: quoteFieldTexts.clockTime })
    if (window.from && window.to && window.from >= window.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: quoteFieldTexts.rangeOrder })
  })
  .transform((window) => (window.slot === 'range' ? window : { date: window.date, slot: window.slot }))
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>

/**
 * A manager's quote (a first version or a revision). `basedOnVersion` is the latest version the manager saw (0 for
 * none), so two managers revising at once cannot both write version 2. `today` is Toronto's day: the delivery day and
 * the valid-until day may not be in the past.
 */
export const quoteDraftSchema = (today: string) =>
  z
    .object({
      basedOnVersion: z.number().int().min(0).max(10_000),
      lines: z.array(quoteLineSchema).min(1, quoteFieldTexts.noLines).max(maxQuoteLines),
      deliveryFeeCents: cents,
      window: deliveryWindowSchema,
      validUntil: z.iso.date(quoteFieldTexts.day),
      note: plainText(2000).default(''),
    })
    .superRefine((draft, ctx) => {
      if (draft.validUntil < today)
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: quoteFieldTexts.notPast })
      if (draft.window.date < today)
        ctx.addIssue({ code: 'custom', path: ['window', 'date'], message: quoteFieldTexts.notPast })
    })
export type QuoteDraft = z.infer<ReturnType<typeof quoteDraftSchema>>

/** How the customer pays at delivery: a debit on one of their Salt Cards, or on account (not for Prepaid). */
export const orderPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('salt-card'), cardId: recordIdSchema }),
    z.object({ method: z.literal('on-account') }),
  ],
  quoteFieldTexts.payment,
)
export type OrderPayment = z.infer<typeof orderPaymentSchema>

/** The customer accepts the version they read (a newer one makes it superseded), with their own PO number. */
export const acceptQuoteSchema = z.object({
  version: z.number().int().min(1).max(10_000),
  poNumber: plainText(40).default(''),
  payment: orderPaymentSchema,
})
export type AcceptQuote = z.input<typeof acceptQuoteSchema>

/** The customer asks for changes to the version they read. */
export const changeRequestSchema = z.object({
  version: z.number().int().min(1).max(10_000),
  message: requiredText(2000),
})
export type ChangeRequest = z.infer<typeof changeRequestSchema>

/** The quote editor's price read: at which yard, and on which Toronto day (today when not given). */
export const quotePricesQuerySchema = z.object({
  yard: slugSchema,
  on: queryValue(z.iso.date(quoteFieldTexts.day)),
})
export type QuotePricesQuery = z.infer<typeof quotePricesQuerySchema>
