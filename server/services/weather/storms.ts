import { asc, eq, inArray } from 'drizzle-orm'
import { type CustomScheduleEntry, customScheduleLimit as scheduleLimit } from '#domain/locations/hours.ts'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { StormInput } from '#domain/weather/schemas.ts'
import { endStormRows, stormConflicts, stormPhase, stormRows } from '#domain/opening-hours/storm-schedule.ts'
import {
  stormAlreadyEndedText,
  stormConflictRow,
  stormConflictText,
  stormOverText,
  stormRowNote,
  stormStaleYardText,
  stormStartsTodayText,
  stormTooManyRowsText,
  unknownYardText,
} from '#domain/weather/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type Location, locations, stormOperations } from '#server/db/schema.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { recordAudit } from '#server/services/audit.ts'
import { HttpError, conflict, notFound } from '#server/http/errors.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { refuseYardsOutOfScope } from '#server/services/locations/yard-scope.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

/**
 * Starts storm mode: in ONE transaction, the storm's row and, for each yard in turn, its custom schedule rows (each
 * carrying the storm's id), the yard's version raised and an audit row per yard with its schedule before and after,
 * then one audit row for the storm. Any yard that fails (changed since the form read it, rows that would overlap
 * existing ones and cancel them, too many rows) rolls back every yard before it: all yards or none.
 */
export async function createStorm(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  input: StormInput,
): Promise<number> {
  refuseYardsOutOfScope(
    scope,
    input.yards.map((yard) => yard.id),
    'yards',
  )
  const at = deps.now()
  if (input.fromDate < isoDate(wallClock(at.getTime()).day))
    throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
      fromDate: stormStartsTodayText,
    })
  const id = await deps.db.transaction(async (tx) => {
    const yards = await lockYards(
      tx,
      input.yards.map((yard) => yard.id),
    )
    const [storm] = await tx
      .insert(stormOperations)
      .values({
        locationIds: input.yards.map((yard) => yard.id),
        fromDate: input.fromDate,
        toDate: input.toDate,
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        note: input.note || null,
        createdBy: actor.accountId,
        createdAt: at,
      })
      .returning()
    const rows = stormRows({ ...input, note: stormRowNote(input.note) }, storm!.id)
    for (const [index, asked] of input.yards.entries()) {
      const yard = yards.get(asked.id)
      if (!yard)
        throw new HttpError(400, 'invalid_input', unknownYardText, { [`yards.${index}`]: unknownYardText })
      if (yard.version !== asked.version) throw conflict(stormStaleYardText(yard.locationName), 'stale_edit')
      const overlapped = stormConflicts(yard.customSchedule, rows, at.getTime())
      if (overlapped.length > 0) throw scheduleConflict(yard, index, overlapped)
      const schedule = [...yard.customSchedule, ...rows]
      if (schedule.length > scheduleLimit)
        throw new HttpError(400, 'invalid_input', stormTooManyRowsText(scheduleLimit), {
          [`yards.${index}`]: `${yard.locationName}: ${stormTooManyRowsText(scheduleLimit)}`,
        })
      await writeSchedule(tx, actor, yard, schedule, at)
    }
    await recordAudit(tx, {
      action: 'storms.created',
      actorAccountId: actor.accountId,
      subject: `storms/${storm!.id}`,
      details: { before: null, after: JSON.parse(JSON.stringify(storm)) },
      ip: actor.ip,
      at,
    })
    return storm!.id
  })
  deps.contentChanges.notify()
  return id
}

/**
 * Ends a storm now for all its yards at once: rows already over stay, the open one closes now, later ones go
 * (storm-schedule.ts endStormRows); each changed yard's version is raised and audited, and so is the storm.
 */
export async function endStorm(deps: Deps, actor: StaffActor, scope: YardScope, id: number): Promise<void> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const [storm] = await tx.select().from(stormOperations).where(eq(stormOperations.id, id)).for('update')
    if (!storm) throw notFound('This record does not exist (any more).')
    refuseYardsOutOfScope(scope, storm.locationIds, 'yards')
    const phase = stormPhase(
      { ...storm, note: '', endedAt: storm.endedAt?.toISOString() ?? null },
      at.getTime(),
    )
    if (phase === 'ended') throw conflict(stormAlreadyEndedText, 'already_ended')
    if (phase === 'past') throw conflict(stormOverText, 'already_ended')
    const yards = await lockYards(tx, storm.locationIds)
    for (const yard of yards.values()) {
      const schedule = endStormRows(yard.customSchedule, id, at.getTime())
      if (JSON.stringify(schedule) !== JSON.stringify(yard.customSchedule))
        await writeSchedule(tx, actor, yard, schedule, at)
    }
    const [ended] = await tx
      .update(stormOperations)
      .set({ endedAt: at, endedBy: actor.accountId })
      .where(eq(stormOperations.id, id))
      .returning()
    await recordAudit(tx, {
      action: 'storms.updated',
      actorAccountId: actor.accountId,
      subject: `storms/${id}`,
      details: { before: JSON.parse(JSON.stringify(storm)), after: JSON.parse(JSON.stringify(ended)) },
      ip: actor.ip,
      at,
    })
  })
  deps.contentChanges.notify()
}

/** The yards, locked in id order (two storms on the same yards never wait for each other in a circle). */
async function lockYards(tx: Tx, ids: readonly number[]): Promise<Map<number, Location>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(locations)
    .where(inArray(locations.id, [...ids]))
    .orderBy(asc(locations.id))
    .for('update')
  return new Map(rows.map((row) => [row.id, row]))
}

async function writeSchedule(
  tx: Tx,
  actor: StaffActor,
  yard: Location,
  customSchedule: CustomScheduleEntry[],
  at: Date,
) {
  await tx
    .update(locations)
    .set({ customSchedule, version: yard.version + 1, updatedAt: at })
    .where(eq(locations.id, yard.id))
  await recordAudit(tx, {
    action: 'locations.updated',
    actorAccountId: actor.accountId,
    subject: `locations/${yard.id}`,
    details: {
      before: { customSchedule: JSON.parse(JSON.stringify(yard.customSchedule)), version: yard.version },
      after: { customSchedule: JSON.parse(JSON.stringify(customSchedule)), version: yard.version + 1 },
    },
    ip: actor.ip,
    at,
  })
}

function scheduleConflict(yard: Location, index: number, rows: CustomScheduleEntry[]): HttpError {
  const described = rows
    .map((row) => stormConflictRow(row.note ?? '', row.fromDate, formatTorontoDateTime(row.closeTimestamp)))
    .join('; ')
  return new HttpError(409, 'schedule_conflict', stormConflictText, {
    [`yards.${index}`]: `${yard.locationName}: ${described}`,
  })
}
