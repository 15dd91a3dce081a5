import type { PostKind } from '#app/lib/posts.ts'
import type { Db } from '#server/db/client.ts'
import { faqByCategory } from './faq.ts'
import { findPublishedPost, listPublishedPosts } from './posts.ts'

/** What the news, blog and FAQ pages read (`context.queries.content` in their loaders). */
export function contentPageQueries(db: Db) {
  return {
    postPage: (kind: PostKind, page: number) => listPublishedPosts(db, kind, page),
    post: (kind: PostKind, slug: string) => findPublishedPost(db, kind, slug),
    faq: () => faqByCategory(db),
  }
}
