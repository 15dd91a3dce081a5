import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { desc, sql } from 'drizzle-orm'
import type { AdminStorm, AdminStormList, WeatherYard } from '#domain/weather/schemas.ts'
import { stormPhase } from '#domain/opening-hours/storm-schedule.ts'
import type { Db } from '#server/db/client.ts'
import { locations, stormOperations } from '#server/db/schema.ts'
import { yardNames } from './notice-checks.ts'

/** Storms are days long and few; the screen lists the latest ones. */
const listedStorms = 50
const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true })

/** The latest storms, newest first, each with its yards' names and its phase at `now`. */
export async function listStorms(db: Db, now: Date): Promise<AdminStormList> {
  const [rows, [count], names] = await Promise.all([
    db
      .select()
      .from(stormOperations)
      .orderBy(desc(stormOperations.fromDate), desc(stormOperations.id))
      .limit(listedStorms),
    db.select({ total: sql<number>`count(*)::int` }).from(stormOperations),
    yardNames(db),
  ])
  const items = rows.map((row): AdminStorm => ({
    id: row.id,
    yards: row.locationIds
      .flatMap((id) => {
        const name = names.get(id)
        return name === undefined ? [] : [{ id, name }]
      })
      .sort((a, b) => byName.compare(a.name, b.name)),
    fromDate: row.fromDate,
    toDate: row.toDate,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    note: row.note,
    phase: stormPhase(
      { ...row, note: row.note ?? '', endedAt: row.endedAt?.toISOString() ?? null },
      now.getTime(),
    ),
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  }))
  return { items, total: count?.total ?? 0 }
}

/**
 * The yards a staff member may address, published or hidden, A to Z, with schedule and version for the storm form:
 * every yard, or a yard-staff member's granted ones.
 */
export async function weatherYards(db: Db, scope: YardScope): Promise<WeatherYard[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.locationName,
      slug: locations.slug,
      published: locations.published,
      version: locations.version,
      customSchedule: locations.customSchedule,
    })
    .from(locations)
  return rows
    .filter((row) => scope === 'every-yard' || scope.has(row.id))
    .sort((a, b) => byName.compare(a.name, b.name))
}
