import { eq } from 'drizzle-orm'
import type { AdminNotice, NoticeInput, NoticeUpdate } from '#domain/weather/schemas.ts'
import { noticeAlreadyEndedText, noticeNotStartedText } from '#domain/weather/texts.ts'
import { noticePhase } from '#domain/weather/notices.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type WeatherNotice, weatherNotices } from '#server/db/schema.ts'
import {
  type StaffActor,
  commitContentChange,
  commitContentChanges,
} from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { refuseYardsOutOfScope } from '#server/services/locations/yard-scope.ts'
import { closeYardsToday } from './close-yards.ts'
import { checkNoticeWindow, checkYardsExist } from './notice-checks.ts'
import { findAdminNotice } from './notice-reads.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

const dayMs = 86_400_000

/**
 * A new notice: by default a warning for every yard, from now for 24 hours. A severe one may close the yards it
 * concerns in the same transaction (close-yards.ts).
 */
export async function createNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  input: NoticeInput,
): Promise<AdminNotice> {
  const id = await commitContentChanges(deps, actor, async (tx, at) => {
    const startsAt = input.startsAt ? new Date(input.startsAt) : at
    const endsAt = input.endsAt ? new Date(input.endsAt) : new Date(startsAt.getTime() + dayMs)
    checkNoticeWindow(startsAt, endsAt, at, { endChanged: true })
    const locationIds = input.locationIds ?? null
    const severity = input.severity ?? 'warning'
    refuseYardsOutOfScope(scope, locationIds, 'locationIds')
    await checkYardsExist(tx, locationIds)
    const [created] = await tx
      .insert(weatherNotices)
      .values({
        title: input.title,
        message: input.message,
        severity,
        locationIds,
        startsAt,
        endsAt,
        createdBy: actor.accountId,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    const closed = await closeYardsToday(tx, scope, { severity, locationIds }, input.closeYardIds, at)
    return {
      result: created!.id,
      changes: [
        { entity: 'weather', id: created!.id, verb: 'created', before: null, after: created },
        ...closed,
      ],
    }
  })
  return findAdminNotice(deps.db, id, deps.now())
}

/**
 * An edit based on the version the form was loaded with; the new version shows again to those who dismissed the old.
 * A notice made (or kept) severe may close its yards in the same transaction, as a new one may.
 */
export async function updateNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  id: number,
  input: NoticeUpdate,
): Promise<AdminNotice> {
  await commitContentChanges(deps, actor, async (tx, at) => {
    const current = editableRow(await lockNotice(tx, id), input.version)
    refuseYardsOutOfScope(scope, current.locationIds, 'locationIds')
    if (input.locationIds !== undefined) refuseYardsOutOfScope(scope, input.locationIds, 'locationIds')
    const { version: _version, closeYardIds, ...fields } = input
    const startsAt = fields.startsAt ? new Date(fields.startsAt) : current.startsAt
    const endsAt = fields.endsAt ? new Date(fields.endsAt) : current.endsAt
    checkNoticeWindow(startsAt, endsAt, at, { endChanged: endsAt.getTime() !== current.endsAt.getTime() })
    if (fields.locationIds !== undefined) await checkYardsExist(tx, fields.locationIds)
    const updated = await writeNotice(tx, id, { ...fields, startsAt, endsAt }, current, at)
    const closed = await closeYardsToday(tx, scope, updated, closeYardIds, at)
    return {
      result: id,
      changes: [{ entity: 'weather', id, verb: 'updated', before: current, after: updated }, ...closed],
    }
  })
  return findAdminNotice(deps.db, id, deps.now())
}

/** "End now": an active notice ends at this moment; visitors' popups drop it at their next look. */
export async function endNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  id: number,
): Promise<AdminNotice> {
  await commitContentChange(deps, actor, async (tx, at) => {
    const current = await lockNotice(tx, id)
    if (!current) throw notFound('This record does not exist (any more).')
    refuseYardsOutOfScope(scope, current.locationIds, 'locationIds')
    const phase = noticePhase(
      { startsAt: current.startsAt.toISOString(), endsAt: current.endsAt.toISOString() },
      at.getTime(),
    )
    if (phase === 'ended') throw conflict(noticeAlreadyEndedText, 'already_ended')
    if (phase === 'upcoming') throw conflict(noticeNotStartedText, 'not_started')
    const updated = await writeNotice(tx, id, { endsAt: at }, current, at)
    return { result: id, change: { entity: 'weather', id, verb: 'updated', before: current, after: updated } }
  })
  return findAdminNotice(deps.db, id, deps.now())
}

export async function deleteNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  id: number,
): Promise<{ id: number }> {
  return commitContentChange(deps, actor, async (tx) => {
    const current = await lockNotice(tx, id)
    if (!current) throw notFound('This record does not exist (any more).')
    refuseYardsOutOfScope(scope, current.locationIds, 'locationIds')
    await tx.delete(weatherNotices).where(eq(weatherNotices.id, id))
    return {
      result: { id },
      change: { entity: 'weather', id, verb: 'deleted', before: current, after: null },
    }
  })
}

async function lockNotice(tx: Tx, id: number): Promise<WeatherNotice | undefined> {
  const [row] = await tx.select().from(weatherNotices).where(eq(weatherNotices.id, id)).for('update')
  return row
}

async function writeNotice(
  tx: Tx,
  id: number,
  fields: Partial<
    Pick<WeatherNotice, 'title' | 'message' | 'severity' | 'locationIds' | 'startsAt' | 'endsAt'>
  >,
  current: WeatherNotice,
  at: Date,
): Promise<WeatherNotice> {
  const [updated] = await tx
    .update(weatherNotices)
    .set({ ...fields, version: current.version + 1, updatedAt: at })
    .where(eq(weatherNotices.id, id))
    .returning()
  return updated!
}
