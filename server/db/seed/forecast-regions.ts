import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { locations } from '#server/db/schema.ts'

/**
 * The demo yards' ECCC forecast regions (ADR 0033). The codes are made up in CLC's six-digit shape, as the demo
 * addresses are; Brampton and Mississauga share Peel's region, as they share ECCC's "Mississauga - Brampton".
 * Staff set the real codes in the yard editor. Alerts also match a yard by its coordinates inside their polygons.
 */
export const demoForecastRegions: Record<string, string[]> = {
  bradford: ['048300'],
  brampton: ['048900'],
  concord: ['048700'],
  'etobicoke-toronto-west': ['048800'],
  kitchener: ['046500'],
  mississauga: ['048900'],
  'niagara-region': ['047100'],
  oakville: ['048950'],
  'oshawa-docks': ['048600'],
  'scarborough-markham': ['048800'],
  toronto: ['048800'],
}

/** Sets the regions of demo yards that have none (a staff choice is never undone). */
export async function seedForecastRegions(db: Db): Promise<boolean> {
  let seeded = false
  for (const [slug, regions] of Object.entries(demoForecastRegions)) {
    const updated = await db
      .update(locations)
      .set({ forecastRegions: regions })
      .where(and(eq(locations.slug, slug), sql`cardinality(${locations.forecastRegions}) = 0`))
      .returning({ id: locations.id })
    seeded = updated.length > 0 || seeded
  }
  return seeded
}
