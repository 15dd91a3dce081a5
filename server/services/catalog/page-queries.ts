import type { Db } from '#server/db/client.ts'
import { listPublishedDocuments } from './documents.ts'
import { findGroupPage, listGroups } from './groups.ts'
import { findProductPage } from './product-page.ts'

/** The catalogue's reads for page loaders (`context.queries.catalog`). */
export function catalogPageQueries(db: Db) {
  return {
    groups: () => listGroups(db),
    group: (groupSlug: string) => findGroupPage(db, groupSlug),
    product: (groupSlug: string, productSlug: string) => findProductPage(db, groupSlug, productSlug),
    documents: () => listPublishedDocuments(db),
  }
}
