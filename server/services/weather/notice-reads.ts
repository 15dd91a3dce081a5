import { and, desc, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm'
import type { AdminListPage } from '#domain/admin/list.ts'
import { adminPageSize } from '#domain/admin/list.ts'
import type { AdminNotice, NoticeListQuery } from '#domain/weather/schemas.ts'
import { noticePhase } from '#domain/weather/notices.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type WeatherNotice, weatherNotices } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { yardNames } from './notice-checks.ts'

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The staff list: newest start first, filtered by phase at `now`, by words in the title or message, and by the yard
 * a notice concerns.
 */
export async function listAdminNotices(
  db: Db,
  query: NoticeListQuery,
  now: Date,
): Promise<AdminListPage<AdminNotice>> {
  const phases = {
    active: and(lte(weatherNotices.startsAt, now), gt(weatherNotices.endsAt, now)),
    upcoming: gt(weatherNotices.startsAt, now),
    current: gt(weatherNotices.endsAt, now),
    ended: lte(weatherNotices.endsAt, now),
  }
  const phase = query.phase && phases[query.phase]
  const search = query.q
    ? or(
        ilike(weatherNotices.title, likePattern(query.q)),
        ilike(weatherNotices.message, likePattern(query.q)),
      )
    : undefined
  const yard =
    query.yard === undefined
      ? undefined
      : or(
          isNull(weatherNotices.locationIds),
          sql`${weatherNotices.locationIds} @> ${JSON.stringify([query.yard])}::jsonb`,
        )
  const where = and(phase, search, yard)
  const page = query.page ?? 1
  const [rows, [count], names] = await Promise.all([
    db
      .select()
      .from(weatherNotices)
      .where(where)
      .orderBy(desc(weatherNotices.startsAt), desc(weatherNotices.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(weatherNotices)
      .where(where),
    yardNames(db),
  ])
  return {
    items: rows.map((row) => adminNotice(row, names, now)),
    total: count?.total ?? 0,
    page,
    pageSize: adminPageSize,
  }
}

export async function findAdminNotice(db: Db | Tx, id: number, now: Date): Promise<AdminNotice> {
  const [row] = await db.select().from(weatherNotices).where(eq(weatherNotices.id, id))
  if (!row) throw notFound('This record does not exist (any more).')
  return adminNotice(row, await yardNames(db), now)
}

function adminNotice(row: WeatherNotice, names: ReadonlyMap<number, string>, now: Date): AdminNotice {
  const startsAt = row.startsAt.toISOString()
  const endsAt = row.endsAt.toISOString()
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    locationIds: row.locationIds,
    yards:
      row.locationIds === null
        ? null
        : row.locationIds
            .flatMap((id) => {
              const name = names.get(id)
              return name === undefined ? [] : [{ id, name }]
            })
            .sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
    startsAt,
    endsAt,
    phase: noticePhase({ startsAt, endsAt }, now.getTime()),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}
