import { z } from 'zod'
import { recordIdSchema, requiredText } from '#domain/admin/list.ts'
import { dollarsSchema } from '#domain/admin/customers/schemas.ts'
import { dayFromIsoDate } from '#domain/kernel/shop-time/calendar.ts'

/** $100,000.00 per unit or delivery: far above any real salt price, far below what the integer columns hold. */
export const maxPriceCents = 10_000_000

/** A price staff type, in dollars ("82.50"); the server stores its cents. Free (0) is a price too. */
export const priceDollarsSchema = dollarsSchema({ minCents: 0, maxCents: maxPriceCents })

/** The Toronto calendar day a price is in force from; staff may date a correction back, within reason. */
export const effectiveDateSchema = z
  .string()
  .trim()
  .refine((text) => dayFromIsoDate(text) !== undefined, 'Enter a date as yyyy-mm-dd.')
  .refine((text) => text >= '2000-01-01' && text <= '2099-12-31', 'Enter a date from 2000 to 2099.')

/** `POST /api/salt/admin/prices/products/:id/list-prices`: a new list price of a unit at a yard. */
export const listPriceInputSchema = z.object({
  unitName: requiredText(120),
  locationId: recordIdSchema,
  price: priceDollarsSchema,
  effectiveFrom: effectiveDateSchema,
})
export type ListPriceInput = z.infer<typeof listPriceInputSchema>

/** `POST /api/salt/admin/customers/:id/contract-prices` (manager): the customer's own price of a unit at a yard. */
export const contractPriceInputSchema = listPriceInputSchema.extend({ productId: recordIdSchema })
export type ContractPriceInput = z.infer<typeof contractPriceInputSchema>

/** `POST /api/salt/admin/prices/delivery-fees`: a yard's new delivery fee. */
export const deliveryFeeInputSchema = z.object({
  locationId: recordIdSchema,
  fee: priceDollarsSchema,
  effectiveFrom: effectiveDateSchema,
})
export type DeliveryFeeInput = z.infer<typeof deliveryFeeInputSchema>

/** `PUT /api/salt/admin/prices/products/:id/public-prices`: whether visitors see the product's list prices. */
export const publicPricesInputSchema = z.object({ publicPrices: z.boolean('Choose on or off.') })

/** `POST /api/salt/prices/estimate`: My List's lines, for the signed-in customer's estimate at one yard. */
export const estimateInputSchema = z.object({
  locationSlug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A yard.'),
  items: z
    .array(
      z.object({
        slug: z.string().trim().min(1).max(100),
        unitName: z.string().trim().min(1).max(120),
        quantity: z.number().positive().max(100_000),
      }),
    )
    .max(100),
})
export type EstimateInput = z.infer<typeof estimateInputSchema>
