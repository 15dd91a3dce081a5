import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { listPublishedDocuments } from './documents.ts'
import { findGroupPage, listGroups } from './groups.ts'
import { findProductPage } from './product-page.ts'

/** The catalogue's reads for page loaders (`context.queries.catalog`), from the read model. */
export function catalogPageQueries(db: Db, { remember }: ReadModel) {
  return {
    groups: () => remember('groups', () => listGroups(db)),
    group: (groupSlug: string) => remember(`group ${groupSlug}`, () => findGroupPage(db, groupSlug)),
    product: (groupSlug: string, productSlug: string) =>
      remember(`product ${groupSlug}/${productSlug}`, () => findProductPage(db, groupSlug, productSlug)),
    documents: () => remember('documents', () => listPublishedDocuments(db)),
  }
}
