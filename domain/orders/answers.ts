import type { DeliveryWindow } from '#domain/quotes/schemas.ts'
import type { NavPosting } from '#domain/admin/transactions/answers.ts'
import type { OrderView } from '#domain/quotes/answers.ts'
import type { OrderStatus } from './schemas.ts'

/** A row of the admin orders board. */
export interface AdminOrderRow {
  id: number
  orderNo: string
  status: OrderStatus
  listRequestId: number
  accountId: number
  customerNo: string
  customerName: string
  poNumber: string
  totalCents: number
  window: DeliveryWindow | null
  yardSlug: string | null
  carrier: string | null
  createdAt: string
}

/** An order as staff read it: the customer's view, with who it is and which request it answers. */
export interface AdminOrder extends OrderView {
  listRequestId: number
  accountId: number
  customerNo: string
  customerName: string
  /** The sales-order posting with what staff need to retry it; null for an order confirmed before postings. */
  navPosting: NavPosting | null
  /** The changes sent on to that sales order, one per move, oldest first (ADR 0040). */
  navUpdates: NavPosting[]
}

/** `GET /api/salt/admin/orders/yards`: every yard by name, for the board's filter and the schedule's yard. */
export interface OrderYardsAnswer {
  yards: Array<{ slug: string; name: string }>
}
