import { type SQL, and, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { AdminProductGroup, AdminProductGroupRow } from '#domain/catalogue/admin-answers.ts'
import { groupHref, productHref } from '#domain/catalogue/links.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { ProductGroupInput, ProductGroupListQuery } from '#domain/catalogue/admin-schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type ProductGroup, productGroups, products } from '#server/db/schema.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { type StaffActor, commitContentChange } from '../content-change.ts'
import { recordSlugRedirect } from '../slug-redirects.ts'
import { editableRow } from '../versioned-edit.ts'
import { assertSlugFree, listOrder, pageOffset } from './shared.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

// Spelled out: in a one-table select Drizzle leaves column names unqualified, and the inner `id` would be the product's.
const productCount =
  sql<number>`(select count(*) from products as member where member.group_id = product_groups.id)`
    .mapWith(Number)
    .as('product_count')

/** The groups list: search by name or slug, published or not, sorted by name, order or last change. */
export async function listProductGroups(
  db: Db,
  query: ProductGroupListQuery,
): Promise<AdminListPage<AdminProductGroupRow>> {
  const page = query.page ?? 1
  const filters: SQL[] = []
  if (query.q) {
    const pattern = containsPattern(query.q)
    filters.push(or(ilike(productGroups.name, pattern), ilike(productGroups.slug, pattern))!)
  }
  if (query.published) filters.push(eq(productGroups.published, query.published === 'yes'))
  const where = filters.length > 0 ? and(...filters) : undefined
  const sortColumn = {
    name: productGroups.name,
    order: productGroups.sortOrder,
    updated: productGroups.updatedAt,
  }[query.sort ?? 'order']
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productGroups.id,
        name: productGroups.name,
        slug: productGroups.slug,
        sortOrder: productGroups.sortOrder,
        published: productGroups.published,
        updatedAt: productGroups.updatedAt,
        productCount,
      })
      .from(productGroups)
      .where(where)
      .orderBy(...listOrder(sortColumn, query.dir ?? 'asc', productGroups.name, productGroups.id))
      .limit(adminPageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(productGroups).where(where),
  ])
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: adminPageSize,
  }
}

export async function findProductGroup(db: Db | Tx, id: number): Promise<AdminProductGroup | null> {
  const [row] = await db
    .select({ group: productGroups, productCount })
    .from(productGroups)
    .where(eq(productGroups.id, id))
  return row ? toAdminGroup(row.group, row.productCount) : null
}

function toAdminGroup(group: ProductGroup, productCount: number): AdminProductGroup {
  return {
    id: group.id,
    version: group.version,
    name: group.name,
    slug: group.slug,
    summary: group.summary,
    descriptionHtml: group.descriptionHtml,
    image: group.image ?? null,
    sortOrder: group.sortOrder,
    published: group.published,
    productCount,
    href: groupHref(group.slug),
  }
}

const columnsOf = (input: ProductGroupInput) => ({
  name: input.name,
  slug: input.slug,
  summary: input.summary,
  descriptionHtml: sanitizeRichText(input.descriptionHtml),
  image: input.image,
  sortOrder: input.sortOrder,
  published: input.published,
})

export async function createProductGroup(deps: Deps, actor: StaffActor, input: ProductGroupInput) {
  return commitContentChange(deps, actor, async (tx, at) => {
    await assertSlugFree(tx, productGroups, input.slug, null, 'product group')
    const [row] = await tx
      .insert(productGroups)
      .values({ ...columnsOf(input), createdAt: at, updatedAt: at })
      .returning()
    const after = toAdminGroup(row!, 0)
    return {
      result: after,
      change: { entity: 'productgroups', id: after.id, verb: 'created', before: null, after },
    }
  })
}

/**
 * Saves a group. A new slug moves the group's page and every product page under it, so each old path is recorded
 * as a 301 to its new one.
 */
export async function updateProductGroup(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: ProductGroupInput & { version: number },
) {
  return commitContentChange(deps, actor, async (tx, at) => {
    const [locked] = await tx.select().from(productGroups).where(eq(productGroups.id, id)).for('update')
    const row = editableRow(locked, input.version)
    await assertSlugFree(tx, productGroups, input.slug, id, 'product group')
    const before = await findProductGroup(tx, id)
    await tx
      .update(productGroups)
      .set({ ...columnsOf(input), updatedAt: at, version: row.version + 1 })
      .where(eq(productGroups.id, id))
    if (row.slug !== input.slug) {
      await recordSlugRedirect(tx, groupHref(row.slug), groupHref(input.slug))
      const members = await tx.select({ slug: products.slug }).from(products).where(eq(products.groupId, id))
      for (const { slug } of members)
        await recordSlugRedirect(tx, productHref(row.slug, slug), productHref(input.slug, slug))
    }
    const after = (await findProductGroup(tx, id))!
    return { result: after, change: { entity: 'productgroups', id, verb: 'updated', before, after } }
  })
}
