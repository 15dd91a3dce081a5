import { and, desc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm'
import {
  type PostDetail,
  type PostKind,
  type PostPage,
  type PostSummary,
  pageCountFor,
  postsPerPage,
} from '#domain/content/posts.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { Db } from '#server/db/client.ts'
import { type Post, posts } from '#server/db/schema.ts'
import { richTextToPlain, sanitizeRichText } from './sanitize.ts'

/** A card's excerpt when the author wrote none: the body's first words, cut at a word. */
const excerptLength = 220

/** Visible to visitors: published, or scheduled and its time has come (no job flips the status; the clock does). */
export const isPublicPost = (now: Date) =>
  and(
    isNotNull(posts.publishedAt),
    or(eq(posts.status, 'published'), and(eq(posts.status, 'scheduled'), lte(posts.publishedAt, now))),
  )

const isPublished = (kind: PostKind, now: Date) => and(eq(posts.kind, kind), isPublicPost(now))

/** When the next of a kind's scheduled posts goes live (ms since 1970); Infinity when none is waiting. */
export async function nextScheduledPostAt(db: Db, kind: PostKind, now: Date): Promise<number> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${posts.publishedAt})`.mapWith(posts.publishedAt) })
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.status, 'scheduled'), gt(posts.publishedAt, now)))
  return row?.at ? row.at.getTime() : Infinity
}

/** One page of a kind's published posts, newest first; the total comes with the rows, in one query. */
export async function listPublishedPosts(db: Db, kind: PostKind, page: number, now: Date): Promise<PostPage> {
  const rows = await db
    .select({ post: posts, total: sql<number>`cast(count(*) over () as integer)` })
    .from(posts)
    .where(isPublished(kind, now))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(postsPerPage)
    .offset((page - 1) * postsPerPage)
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countPublished(db, kind, now))
  return { posts: rows.map((row) => toSummary(row.post)), page, pageCount: pageCountFor(total), total }
}

async function countPublished(db: Db, kind: PostKind, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(posts)
    .where(isPublished(kind, now))
  return row?.total ?? 0
}

/** A published post by its kind and slug; drafts, posts scheduled for later and other kinds' slugs are not found. */
export async function findPublishedPost(
  db: Db,
  kind: PostKind,
  slug: string,
  now: Date,
): Promise<PostDetail | null> {
  const [post] = await db
    .select()
    .from(posts)
    .where(and(isPublished(kind, now), eq(posts.slug, slug)))
  if (!post) return null
  return {
    ...toSummary(post),
    kind: post.kind,
    bodyHtml: sanitizeRichText(post.bodyHtml),
    updatedAt: post.updatedAt.toISOString(),
  }
}

function toSummary(post: Post): PostSummary {
  const publishedAt = post.publishedAt ?? post.createdAt
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt.trim() || excerptOf(post.bodyHtml),
    author: post.author,
    coverImage: post.coverImage ?? null,
    publishedAt: publishedAt.toISOString(),
    date: torontoDate(publishedAt),
  }
}

function excerptOf(bodyHtml: string): string {
  const text = richTextToPlain(bodyHtml)
  if (text.length <= excerptLength) return text
  const cut = text.slice(0, excerptLength)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`
}
