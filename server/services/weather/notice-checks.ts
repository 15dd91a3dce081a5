import { inArray } from 'drizzle-orm'
import {
  noticeEndAfterStartText,
  noticeEndInFutureText,
  noticeTooLongText,
  unknownYardText,
} from '#domain/weather/texts.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { locations } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'

const longestNoticeMs = 366 * 86_400_000

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', fields)

/**
 * A notice's window: it ends after it starts, within a year; and a new end is in the future (a notice created
 * already over would never show). An ended notice may still be corrected without moving its end.
 */
export function checkNoticeWindow(
  startsAt: Date,
  endsAt: Date,
  now: Date,
  { endChanged }: { endChanged: boolean },
) {
  if (endsAt <= startsAt) throw invalid({ endsAt: noticeEndAfterStartText })
  if (endsAt.getTime() - startsAt.getTime() > longestNoticeMs) throw invalid({ endsAt: noticeTooLongText })
  if (endChanged && endsAt <= now) throw invalid({ endsAt: noticeEndInFutureText })
}

/** Every chosen yard exists; the first unknown one is named by its place in the list. */
export async function checkYardsExist(tx: Tx, locationIds: readonly number[] | null) {
  if (locationIds === null || locationIds.length === 0) return
  const found = new Set(
    (
      await tx
        .select({ id: locations.id })
        .from(locations)
        .where(inArray(locations.id, [...locationIds]))
    ).map((row) => row.id),
  )
  const missing = locationIds.findIndex((id) => !found.has(id))
  if (missing >= 0) throw invalid({ [`locationIds.${missing}`]: unknownYardText })
}

/** Every yard's name by id (there are tens). */
export async function yardNames(db: Db | Tx): Promise<Map<number, string>> {
  const rows = await db.select({ id: locations.id, name: locations.locationName }).from(locations)
  return new Map(rows.map((row) => [row.id, row.name]))
}
