import type { PostKind } from '#app/lib/posts.ts'
import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { faqByCategory } from './faq.ts'
import { findPublishedPost, listPublishedPosts } from './posts.ts'

/**
 * What the news, blog and FAQ pages read (`context.queries.content` in their loaders). `now` is the app's clock: a
 * scheduled post is public once its time has passed, so posts are read each time; the FAQ comes from the read model.
 */
export function contentPageQueries(db: Db, now: () => Date, { remember }: ReadModel) {
  return {
    postPage: (kind: PostKind, page: number) => listPublishedPosts(db, kind, page, now()),
    post: (kind: PostKind, slug: string) => findPublishedPost(db, kind, slug, now()),
    faq: () => remember('faq', () => faqByCategory(db)),
  }
}
