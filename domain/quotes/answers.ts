import type { OrderStatus } from '#domain/orders/schemas.ts'
import type { PriceInForce } from '#domain/prices/rules.ts'
import type { ErpPostingStatus } from '#domain/salt-card/answers.ts'
import type { DeliveryWindow, QuoteLine } from './schemas.ts'
import type { QuoteStatus, RequestState } from './texts.ts'

/** What the API answers about quotes and orders, to the customer and to staff alike (ADR 0032). */

export interface QuoteVersionView {
  number: number
  lines: QuoteLine[]
  deliveryFeeCents: number
  taxRateBasisPoints: number
  subtotalCents: number
  taxCents: number
  totalCents: number
  window: DeliveryWindow
  validUntil: string
  note: string
  createdAt: string
  /** Past its valid-until day (Toronto) when read. */
  expired: boolean
  /** A newer version exists. */
  superseded: boolean
  /** Null while the quote waits on the customer's Salt Card application. */
  mailedAt: string | null
}

export interface QuoteMessageView {
  versionNumber: number
  author: 'customer' | 'staff'
  authorName: string
  body: string
  createdAt: string
}

export interface QuoteView {
  status: QuoteStatus
  latestVersion: number
  /** Newest first. */
  versions: QuoteVersionView[]
  messages: QuoteMessageView[]
}

export interface OrderEventView {
  status: OrderStatus
  details: Record<string, string>
  createdAt: string
}

/** The order's sales order in NAV (ADR 0036): how far its posting got, and NAV's order number once posted. */
export interface OrderNavView {
  status: ErpPostingStatus
  documentNo: string | null
}

export interface OrderView {
  id: number
  orderNo: string
  status: OrderStatus
  quoteVersion: number
  poNumber: string
  paymentMethod: 'salt-card' | 'on-account'
  cardNo: string | null
  totalCents: number
  window: DeliveryWindow | null
  yardSlug: string | null
  carrier: string | null
  deliveredQuantity: string | null
  deliveredAt: string | null
  ticketNo: string | null
  signatureName: string | null
  cancelReason: string | null
  paidCents: number | null
  /** Null for an order confirmed before sales orders were posted. */
  nav: OrderNavView | null
  createdAt: string
  version: number
  /** Oldest first: the timeline. */
  events: OrderEventView[]
}

/** A row of `/profile/requests`. */
export interface CustomerRequestRow {
  id: number
  createdAt: string
  itemCount: number
  state: RequestState
  quoteTotalCents: number | null
  orderNo: string | null
  orderStatus: OrderStatus | null
}

export interface CustomerRequestItem {
  productName: string
  unitName: string
  quantity: number
}

/** `/profile/requests/:id`. */
export interface CustomerRequestDetail {
  id: number
  createdAt: string
  items: CustomerRequestItem[]
  state: RequestState
  quote: QuoteView | null
  order: OrderView | null
  /** Whether this login may accept or ask for changes (owner and dispatcher). */
  mayAct: boolean
}

export interface AcceptQuoteAnswer {
  order: OrderView
  /** False when this accept found the order an earlier one made (a double click, a second tab). */
  created: boolean
}

/** A unit of the catalogue as the quote editor may price it: its product, and the price in force (or none). */
export interface QuoteUnitPrice {
  slug: string
  productName: string
  unitName: string
  price: PriceInForce | null
}

/**
 * `GET /api/salt/admin/listrequests/:id/quote-prices`: THE price lookup (ADR 0031) for the request's customer at one
 * yard on one day, for every unit of the catalogue, and the yard's delivery fee; the editor prefills from it.
 */
export interface QuotePricesAnswer {
  yard: { slug: string; name: string }
  on: string
  units: QuoteUnitPrice[]
  deliveryFeeCents: number | null
}
