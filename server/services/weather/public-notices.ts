import { and, eq, gt, lte } from 'drizzle-orm'
import {
  type PublicNotice,
  type PublicNoticesAnswer,
  activeNotices,
  newestFirst,
} from '#domain/weather/notices.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { locations, weatherNotices } from '#server/db/schema.ts'

/**
 * Every page view asks for the active notices, so the rows are kept a few seconds. The cache holds the notices
 * that start within that time too, and picks the active ones at each answer's own clock, so a notice still starts
 * and ends on the second; a staff change (contentChanges) empties it at once.
 */
const keepMs = 5_000

export interface PublicNotices {
  answer(): Promise<PublicNoticesAnswer>
}

export function createPublicNotices({
  db,
  now,
  contentChanges,
}: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>): PublicNotices {
  let kept: { notices: PublicNotice[]; until: number } | undefined
  // Bumped by every change: rows read before a change must not be kept after it.
  let generation = 0
  contentChanges.subscribe(() => {
    generation++
    kept = undefined
  })
  return {
    async answer() {
      const at = now().getTime()
      if (!kept || at >= kept.until) {
        const readIn = generation
        const notices = await noticesAround(db, at, at + keepMs)
        if (readIn === generation) kept = { notices, until: at + keepMs }
        return { notices: activeNotices(notices, at), now: new Date(at).toISOString() }
      }
      return { notices: activeNotices(kept.notices, at), now: new Date(at).toISOString() }
    },
  }
}

/** Notices not over at `at` and starting by `startsBy` (any time when left out), with their published yards; newest first. */
export async function noticesAround(db: Db, at: number, startsBy?: number): Promise<PublicNotice[]> {
  const [rows, yards] = await Promise.all([
    db
      .select()
      .from(weatherNotices)
      .where(
        and(
          gt(weatherNotices.endsAt, new Date(at)),
          startsBy === undefined ? undefined : lte(weatherNotices.startsAt, new Date(startsBy)),
        ),
      ),
    db
      .select({ id: locations.id, slug: locations.slug, name: locations.locationName })
      .from(locations)
      .where(eq(locations.published, true)),
  ])
  const yardById = new Map(yards.map((yard) => [yard.id, { slug: yard.slug, name: yard.name }]))
  return rows
    .flatMap((row): PublicNotice[] => {
      const noticeYards = row.locationIds?.flatMap((id) => yardById.get(id) ?? []) ?? null
      // A notice for yards no longer on the site concerns no page.
      if (noticeYards?.length === 0) return []
      return [
        {
          id: row.id,
          version: row.version,
          title: row.title,
          message: row.message,
          severity: row.severity,
          yards: noticeYards?.sort((a, b) => a.name.localeCompare(b.name, 'en-CA')) ?? null,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        },
      ]
    })
    .sort(newestFirst)
}
