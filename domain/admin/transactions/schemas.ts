import { z } from 'zod'
import { erpPostingStatuses } from './answers.ts'
import { plainText, queryValue } from '#domain/admin/list.ts'
import { maxRecordId } from '#domain/kernel/ids.ts'
import { calendarDaySchema, dayRangeInOrder } from '#domain/salt-card/schemas.ts'

/**
 * `GET /api/salt/admin/transactions` (and `.csv`): the customer (number or name) as the search text, the NAV posting
 * status, the yard (location slug) and Toronto days from–to, inclusive; always newest first by PrintedDateTime.
 */
export const adminTransactionsQuerySchema = z
  .object({
    q: queryValue(plainText(200)),
    page: queryValue(z.coerce.number().int().min(1).max(10_000)),
    status: queryValue(z.enum(erpPostingStatuses)),
    yard: queryValue(
      z
        .string()
        .max(100)
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use a yard from the list.'),
    ),
    from: queryValue(calendarDaySchema),
    to: queryValue(calendarDaySchema),
    /** Only pickups whose amount differs from the shop's price (ADR 0031). */
    priceFlag: queryValue(z.enum(['flagged'])),
  })
  .refine(...dayRangeInOrder())
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuerySchema>

const idSchema = z.number().int().positive().max(maxRecordId)

/**
 * `POST /api/salt/retrynav` with the row to retry: the NAV posting's id, or the id of its ledger entry (the
 * transaction row's own id), exactly one of the two. Other fields of the row may come along and are ignored.
 */
export const retryNavSchema = z
  .object({ postingId: idSchema.optional(), ledgerId: idSchema.optional() })
  .refine((item) => (item.postingId === undefined) !== (item.ledgerId === undefined), {
    path: ['postingId'],
    message: 'Name the posting (postingId) or its ledger entry (ledgerId), one of the two.',
  })
export type RetryNavInput = z.infer<typeof retryNavSchema>

/** `PUT /api/salt/admin/nav-outage`: the sandbox connector's fault switch on or off. */
export const navOutageSchema = z.object({ on: z.boolean('Send on: true or false.') })
