import { asc } from 'drizzle-orm'
import type { OrderYardsAnswer } from '#domain/orders/answers.ts'
import type { Db } from '#server/db/client.ts'
import { locations } from '#server/db/schema.ts'

/**
 * Every yard by name, unpaged: the board filters by any yard an order names (a hidden one too) and a schedule may
 * send a truck from any of them, however many a company runs.
 */
export async function orderYards(db: Db): Promise<OrderYardsAnswer> {
  const yards = await db
    .select({ slug: locations.slug, name: locations.locationName })
    .from(locations)
    .orderBy(asc(locations.locationName), asc(locations.id))
  return { yards }
}
