import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import type { PublicNoticesAnswer } from '#domain/weather/notices.ts'
import { staffLevels } from '#domain/account/access.ts'
import { auditLog, weatherNotices } from '#server/db/schema.ts'
import { hours, minutes } from '#tests/support/clock.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { createYard } from '#tests/support/api/weather.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

// An editor addresses every yard; yard staff, only the yards granted to them (admin-weather-yard-scope.test.ts).
const editor = await createStaff(deps.db, staffLevels.editor)
const token = await api.signIn(editor.eMail, editor.password)
const customer = await createAccount(deps.db)
const customerToken = await api.signIn(customer.eMail, customer.password)

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const create = (json: unknown, as = token) => api.post('/api/salt/admin/weather/notices', json, { token: as })
const put = (id: number, json: unknown) =>
  api.request(`/api/salt/admin/weather/notices/${id}`, { method: 'PUT', token, json })
const end = (id: number) => api.post(`/api/salt/admin/weather/notices/${id}/end`, {}, { token })
const publicNotices = async () => {
  const response = await api.get('/api/salt/notices')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.body as PublicNoticesAnswer
}
const publicIds = async () => (await publicNotices()).notices.map((notice) => notice.id)
const later = (ms: number) => new Date(deps.now().getTime() + ms).toISOString()

async function createNotice(json: Record<string, unknown> = {}): Promise<AdminNotice> {
  const response = await create({ title: 'Freezing rain', message: 'Roads are glazed.', ...json })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as AdminNotice
}

describe('who may manage weather notices', () => {
  test('signed out 401, a customer 403, an editor may', async () => {
    const body = { title: 'Snow squall', message: 'Whiteouts on the 400.' }
    expect((await api.post('/api/salt/admin/weather/notices', body)).status).toBe(401)
    expect((await create(body, customerToken)).status).toBe(403)
    expect((await api.get('/api/salt/admin/weather/notices', { token: customerToken })).status).toBe(403)
    expect((await create(body)).status).toBe(201)
    expect((await api.get('/api/salt/admin/weather/notices', { token })).status).toBe(200)
  })
})

describe('a new notice', () => {
  test('starts now, ends 24 hours later, concerns every yard, and is a warning, unless staff choose otherwise', async () => {
    const before = deps.now().getTime()
    const notice = await createNotice()
    expect(notice).toMatchObject({
      severity: 'warning',
      locationIds: null,
      yards: null,
      phase: 'active',
      version: 1,
    })
    const starts = Date.parse(notice.startsAt)
    expect(starts).toBeGreaterThanOrEqual(before)
    expect(starts).toBeLessThanOrEqual(deps.now().getTime())
    expect(Date.parse(notice.endsAt) - starts).toBe(hours(24))
  })

  test('is audited in the same write, and clears the page cache', async () => {
    const seen = notified
    const notice = await createNotice({ title: 'Ice storm warning' })
    expect(notified).toBe(seen + 1)
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.created'), eq(auditLog.subject, `weather/${notice.id}`)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorAccountId: editor.id, details: { before: null } })
    expect(audit[0]!.details).toMatchObject({ after: { title: 'Ice storm warning' } })
  })

  test.each([
    [{ title: 'a\u0000b', message: 'x' }, 'title'],
    [{ title: '', message: 'x' }, 'title'],
    [{ title: 'x', message: 'y', severity: 'apocalyptic' }, 'severity'],
    [{ title: 'x', message: 'y', locationIds: [] }, 'locationIds'],
    [{ title: 'x', message: 'y', locationIds: [2_147_483_648] }, 'locationIds.0'],
    [{ title: 'x', message: 'y', startsAt: 'tomorrow' }, 'startsAt'],
  ])('refuses %o naming %s', async (body, field) => {
    const response = await create(body)
    expect(response.status).toBe(400)
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      field,
    )
  })

  test('refuses a window that ends before it starts, is already over, or lasts over a year; and unknown yards', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startsAt: later(hours(2)), endsAt: later(hours(1)) }, 'The end must be after the start.'],
      [{ startsAt: later(-hours(3)), endsAt: later(-hours(1)) }, 'The end must be in the future.'],
      [{ startsAt: later(0), endsAt: later(hours(24 * 400)) }, 'A notice lasts at most a year.'],
    ]
    for (const [window, message] of cases) {
      const response = await create({ title: 'x', message: 'y', ...window })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { endsAt: message } } })
    }
    const yard = await createYard(deps.db)
    const unknown = await create({ title: 'x', message: 'y', locationIds: [yard.id, 2_147_483_000] })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: { fields: { 'locationIds.1': 'This yard does not exist (any more).' } },
    })
  })
})

describe('GET /api/salt/notices, for every visitor', () => {
  test('a notice is in the answer only within its window, by the server’s clock', async () => {
    const notice = await createNotice({ startsAt: later(hours(1)), endsAt: later(hours(2)) })
    expect(notice.phase).toBe('upcoming')
    expect(await publicIds()).not.toContain(notice.id)
    clock.advance(hours(1))
    const answer = await publicNotices()
    expect(answer.notices.map((shown) => shown.id)).toContain(notice.id)
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(Date.parse(notice.startsAt))
    expect(answer.notices.find((shown) => shown.id === notice.id)).toEqual({
      id: notice.id,
      version: 1,
      title: 'Freezing rain',
      message: 'Roads are glazed.',
      severity: 'warning',
      yards: null,
      startsAt: notice.startsAt,
      endsAt: notice.endsAt,
    })
    clock.advance(hours(1))
    expect(await publicIds()).not.toContain(notice.id)
  })

  test('newest first; a notice for some yards names them, leaving out hidden ones', async () => {
    const shown = await createYard(deps.db, { name: 'Zephyr Yard' })
    const alsoShown = await createYard(deps.db, { name: 'Alder Yard' })
    const hidden = await createYard(deps.db, { published: false })
    const older = await createNotice({ title: 'Older', startsAt: later(-minutes(30)) })
    const newer = await createNotice({
      title: 'Newer',
      severity: 'severe',
      locationIds: [shown.id, hidden.id, alsoShown.id],
    })
    const onlyHidden = await createNotice({ title: 'Hidden yard only', locationIds: [hidden.id] })
    const { notices } = await publicNotices()
    const ids = notices.map((notice) => notice.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids).not.toContain(onlyHidden.id)
    expect(notices.find((notice) => notice.id === newer.id)!.yards).toEqual([
      { slug: alsoShown.slug, name: 'Alder Yard' },
      { slug: shown.slug, name: 'Zephyr Yard' },
    ])
  })

  test('a change shows in the very next answer: the few seconds the rows are kept never hide it', async () => {
    const notice = await createNotice()
    expect(await publicIds()).toContain(notice.id)
    const edited = await put(notice.id, { version: 1, title: 'Freezing rain: roads closed' })
    expect(edited.status).toBe(200)
    const { notices } = await publicNotices()
    expect(notices.find((shown) => shown.id === notice.id)).toMatchObject({
      version: 2,
      title: 'Freezing rain: roads closed',
    })
    expect((await end(notice.id)).status).toBe(200)
    expect(await publicIds()).not.toContain(notice.id)
  })
})

describe('editing, ending, deleting', () => {
  test('an edit raises the version and is audited; one based on an old version is refused with 409', async () => {
    const notice = await createNotice()
    const response = await put(notice.id, {
      version: 1,
      message: 'Roads are glazed. Plows are out.',
      severity: 'severe',
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ version: 2, severity: 'severe', title: 'Freezing rain' })
    const stale = await put(notice.id, { version: 1, title: 'Overwrites a colleague' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    const [row] = await deps.db.select().from(weatherNotices).where(eq(weatherNotices.id, notice.id))
    expect(row).toMatchObject({ version: 2, title: 'Freezing rain' })
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.updated'), eq(auditLog.subject, `weather/${notice.id}`)))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.details).toMatchObject({
      before: { version: 1 },
      after: { version: 2, severity: 'severe' },
    })
  })

  test('an ended notice can be corrected without moving its end; moving the end into the past is refused', async () => {
    const notice = await createNotice({ endsAt: later(minutes(10)) })
    clock.advance(minutes(11))
    expect((await put(notice.id, { version: 1, title: 'Typo fixed' })).status).toBe(200)
    const moved = await put(notice.id, { version: 2, endsAt: later(-minutes(1)) })
    expect(moved.status).toBe(400)
    expect(moved.body).toMatchObject({ error: { fields: { endsAt: 'The end must be in the future.' } } })
  })

  test('"end now" ends an active notice at this moment; not one already over, nor one not yet begun', async () => {
    const notice = await createNotice()
    const ended = await end(notice.id)
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ phase: 'ended', version: 2 })
    expect(Date.parse((ended.body as AdminNotice).endsAt)).toBeLessThanOrEqual(deps.now().getTime())
    expect(await publicIds()).not.toContain(notice.id)
    expect((await end(notice.id)).body).toMatchObject({ error: { code: 'already_ended' } })
    const upcoming = await createNotice({ startsAt: later(hours(3)) })
    const early = await end(upcoming.id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ error: { code: 'not_started' } })
  })

  test('delete removes it for good, audited; a second delete is a 404', async () => {
    const notice = await createNotice()
    const remove = () =>
      api.request(`/api/salt/admin/weather/notices/${notice.id}`, { method: 'DELETE', token })
    expect((await remove()).status).toBe(200)
    expect(await publicIds()).not.toContain(notice.id)
    expect((await api.get(`/api/salt/admin/weather/notices/${notice.id}`, { token })).status).toBe(404)
    expect((await remove()).status).toBe(404)
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.deleted'), eq(auditLog.subject, `weather/${notice.id}`)))
    expect(audit[0]!.details).toMatchObject({ before: { id: notice.id }, after: null })
  })
})

describe('the staff list', () => {
  test('filters by phase at the server’s clock and searches title and message', async () => {
    const tag = `fog-${Date.now()}`
    const active = await createNotice({ title: `Dense ${tag}` })
    const upcoming = await createNotice({ message: `Expect ${tag} tonight`, startsAt: later(hours(5)) })
    const over = await createNotice({ title: `Old ${tag}`, endsAt: later(minutes(1)) })
    clock.advance(minutes(2))
    const ids = async (query: Record<string, string>) =>
      (
        (await api.get('/api/salt/admin/weather/notices', { token, query: { q: tag, ...query } }))
          .body as AdminListPage<AdminNotice>
      ).items.map((notice) => notice.id)
    // Newest start first: "over" was created after "active".
    expect(await ids({})).toEqual([upcoming.id, over.id, active.id])
    expect(await ids({ phase: 'active' })).toEqual([active.id])
    expect(await ids({ phase: 'upcoming' })).toEqual([upcoming.id])
    expect(await ids({ phase: 'ended' })).toEqual([over.id])
    expect(
      (await api.get('/api/salt/admin/weather/notices', { token, query: { phase: 'soon' } })).status,
    ).toBe(400)
  })
})

describe('the notices of one yard (its admin page’s Notices part)', () => {
  test('yard keeps those for every yard and those naming it; current leaves out the ended ones', async () => {
    const tag = `squall-${Date.now()}`
    const [bradford, oshawa] = [await createYard(deps.db), await createYard(deps.db)]
    const everywhere = await createNotice({ title: `Everywhere ${tag}` })
    const here = await createNotice({ title: `Here ${tag}`, locationIds: [bradford.id] })
    const both = await createNotice({ title: `Both ${tag}`, locationIds: [oshawa.id, bradford.id] })
    const elsewhere = await createNotice({ title: `Elsewhere ${tag}`, locationIds: [oshawa.id] })
    const soon = await createNotice({
      title: `Soon ${tag}`,
      locationIds: [bradford.id],
      startsAt: later(hours(3)),
    })
    const over = await createNotice({
      title: `Over ${tag}`,
      locationIds: [bradford.id],
      endsAt: later(minutes(1)),
    })
    clock.advance(minutes(2))
    const ids = async (query: Record<string, string>) => {
      const response = await api.get('/api/salt/admin/weather/notices', {
        token,
        query: { q: tag, ...query },
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return (response.body as AdminListPage<AdminNotice>).items
        .map((notice) => notice.id)
        .sort((a, b) => a - b)
    }
    const sorted = (...notices: AdminNotice[]) => notices.map((notice) => notice.id).sort((a, b) => a - b)
    expect(await ids({ yard: String(bradford.id) })).toEqual(sorted(everywhere, here, both, soon, over))
    expect(await ids({ yard: String(bradford.id), phase: 'current' })).toEqual(
      sorted(everywhere, here, both, soon),
    )
    expect(await ids({ yard: String(oshawa.id), phase: 'current' })).toEqual(
      sorted(everywhere, both, elsewhere),
    )
    for (const yard of ['0', 'x', '99999999999'])
      expect((await api.get('/api/salt/admin/weather/notices', { token, query: { yard } })).status).toBe(400)
  })
})
