import type { OrderStatus } from './schemas.ts'

/** The words of orders (issue 26, ADR 0032), customer- and staff-facing. */

export const orderStatusLabels: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  scheduled: 'Scheduled',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  closed: 'Closed',
  cancelled: 'Cancelled',
}

export const orderConflictTexts = {
  notNext: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${orderStatusLabels[from].toLowerCase()} cannot become ${orderStatusLabels[to].toLowerCase()}.`,
  insufficientFunds: 'The Salt Card chosen for this order does not hold enough for it. Nothing was recorded.',
  cardGone: 'The Salt Card chosen for this order is no longer active. Nothing was recorded.',
} as const

export const orderMailSubject = (brandName: string, orderNo: string, status: OrderStatus) =>
  `${brandName} order ${orderNo}: ${orderStatusLabels[status].toLowerCase()}`

/** The order number customers, staff and NAV see: the order's id, padded. */
export const orderNumber = (id: number) => `SO-${String(id).padStart(6, '0')}`

export const paymentMethodLabels = {
  'salt-card': 'From a Salt Card at delivery',
  'on-account': 'On account',
} as const
