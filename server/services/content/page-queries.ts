import type { PostKind } from '#app/lib/posts.ts'
import type { Db } from '#server/db/client.ts'
import { faqByCategory } from './faq.ts'
import { findPublishedPost, listPublishedPosts } from './posts.ts'

/**
 * What the news, blog and FAQ pages read (`context.queries.content` in their loaders). `now` is the app's clock: a
 * scheduled post is public once its time has passed.
 */
export function contentPageQueries(db: Db, now: () => Date) {
  return {
    postPage: (kind: PostKind, page: number) => listPublishedPosts(db, kind, page, now()),
    post: (kind: PostKind, slug: string) => findPublishedPost(db, kind, slug, now()),
    faq: () => faqByCategory(db),
  }
}
