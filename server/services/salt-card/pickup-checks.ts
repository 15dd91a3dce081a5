import { eq, or, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { locations, products } from '#server/db/schema.ts'
import type { OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'
import type { ApiKeyGrant } from './api-keys.ts'

/** Why a ticket names a yard or product it may not: each answers its own status and code. */
export type PickupPlaceRefusal = 'yard-not-allowed' | 'unknown-yard' | 'unknown-product'

/** The ticket's yard and product as the card's controls check them, with the product's name the ledger keeps. */
export interface PickupPlace {
  yard: OpeningHoursInput & { id: number }
  productId: number
  productName: string
}

/**
 * Checks the ticket's yard and product before any card is touched: the key must list the yard (a scale house posts
 * for its own yards only), the yard must exist, and the product must be one of the catalogue's, named by its slug
 * or its name (any case).
 */
export async function checkPickupPlace(
  tx: Tx,
  key: ApiKeyGrant,
  input: { locationSlug: string; product: string },
): Promise<{ refusal: PickupPlaceRefusal } | PickupPlace> {
  if (!key.locationSlugs.includes(input.locationSlug)) return { refusal: 'yard-not-allowed' }
  const [yard] = await tx
    .select({
      id: locations.id,
      weeklyHours: locations.weeklyHours,
      customSchedule: locations.customSchedule,
      todaysHours: locations.todaysHours,
    })
    .from(locations)
    .where(eq(locations.slug, input.locationSlug))
  if (!yard) return { refusal: 'unknown-yard' }
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(or(eq(products.slug, input.product), sql`lower(${products.name}) = lower(${input.product})`))
    .orderBy(products.id)
    .limit(1)
  if (!product) return { refusal: 'unknown-product' }
  return { yard, productId: product.id, productName: product.name }
}
