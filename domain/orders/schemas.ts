import { z } from 'zod'
import { plainText, queryValue, requiredText, slugSchema } from '#domain/admin/list.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { deliveryWindowSchema } from '#domain/quotes/schemas.ts'

export const orderStatuses = [
  'confirmed',
  'scheduled',
  'out-for-delivery',
  'delivered',
  'closed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** Where each status may go next: forward one step, or cancelled before the salt arrives. */
export const nextOrderStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  confirmed: ['scheduled', 'cancelled'],
  scheduled: ['out-for-delivery', 'scheduled', 'cancelled'],
  'out-for-delivery': ['delivered', 'cancelled'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
}

export const mayMoveOrder = (from: OrderStatus, to: OrderStatus) => nextOrderStatuses[from].includes(to)

const version = z.number().int().min(1).max(2_147_483_647)

/** A staff member moves an order on; each target status carries what it needs (a schedule, a delivery, a reason). */
export const orderTransitionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('scheduled'),
    version,
    window: deliveryWindowSchema,
    yardSlug: slugSchema,
    carrier: requiredText(120),
  }),
  z.object({ status: z.literal('out-for-delivery'), version }),
  z.object({
    status: z.literal('delivered'),
    version,
    deliveredQuantity: requiredText(120),
    deliveredAt: z.iso.datetime({ offset: true, message: 'Enter the time of delivery.' }),
    ticketNo: requiredText(40),
    signatureName: requiredText(120),
  }),
  z.object({ status: z.literal('closed'), version }),
  z.object({ status: z.literal('cancelled'), version, reason: requiredText(1000) }),
])
export type OrderTransition = z.infer<typeof orderTransitionSchema>

/** `GET /api/salt/admin/orders` (and `.csv`): a status, a yard, a customer (id) and a range of scheduled days. */
export const orderListQuerySchema = z.object({
  status: queryValue(z.enum([...orderStatuses, 'all'])),
  yard: queryValue(slugSchema),
  customer: queryValue(recordIdSchema),
  q: queryValue(plainText(200)),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>
