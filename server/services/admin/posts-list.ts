import { type SQL, and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { adminPageSize } from '#domain/admin/list.ts'
import type { AdminPostList, PostListQuery } from '#domain/content/post-schemas.ts'
import type { Db } from '#server/db/client.ts'
import { posts } from '#server/db/schema.ts'
import { containsPattern } from '#server/services/catalog/search.ts'

const sortColumns = { title: posts.title, updated: posts.updatedAt, published: posts.publishedAt } as const

/** The admin list of news and blog posts: kind and status filters, search in title, slug and excerpt, sort, pages. */
export async function listAdminPosts(db: Db, query: PostListQuery): Promise<AdminPostList> {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.kind && query.kind !== 'all') conditions.push(eq(posts.kind, query.kind))
  if (query.status) conditions.push(eq(posts.status, query.status))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(ilike(posts.title, pattern), ilike(posts.slug, pattern), ilike(posts.excerpt, pattern)) as SQL,
    )
  }
  // Newest changes first unless the staff member picks a column; the id keeps equal values in a stable order.
  const column = sortColumns[query.sort ?? 'updated']
  const direction = (query.dir ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc
  const rows = await db
    .select({
      id: posts.id,
      kind: posts.kind,
      title: posts.title,
      slug: posts.slug,
      status: posts.status,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(posts)
    .where(and(...conditions))
    .orderBy(
      query.sort === 'published' ? sql`${direction(column)} nulls last` : direction(column),
      desc(posts.id),
    )
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
  const total = rows[0]?.total ?? (await countPosts(db, conditions))
  return {
    items: rows.map(({ total: _total, publishedAt, updatedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize: adminPageSize,
  }
}

async function countPosts(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(posts)
    .where(and(...conditions))
  return row?.total ?? 0
}
