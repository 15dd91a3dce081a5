import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { findLocationPage, listPublishedLocations } from './locations.ts'

/**
 * The locations' reads for page loaders (`context.queries.locations`), from the read model: hours and stock; the
 * status they give is computed by the loader at each render.
 */
export function locationPageQueries(db: Db, { remember }: ReadModel) {
  return {
    list: () => remember('locations', () => listPublishedLocations(db)),
    page: (slug: string) => remember(`location ${slug}`, () => findLocationPage(db, slug)),
  }
}
