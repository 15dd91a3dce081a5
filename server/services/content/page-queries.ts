import type { PostKind } from '#domain/content/posts.ts'
import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { faqByCategory } from './faq.ts'
import { findPublishedPost, listPublishedPosts, nextScheduledPostAt } from './posts.ts'

/**
 * What the news, blog and FAQ pages read (`context.queries.content` in their loaders), from the read model. `now` is
 * the app's clock: a scheduled post is public once its time has passed, so what was read about a kind's posts is
 * kept no later than the moment its next scheduled post goes live (and the pages rendered from it no longer either).
 */
export function contentPageQueries(db: Db, now: () => Date, { remember }: ReadModel) {
  const postsRead = async <T>(key: string, kind: PostKind, read: (at: Date) => Promise<T>): Promise<T> => {
    const kept = await remember(
      key,
      async () => {
        const at = now()
        const [value, nextLiveAt] = await Promise.all([read(at), nextScheduledPostAt(db, kind, at)])
        return { value, nextLiveAt }
      },
      (entry) => entry.nextLiveAt,
    )
    return kept.value
  }
  return {
    postPage: (kind: PostKind, page: number) =>
      postsRead(`posts ${kind} ${page}`, kind, (at) => listPublishedPosts(db, kind, page, at)),
    post: (kind: PostKind, slug: string) =>
      postsRead(`post ${kind} ${slug}`, kind, (at) => findPublishedPost(db, kind, slug, at)),
    faq: () => remember('faq', () => faqByCategory(db)),
  }
}
