import { asc, eq, inArray } from 'drizzle-orm'
import type { NoticeSeverity } from '#domain/weather/notices.ts'
import {
  closeYardNotConcernedText,
  closeYardsNeedSevereText,
  unknownYardText,
} from '#domain/weather/texts.ts'
import { closedTodayText, severityClosesYards } from '#domain/weather/yard-closure.ts'
import type { Tx } from '#server/db/client.ts'
import { locations } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'
import type { ContentChange } from '#server/services/admin/content-change.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { refuseYardsOutOfScope } from '#server/services/locations/yard-scope.ts'

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', fields)

/**
 * A severe notice's yards closed today, inside the notice's own transaction: each named yard's Today's hours become
 * `closedTodayText`, its version is raised (a yard form opened before gets the usual 409) and the change is one
 * `locations.updated` audit row per yard. Only yards the notice concerns, and for yard staff only their own; a yard
 * already closed so is left as it is. Refusals name `closeYardIds` (or its entry) before anything is written.
 */
export async function closeYardsToday(
  tx: Tx,
  scope: YardScope,
  notice: { severity: NoticeSeverity; locationIds: readonly number[] | null },
  closeYardIds: readonly number[] | undefined,
  at: Date,
): Promise<ContentChange[]> {
  if (!closeYardIds || closeYardIds.length === 0) return []
  if (!severityClosesYards(notice.severity)) throw invalid({ closeYardIds: closeYardsNeedSevereText })
  const outside = closeYardIds.findIndex(
    (id) => notice.locationIds !== null && !notice.locationIds.includes(id),
  )
  if (outside >= 0) throw invalid({ [`closeYardIds.${outside}`]: closeYardNotConcernedText })
  refuseYardsOutOfScope(scope, closeYardIds, 'closeYardIds')
  // In id order, as storm mode locks them, so the two never wait for each other in a circle.
  const yards = await tx
    .select({ id: locations.id, todaysHours: locations.todaysHours, version: locations.version })
    .from(locations)
    .where(inArray(locations.id, [...closeYardIds]))
    .orderBy(asc(locations.id))
    .for('update')
  const found = new Map(yards.map((yard) => [yard.id, yard]))
  const missing = closeYardIds.findIndex((id) => !found.has(id))
  if (missing >= 0) throw invalid({ [`closeYardIds.${missing}`]: unknownYardText })
  const changes: ContentChange[] = []
  for (const yard of yards) {
    if (yard.todaysHours === closedTodayText) continue
    const after = { todaysHours: closedTodayText, version: yard.version + 1 }
    await tx
      .update(locations)
      .set({ ...after, updatedAt: at })
      .where(eq(locations.id, yard.id))
    changes.push({
      entity: 'locations',
      id: yard.id,
      verb: 'updated',
      before: { todaysHours: yard.todaysHours, version: yard.version },
      after,
    })
  }
  return changes
}
