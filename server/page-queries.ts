import type { Db } from './db/client.ts'
import { catalogPageQueries } from './services/catalog/page-queries.ts'
import { contentPageQueries } from './services/content/page-queries.ts'
import { locationPageQueries } from './services/locations/page-queries.ts'
import { findSlugRedirect } from './services/admin/slug-redirects.ts'

/**
 * What page loaders may ask of the database, one group per domain (catalogue, locations, content). Loaders reach
 * it as `context.queries`, so route modules never import server code (ADR 0001); each group lives in its service.
 */
export function createPageQueries(db: Db) {
  return {
    catalog: catalogPageQueries(db),
    content: contentPageQueries(db),
    locations: locationPageQueries(db),
    redirects: { find: (path: string) => findSlugRedirect(db, path) },
  }
}

export type PageQueries = ReturnType<typeof createPageQueries>
