import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import {
  type AdminLocation,
  type AdminLocationRow,
  type AdminStockRow,
  type LocationListQuery,
} from '#domain/locations/schemas.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { locationProducts, locations, productGroups, products } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import type { YardScope } from './yard-grants.ts'

/** The storefront's order of names (locations.ts): sorted here so PGlite and PostgreSQL collations agree. */
const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true })

/** `%`, `_` and `\` typed in the search box are themselves, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The staff list of yards (a yard-staff member's granted ones only): search in name, slug and city, published or hidden, A to Z by name (or by city), a page
 * at a time, each with the status text the public sees at `now`. There are tens of yards, not thousands, so the
 * sort and the page are cut here with the storefront's collation.
 */
export async function listAdminLocations(
  db: Db,
  query: LocationListQuery,
  now: Date,
  scope: YardScope = 'every-yard',
): Promise<AdminListPage<AdminLocationRow>> {
  const search = query.q
    ? or(
        ilike(locations.locationName, likePattern(query.q)),
        ilike(locations.slug, likePattern(query.q)),
        ilike(locations.city, likePattern(query.q)),
      )
    : undefined
  const visibility = query.published ? eq(locations.published, query.published === 'published') : undefined
  const rows = await db
    .select({
      id: locations.id,
      locationName: locations.locationName,
      slug: locations.slug,
      city: locations.city,
      published: locations.published,
      weeklyHours: locations.weeklyHours,
      customSchedule: locations.customSchedule,
      todaysHours: locations.todaysHours,
    })
    .from(locations)
    .where(and(search, visibility, scope === 'every-yard' ? undefined : inArray(locations.id, [...scope])))
  const direction = query.dir === 'desc' ? -1 : 1
  rows.sort(
    (a, b) =>
      direction *
      ((query.sort === 'city' ? byName.compare(a.city, b.city) : 0) ||
        byName.compare(a.locationName, b.locationName)),
  )
  const page = query.page ?? 1
  const items = rows
    .slice((page - 1) * adminPageSize, page * adminPageSize)
    .map(({ weeklyHours, customSchedule, todaysHours, ...row }) => ({
      ...row,
      status: openingStatus({ weeklyHours, customSchedule, todaysHours }, now),
    }))
  return { items, total: rows.length, page, pageSize: adminPageSize }
}

/** One yard as staff edit it, with its stock status for every product of the catalogue (drafts too). */
export async function findAdminLocation(db: Db | Tx, id: number): Promise<AdminLocation> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id))
  if (!row) throw notFound('This record does not exist (any more).')
  const { createdAt: _created, updatedAt, ...fields } = row
  return { ...fields, updatedAt: updatedAt.toISOString(), stock: await stockOfEveryProduct(db, id) }
}

async function stockOfEveryProduct(db: Db | Tx, locationId: number): Promise<AdminStockRow[]> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      groupName: productGroups.name,
      productPublished: products.published,
      status: locationProducts.status,
    })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(
      locationProducts,
      and(eq(locationProducts.productId, products.id), eq(locationProducts.locationId, locationId)),
    )
    .orderBy(
      asc(productGroups.sortOrder),
      asc(productGroups.name),
      asc(products.sortOrder),
      asc(products.name),
    )
  return rows.map((row) => ({ ...row, status: row.status ?? 'not_carried' }))
}
