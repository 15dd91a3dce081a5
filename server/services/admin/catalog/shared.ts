import { type AnyColumn, type SQL, and, asc, desc, eq, ne } from 'drizzle-orm'
import { adminPageSize } from '#domain/admin/list.ts'
import type { Tx } from '#server/db/client.ts'
import type { productGroups, products } from '#server/db/schema.ts'
import { badRequest } from '#server/http/errors.ts'

/** Refuses a slug another record of the table has, as a field error on `slug` (checked in the saving transaction). */
export async function assertSlugFree(
  tx: Tx,
  table: typeof products | typeof productGroups,
  slug: string,
  ownId: number | null,
  what: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(ownId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, ownId)))
  if (taken)
    throw badRequest('Some fields are missing or invalid.', { slug: `Another ${what} uses this slug.` })
}

/** The ORDER BY of an admin list: the chosen column in the chosen direction, then the tie-breakers. */
export function listOrder(column: SQL | AnyColumn, dir: 'asc' | 'desc', ...then: Array<SQL | AnyColumn>) {
  return [dir === 'desc' ? desc(column) : asc(column), ...then.map((next) => asc(next))]
}

export const pageOffset = (page: number) => (page - 1) * adminPageSize
