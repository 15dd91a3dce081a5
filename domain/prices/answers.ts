import type { PriceSource } from './rules.ts'

/** Whether a row of a price's history is the one in force today, one dated later, or one a later row replaced. */
export type PriceRowState = 'in-force' | 'scheduled' | 'replaced'

/** One row of a price's history, newest first. */
export interface PriceHistoryRow {
  id: number
  unitName: string
  locationId: number
  locationName: string
  cents: number
  effectiveFrom: string
  /** When it was entered, ISO, and by whom (null once that staff account is gone). */
  createdAt: string
  staffName: string | null
  state: PriceRowState
}

export interface YardOption {
  id: number
  slug: string
  name: string
}

/** `GET /api/salt/admin/prices/products/:id`: a product's list prices per unit per yard, with their history. */
export interface AdminProductPrices {
  product: { id: number; name: string; publicPrices: boolean }
  units: string[]
  yards: YardOption[]
  today: string
  hstRateBasisPoints: number
  history: PriceHistoryRow[]
}

/** A row of `GET /api/salt/admin/prices/products`. */
export interface PricedProductRow {
  id: number
  name: string
  groupName: string
  publicPrices: boolean
  /** List prices in force today, over every unit and yard. */
  pricesInForce: number
}

export interface DeliveryFeeRow {
  id: number
  locationId: number
  locationName: string
  cents: number
  effectiveFrom: string
  createdAt: string
  staffName: string | null
  state: PriceRowState
}

/** `GET /api/salt/admin/prices/delivery-fees`. */
export interface AdminDeliveryFees {
  yards: YardOption[]
  today: string
  history: DeliveryFeeRow[]
}

/** `GET /api/salt/admin/customers/:id/contract-prices` (manager). */
export interface AdminContractPrices {
  products: Array<{ id: number; name: string; units: string[] }>
  yards: YardOption[]
  today: string
  history: Array<PriceHistoryRow & { productId: number; productName: string }>
}

/** One unit at one yard with a price, as a customer (or a visitor, for public prices) sees it. */
export interface ShownPrice {
  unitName: string
  locationSlug: string
  locationName: string
  cents: number
  source: PriceSource
}

/** `GET /api/salt/prices/products/:slug`: the prices the caller may see, and the HST rate shown beside them. */
export interface ProductPricesAnswer {
  prices: ShownPrice[]
  hstRateBasisPoints: number
}

/** `POST /api/salt/prices/estimate`: My List at one yard; lines without a price are named, not guessed. */
export interface EstimateAnswer {
  locationName: string
  lines: Array<{ slug: string; unitName: string; quantity: number; unitCents: number; lineCents: number }>
  unpriced: Array<{ slug: string; unitName: string }>
  subtotalCents: number
  hstCents: number
  hstRateBasisPoints: number
}

/** `GET /api/salt/prices/yards`: the published yards a customer may ask My List's estimate for (ADR 0036). */
export interface EstimateYardsAnswer {
  yards: Array<{ slug: string; name: string }>
}
