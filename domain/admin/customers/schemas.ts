import { z } from 'zod'
import { centsToDollars, dollarsToCents } from '#domain/kernel/money.ts'
import {
  adminListQuerySchema,
  plainText,
  queryValue,
  requiredText,
  versionSchema,
} from '#domain/admin/list.ts'
import { emailSchema } from '#domain/account/schemas.ts'

/** The payment options a customer account has; only Prepaid accounts load funds online (saltLoadCard layout). */
export const paymentOptions = ['Prepaid', 'Invoice'] as const
export type PaymentOption = (typeof paymentOptions)[number]

/** `GET /api/salt/admin/customers`: search text, active or not, Prepaid or not, sort, page. */
export const customerSorts = ['name', 'customerNo', 'company', 'created'] as const
export const customerListQuerySchema = adminListQuerySchema(customerSorts).extend({
  status: queryValue(z.enum(['active', 'inactive'])),
  prepaid: queryValue(z.enum(['yes', 'no'])),
})
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>

/**
 * A dollar amount staff type, from `minCents` to `maxCents`. The output is the same text written with two decimals,
 * so the form and the API parse the same body with this one schema; the server turns it into cents.
 */
export const dollarsSchema = ({ minCents, maxCents }: { minCents: number; maxCents: number }) =>
  z
    .string()
    .trim()
    .refine((text) => dollarsToCents(text) !== null, 'Enter an amount in dollars, such as 250 or 250.50.')
    .transform((text) => dollarsToCents(text) ?? 0)
    .refine((cents) => cents >= minCents, `Enter at least $${centsToDollars(minCents)}.`)
    .refine((cents) => cents <= maxCents, `Enter at most $${centsToDollars(maxCents)}.`)
    .transform(centsToDollars)

/** $1,000,000.00: far above any real threshold or correction, far below what the integer columns hold. */
export const maxStaffAmountCents = 100_000_000

/** The profile fields staff edit on `/admin/customers/{id}`; empty optional fields are stored as nothing. */
export const customerProfileSchema = z.object({
  name: requiredText(120),
  eMail: emailSchema,
  company: plainText(160),
  contactNumber: plainText(40),
  address: plainText(240),
  city: plainText(80),
  postalCode: plainText(20),
  paymentOption: z.enum(paymentOptions, 'Choose a payment option.'),
  lowBalanceThreshold: dollarsSchema({ minCents: 0, maxCents: maxStaffAmountCents }),
})
export const customerProfileUpdateSchema = customerProfileSchema.extend({ version: versionSchema })
export type CustomerProfileInput = z.infer<typeof customerProfileSchema>
export type CustomerProfileUpdate = z.infer<typeof customerProfileUpdateSchema>

/** A refund or correction: money onto the card (credit) or off it (debit), and why. */
export const adjustmentDirections = ['credit', 'debit'] as const
export type AdjustmentDirection = (typeof adjustmentDirections)[number]
export const balanceAdjustmentSchema = z.object({
  direction: z.enum(adjustmentDirections, 'Choose credit or debit.'),
  amount: dollarsSchema({ minCents: 1, maxCents: maxStaffAmountCents }),
  reason: requiredText(300),
})
export type BalanceAdjustmentInput = z.infer<typeof balanceAdjustmentSchema>

/** The ledger's signed amount of an adjustment: credits add to the balance, debits take from it. */
export function signedAdjustmentCents(input: Pick<BalanceAdjustmentInput, 'direction' | 'amount'>): number {
  const cents = dollarsToCents(input.amount) ?? 0
  return input.direction === 'credit' ? cents : -cents
}

/** `GET /api/salt/admin/customers/:id/transactions`. */
export const customerTransactionsQuerySchema = z.object({
  page: queryValue(z.coerce.number().int().min(1).max(100_000)),
})

/** `GET /api/salt/admin/cardrequests`: new or done, search by customer, sort, page. */
export const cardRequestSorts = ['created', 'customer', 'quantity'] as const
export const cardRequestListQuerySchema = adminListQuerySchema(cardRequestSorts).extend({
  status: queryValue(z.enum(['new', 'done'])),
})
export type CardRequestListQuery = z.infer<typeof cardRequestListQuerySchema>
