import { asc, eq } from 'drizzle-orm'
import type { EstimateYardsAnswer } from '#domain/prices/answers.ts'
import type { Db } from '#server/db/client.ts'
import { locations } from '#server/db/schema.ts'

/** The yards My List's estimate may price at: the published ones, by name, as the estimate itself accepts. */
export async function estimateYards(db: Db): Promise<EstimateYardsAnswer> {
  const yards = await db
    .select({ slug: locations.slug, name: locations.locationName })
    .from(locations)
    .where(eq(locations.published, true))
    .orderBy(asc(locations.locationName))
  return { yards }
}
