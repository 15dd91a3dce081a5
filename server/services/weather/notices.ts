import { and, desc, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm'
import type { AdminListPage } from '#domain/admin/list.ts'
import { adminPageSize } from '#domain/admin/list.ts'
import type { AdminNotice, NoticeInput, NoticeListQuery, NoticeUpdate } from '#domain/weather/schemas.ts'
import { noticeAlreadyEndedText, noticeNotStartedText } from '#domain/weather/texts.ts'
import { noticePhase } from '#domain/weather/notices.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type WeatherNotice, weatherNotices } from '#server/db/schema.ts'
import { type StaffActor, commitContentChange } from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import type { YardScope } from '#server/services/locations/yard-grants.ts'
import { refuseYardsOutOfScope } from '#server/services/locations/yard-scope.ts'
import { checkNoticeWindow, checkYardsExist, yardNames } from './notice-checks.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

const dayMs = 86_400_000
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

/** A new notice: by default a warning for every yard, from now for 24 hours. */
export async function createNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  input: NoticeInput,
): Promise<AdminNotice> {
  const id = await commitContentChange(deps, actor, async (tx, at) => {
    const startsAt = input.startsAt ? new Date(input.startsAt) : at
    const endsAt = input.endsAt ? new Date(input.endsAt) : new Date(startsAt.getTime() + dayMs)
    checkNoticeWindow(startsAt, endsAt, at, { endChanged: true })
    const locationIds = input.locationIds ?? null
    refuseYardsOutOfScope(scope, locationIds, 'locationIds')
    await checkYardsExist(tx, locationIds)
    const [created] = await tx
      .insert(weatherNotices)
      .values({
        title: input.title,
        message: input.message,
        severity: input.severity ?? 'warning',
        locationIds,
        startsAt,
        endsAt,
        createdBy: actor.accountId,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    return {
      result: created!.id,
      change: { entity: 'weather', id: created!.id, verb: 'created', before: null, after: created },
    }
  })
  return findAdminNotice(deps.db, id, deps.now())
}

/** An edit based on the version the form was loaded with; the new version shows again to those who dismissed the old. */
export async function updateNotice(
  deps: Deps,
  actor: StaffActor,
  scope: YardScope,
  id: number,
  input: NoticeUpdate,
): Promise<AdminNotice> {
  await commitContentChange(deps, actor, async (tx, at) => {
    const current = editableRow(await lockNotice(tx, id), input.version)
    refuseYardsOutOfScope(scope, current.locationIds, 'locationIds')
    if (input.locationIds !== undefined) refuseYardsOutOfScope(scope, input.locationIds, 'locationIds')
    const { version: _version, ...fields } = input
    const startsAt = fields.startsAt ? new Date(fields.startsAt) : current.startsAt
    const endsAt = fields.endsAt ? new Date(fields.endsAt) : current.endsAt
    checkNoticeWindow(startsAt, endsAt, at, { endChanged: endsAt.getTime() !== current.endsAt.getTime() })
    if (fields.locationIds !== undefined) await checkYardsExist(tx, fields.locationIds)
    const updated = await writeNotice(tx, id, { ...fields, startsAt, endsAt }, current, at)
    return { result: id, change: { entity: 'weather', id, verb: 'updated', before: current, after: updated } }
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
