import type { AppDeps } from './context.ts'
import type { ReadModel } from './services/read-model.ts'
import { catalogPageQueries } from './services/catalog/page-queries.ts'
import { contentPageQueries } from './services/content/page-queries.ts'
import { locationPageQueries } from './services/locations/page-queries.ts'
import { findSlugRedirect } from './services/admin/slug-redirects.ts'
import { noticePageQueries } from './services/weather/page-queries.ts'
import { yardAlertPageQueries } from './services/weather/yard-alert-page-query.ts'
import { pricePageQueries } from './services/prices/page-queries.ts'

/**
 * What page loaders may ask of the database, one group per domain (catalogue, locations, content, weather notices).
 * Loaders reach it as `context.queries`, so route modules never import server code (ADR 0001); each group lives in
 * its service. Reads come from the read model (read-model.ts); posts, notices and dated prices, which go public and
 * end by the clock, are kept no later than their next such moment. Redirects, looked up by any address typed, are not kept.
 */
export function createPageQueries(
  { db, now, config }: Pick<AppDeps, 'db' | 'now' | 'config'>,
  readModel: ReadModel,
) {
  return {
    catalog: catalogPageQueries(db, readModel),
    content: contentPageQueries(db, now, readModel),
    locations: locationPageQueries(db, readModel),
    notices: noticePageQueries(db, now, readModel),
    // The ECCC alert in force on a yard, for its page's description (ADR 0037).
    yardAlerts: yardAlertPageQueries(db, now, readModel),
    redirects: { find: (path: string) => findSlugRedirect(db, path) },
    prices: pricePageQueries({ db, now, config }, readModel),
  }
}

export type PageQueries = ReturnType<typeof createPageQueries>
