import type { AppDeps } from './context.ts'
import type { ReadModel } from './services/read-model.ts'
import { catalogPageQueries } from './services/catalog/page-queries.ts'
import { contentPageQueries } from './services/content/page-queries.ts'
import { locationPageQueries } from './services/locations/page-queries.ts'
import { findSlugRedirect } from './services/admin/slug-redirects.ts'

/**
 * What page loaders may ask of the database, one group per domain (catalogue, locations, content). Loaders reach
 * it as `context.queries`, so route modules never import server code (ADR 0001); each group lives in its service.
 * The clock decides when a scheduled post goes public. Reads that depend on content alone come from the read model
 * (read-model.ts); posts, whose publication depends on the clock, and redirects, looked up by any address typed, do
 * not.
 */
export function createPageQueries({ db, now }: Pick<AppDeps, 'db' | 'now'>, readModel: ReadModel) {
  return {
    catalog: catalogPageQueries(db, readModel),
    content: contentPageQueries(db, now, readModel),
    locations: locationPageQueries(db, readModel),
    redirects: { find: (path: string) => findSlugRedirect(db, path) },
  }
}

export type PageQueries = ReturnType<typeof createPageQueries>
