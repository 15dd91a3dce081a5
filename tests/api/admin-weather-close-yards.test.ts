import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminLocationRow } from '#domain/locations/schemas.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import {
  closeYardNotConcernedText,
  closeYardsNeedSevereText,
  unknownYardText,
} from '#domain/weather/texts.ts'
import { closedTodayText } from '#domain/weather/yard-closure.ts'
import { auditLog, staffYardGrants, weatherNotices } from '#server/db/schema.ts'
import { locationPageQueries } from '#server/services/locations/page-queries.ts'
import { outsideGrantedYardsText } from '#server/services/locations/yard-scope.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { createYard, yardRow } from '#tests/support/api/weather.ts'

/**
 * A severe notice closes the yards it concerns in the same save: one request, one transaction with the
 * notice, an audit row per yard, the page cache cleared, and yard staff only for their own yards.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const pages = locationPageQueries(deps.db, pageReadModel(deps))

const editor = await createStaff(deps.db, staffLevels.editor)
const editorToken = await api.signIn(editor.eMail, editor.password)
const yardStaff = await createStaff(deps.db, staffLevels.yard)
const yardToken = await api.signIn(yardStaff.eMail, yardStaff.password)

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const severe = (json: Record<string, unknown>) => ({
  title: 'Ice storm',
  message: 'Yards are shut for the day.',
  severity: 'severe',
  ...json,
})
const post = (json: unknown, token = editorToken) =>
  api.post('/api/salt/admin/weather/notices', json, { token })
const yardAudit = (id: number) =>
  deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'locations.updated'), eq(auditLog.subject, `locations/${id}`)))
const noticesTitled = (title: string) =>
  deps.db.select().from(weatherNotices).where(eq(weatherNotices.title, title))
const publicStatus = async (slug: string) => {
  const page = await pages.page(slug)
  const listed = (await pages.list()).find((yard) => yard.slug === slug)
  return {
    page: page && openingStatus(page.location, deps.now()),
    list: listed && openingStatus(listed, deps.now()),
  }
}
const fieldsOf = (body: unknown) => (body as { error: { fields: Record<string, string> } }).error.fields

describe('a severe notice that closes yards', () => {
  test('sets the ticked yards to closed in the same save, audited, and visitors see it at once', async () => {
    const closing = await createYard(deps.db)
    const staying = await createYard(deps.db)
    // Read (and kept by the read model) before the notice: what visitors see next must come from the change.
    expect(await publicStatus(closing.slug)).toEqual({ page: 'CLOSED', list: 'CLOSED' })
    const seen = notified

    const response = await post(severe({ locationIds: [closing.id, staying.id], closeYardIds: [closing.id] }))

    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(notified).toBe(seen + 1)
    const closed = await yardRow(deps.db, closing.id)
    expect(closed).toMatchObject({ todaysHours: closedTodayText, version: closing.version + 1 })
    expect(await yardRow(deps.db, staying.id)).toMatchObject({ todaysHours: null, version: staying.version })
    expect(await publicStatus(closing.slug)).toEqual({ page: closedTodayText, list: closedTodayText })
    const list = await api.get(`/api/salt/admin/locations?q=${encodeURIComponent(closing.locationName)}`, {
      token: editorToken,
    })
    expect((list.body as AdminListPage<AdminLocationRow>).items).toEqual([
      expect.objectContaining({ id: closing.id, status: closedTodayText }),
    ])

    const audit = await yardAudit(closing.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorAccountId: editor.id,
      details: {
        before: { todaysHours: null, version: closing.version },
        after: { todaysHours: closedTodayText, version: closing.version + 1 },
      },
    })
    // The same moment as the notice's own audit row: one transaction.
    const [created] = await deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'weather.created'),
          eq(auditLog.subject, `weather/${(response.body as AdminNotice).id}`),
        ),
      )
    expect(created?.createdAt).toBeInstanceOf(Date)
    expect(created?.createdAt).toEqual(audit[0]!.createdAt)
    expect(await yardAudit(staying.id)).toHaveLength(0)
  })

  test('a yard form opened before the closure cannot put the old hours back (409)', async () => {
    const yard = await createYard(deps.db)
    const before = await api.get(`/api/salt/admin/locations/${yard.id}`, { token: editorToken })
    const { version } = before.body as { version: number }
    expect((await post(severe({ locationIds: [yard.id], closeYardIds: [yard.id] }))).status).toBe(201)
    const stale = await api.request(`/api/salt/admin/locations/${yard.id}`, {
      method: 'PUT',
      token: editorToken,
      json: { version, todaysHours: '' },
    })
    expect(stale.status).toBe(409)
    expect((await yardRow(deps.db, yard.id)).todaysHours).toBe(closedTodayText)
  })

  test('a notice for every yard may close any yard', async () => {
    const yard = await createYard(deps.db)
    expect((await post(severe({ locationIds: null, closeYardIds: [yard.id] }))).status).toBe(201)
    expect((await yardRow(deps.db, yard.id)).todaysHours).toBe(closedTodayText)
  })

  test('an edit that makes a notice severe closes its yards; a yard already closed is left as it is', async () => {
    const first = await createYard(deps.db)
    const second = await createYard(deps.db)
    const created = await post({ ...severe({ locationIds: [first.id, second.id] }), severity: 'warning' })
    const notice = created.body as AdminNotice
    expect((await post(severe({ locationIds: [first.id], closeYardIds: [first.id] }))).status).toBe(201)
    const firstVersion = (await yardRow(deps.db, first.id)).version

    const edited = await api.request(`/api/salt/admin/weather/notices/${notice.id}`, {
      method: 'PUT',
      token: editorToken,
      json: { version: notice.version, severity: 'severe', closeYardIds: [first.id, second.id] },
    })

    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ severity: 'severe', version: notice.version + 1 })
    expect(await yardRow(deps.db, first.id)).toMatchObject({
      todaysHours: closedTodayText,
      version: firstVersion,
    })
    expect((await yardRow(deps.db, second.id)).todaysHours).toBe(closedTodayText)
    expect(await yardAudit(first.id)).toHaveLength(1)
    expect(await yardAudit(second.id)).toHaveLength(1)
  })
})

describe('refused, the whole save is refused: no notice, no yard closed', () => {
  const unknownYard = 2_147_483_000
  test.each([
    [
      'as a warning',
      (yard: number) => ({ severity: 'warning', closeYardIds: [yard] }),
      'closeYardIds',
      closeYardsNeedSevereText,
    ],
    [
      'a yard the notice is not for',
      (yard: number, other: number) => ({ closeYardIds: [yard, other] }),
      'closeYardIds.1',
      closeYardNotConcernedText,
    ],
    [
      'a yard that does not exist',
      (yard: number) => ({ locationIds: null, closeYardIds: [yard, unknownYard] }),
      'closeYardIds.1',
      unknownYardText,
    ],
  ])('closing %s', async (_case, change, field, text) => {
    const yard = await createYard(deps.db)
    const other = await createYard(deps.db)
    const title = `Refused ${field} ${yard.id}`

    const response = await post(severe({ title, locationIds: [yard.id], ...change(yard.id, other.id) }))

    expect(response.status).toBe(400)
    expect(fieldsOf(response.body)).toEqual({ [field]: text })
    expect(await noticesTitled(title)).toHaveLength(0)
    expect(await yardRow(deps.db, yard.id)).toMatchObject({ todaysHours: null, version: yard.version })
    expect(await yardAudit(yard.id)).toHaveLength(0)
  })

  test('ids are checked by the shared schema: each once, real ids', async () => {
    const yard = await createYard(deps.db)
    for (const closeYardIds of [[yard.id, yard.id], [0], 'all']) {
      const response = await post(severe({ locationIds: [yard.id], closeYardIds }))
      expect(response.status).toBe(400)
      expect(Object.keys(fieldsOf(response.body))[0]).toMatch(/^closeYardIds/)
    }
  })
})

describe('yard staff', () => {
  test('close the yards granted to them, with a notice for those yards only', async () => {
    const held = await createYard(deps.db)
    const other = await createYard(deps.db)
    await deps.db.insert(staffYardGrants).values({ accountId: yardStaff.id, locationId: held.id })

    const closed = await post(severe({ locationIds: [held.id], closeYardIds: [held.id] }), yardToken)
    expect(closed.status).toBe(201)
    expect((await yardRow(deps.db, held.id)).todaysHours).toBe(closedTodayText)

    for (const body of [
      severe({ locationIds: [held.id, other.id], closeYardIds: [other.id] }),
      severe({ locationIds: null, closeYardIds: [other.id] }),
    ]) {
      const refused = await post(body, yardToken)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ error: { fields: { locationIds: outsideGrantedYardsText } } })
    }
    const outside = await post(severe({ locationIds: [held.id], closeYardIds: [other.id] }), yardToken)
    expect(outside.status).toBe(400)
    expect(fieldsOf(outside.body)).toEqual({ 'closeYardIds.0': closeYardNotConcernedText })
    const untouched = await deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subject, `locations/${other.id}`), inArray(auditLog.actorAccountId, [yardStaff.id])),
      )
    expect(untouched).toHaveLength(0)
    expect((await yardRow(deps.db, other.id)).todaysHours).toBeNull()
  })
})
