import type { Db } from '#server/db/client.ts'
import { findLocationPage, listPublishedLocations } from './locations.ts'

/** The locations' reads for page loaders (`context.queries.locations`). */
export function locationPageQueries(db: Db) {
  return {
    list: () => listPublishedLocations(db),
    page: (slug: string) => findLocationPage(db, slug),
  }
}
