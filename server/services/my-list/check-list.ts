import type { SubmittedItem } from '#domain/my-list/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { offeredUnits } from './catalog-items.ts'
import { type ListCheck, checkList } from './list-rules.ts'

/** Checks a submitted list against the catalogue as it is now (one query). */
export async function checkSubmittedList(db: Db, items: SubmittedItem[]): Promise<ListCheck> {
  const offered = await offeredUnits(
    db,
    items.map((item) => item.slug),
  )
  return checkList(items, offered)
}
