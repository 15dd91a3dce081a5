import { type SQL, and, count, eq, ilike, or } from 'drizzle-orm'
import type { AdminProductRow } from '#domain/catalogue/admin-answers.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { ProductListQuery } from '#domain/catalogue/admin-schemas.ts'
import type { Db } from '#server/db/client.ts'
import { productGroups, products } from '#server/db/schema.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { listOrder, pageOffset } from './shared.ts'

/** The products list: search by name, slug or summary; by group and draft/published; sorted; a page at a time. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<AdminListPage<AdminProductRow>> {
  const page = query.page ?? 1
  const filters: SQL[] = []
  if (query.q) {
    const pattern = containsPattern(query.q)
    filters.push(
      or(ilike(products.name, pattern), ilike(products.slug, pattern), ilike(products.summary, pattern))!,
    )
  }
  if (query.group) filters.push(eq(products.groupId, query.group))
  if (query.status) filters.push(eq(products.published, query.status === 'published'))
  const where = filters.length > 0 ? and(...filters) : undefined
  const sortColumn = {
    name: products.name,
    group: productGroups.name,
    order: products.sortOrder,
    updated: products.updatedAt,
  }[query.sort ?? 'name']
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        groupId: products.groupId,
        groupName: productGroups.name,
        sortOrder: products.sortOrder,
        published: products.published,
        featured: products.featured,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(productGroups, eq(products.groupId, productGroups.id))
      .where(where)
      .orderBy(...listOrder(sortColumn, query.dir ?? 'asc', products.name, products.id))
      .limit(adminPageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(products).where(where),
  ])
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: adminPageSize,
  }
}
