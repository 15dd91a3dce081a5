import type { StockStatus } from '#domain/locations/hours.ts'

/** A yard's stock of a product, in words: on the product page and on the location's page. */
export const stockStatusText: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
}
