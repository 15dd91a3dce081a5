import { and, eq, ne } from 'drizzle-orm'
import { postPath } from '#domain/content/posts.ts'
import type { AdminPost, PostInput, PostUpdate } from '#domain/content/post-schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type Post, type PostKind, posts } from '#server/db/schema.ts'
import { badRequest, notFound } from '#server/http/errors.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { type StaffActor, commitContentChange } from './content-change.ts'
import { recordSlugRedirect } from './slug-redirects.ts'
import { editableRow } from './versioned-edit.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

/** The audit entity of a post is freq's content type: 'blogs' for blog posts, 'news' for news. */
export const entityOf = (kind: PostKind) => (kind === 'blog' ? 'blogs' : 'news')

export async function findAdminPost(db: Db, id: number): Promise<AdminPost> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id))
  if (!row) throw notFound('This record does not exist (any more).')
  return toAdminPost(row)
}

export async function createPost(deps: Deps, actor: StaffActor, input: PostInput): Promise<AdminPost> {
  return commitContentChange(deps, actor, async (tx, at) => {
    await assertSlugFree(tx, input.kind, input.slug, null)
    const [row] = await tx
      .insert(posts)
      .values({ ...storedFields(input, at, null), createdAt: at, updatedAt: at })
      .returning()
    const post = toAdminPost(row!)
    return {
      result: post,
      change: { entity: entityOf(post.kind), id: post.id, verb: 'created', before: null, after: post },
    }
  })
}

export async function updatePost(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: PostUpdate,
): Promise<AdminPost> {
  return commitContentChange(deps, actor, async (tx, at) => {
    const [locked] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
    const row = editableRow(locked, input.version)
    await assertSlugFree(tx, input.kind, input.slug, id)
    const [saved] = await tx
      .update(posts)
      .set({ ...storedFields(input, at, row.publishedAt), updatedAt: at, version: row.version + 1 })
      .where(eq(posts.id, id))
      .returning()
    await recordSlugRedirect(tx, postPath(row.kind, row.slug), postPath(input.kind, input.slug))
    const after = toAdminPost(saved!)
    return {
      result: after,
      change: { entity: entityOf(after.kind), id, verb: 'updated', before: toAdminPost(row), after },
    }
  })
}

/** The columns a save writes: the body through the one sanitizer, and the publication time the status needs. */
function storedFields(input: PostInput, now: Date, storedPublishedAt: Date | null) {
  return {
    kind: input.kind,
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    author: input.author,
    coverImage: input.coverImage,
    bodyHtml: sanitizeRichText(input.bodyHtml),
    status: input.status,
    publishedAt: publicationTime(input, now, storedPublishedAt),
  }
}

/**
 * Published without a date means now. Scheduled needs a future time, except the time it already had: a scheduled
 * post that went live keeps its date when staff fix a typo in it later.
 */
function publicationTime(input: PostInput, now: Date, stored: Date | null): Date | null {
  const given = input.publishedAt === null ? null : new Date(input.publishedAt)
  if (input.status === 'published') return given ?? now
  if (input.status === 'scheduled' && given && given <= now && given.getTime() !== stored?.getTime())
    throw badRequest('Some fields are missing or invalid.', {
      publishedAt: 'Choose a time in the future, or publish now.',
    })
  return given
}

async function assertSlugFree(tx: Tx, kind: PostKind, slug: string, ownId: number | null) {
  const [taken] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.slug, slug), ownId === null ? undefined : ne(posts.id, ownId)))
  if (taken)
    throw badRequest('Some fields are missing or invalid.', {
      slug: `Another ${kind === 'blog' ? 'blog post' : 'news story'} already uses this slug.`,
    })
}

export function toAdminPost(row: Post): AdminPost {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    coverImage: row.coverImage ?? null,
    bodyHtml: row.bodyHtml,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}
