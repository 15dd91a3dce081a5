import type { OrderNavView } from '#domain/quotes/answers.ts'
import type { OrderStatus } from './schemas.ts'

/** The words of orders (ADR 0032), customer- and staff-facing. */

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

/** The order's sales order in NAV (ADR 0036), as the customer reads it: NAV's number once it is there. */
export const salesOrderTexts = {
  heading: 'NAV sales order',
  pending: 'Being entered in NAV',
  failed: 'Being entered in NAV (trying again)',
  dead: 'Not in NAV yet: our staff are on it',
  posted: (documentNo: string) => `Entered in NAV as ${documentNo}`,
  /** Staff: the changes sent on to NAV's sales order (ADR 0040). */
  updates: 'Changes sent to NAV',
  update: (number: number) => `Change ${number}`,
  updatesWait: 'Each change waits until NAV has the sales order and the change before it.',
} as const

export const salesOrderStatusText = (nav: OrderNavView) =>
  nav.status === 'approved' && nav.documentNo
    ? salesOrderTexts.posted(nav.documentNo)
    : nav.status === 'failed' || nav.status === 'dead'
      ? salesOrderTexts[nav.status]
      : salesOrderTexts.pending

/** "Order again" on a past order (ADR 0036). */
export const orderAgainTexts = {
  button: 'Order again',
  busy: 'Filling My List…',
  notPast: 'Only a delivered, closed or cancelled order can be ordered again.',
  noOrder: 'This request has no order to order again.',
  filled: (count: number) =>
    count === 1 ? 'My List now holds this order’s line.' : `My List now holds this order’s ${count} lines.`,
  missing: (names: string[]) => `No longer offered, left out: ${names.join(', ')}.`,
  nothingLeft: 'None of this order’s products is offered any more, so My List is unchanged.',
  failed: 'My List could not be filled just now. Please try again.',
} as const
