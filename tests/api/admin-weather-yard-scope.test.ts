import { afterAll, describe, expect, test } from 'vitest'
import type { AdminNotice, WeatherYard } from '#domain/weather/schemas.ts'
import { staffLevels } from '#domain/account/access.ts'
import { staffYardGrants } from '#server/db/schema.ts'
import { outsideGrantedYardsText } from '#server/services/locations/yard-scope.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { createYard, torontoDate } from '#tests/support/api/weather.ts'

/**
 * Weather notices and storm mode reach only the yards a yard-staff member holds: a notice or storm
 * for another yard, or a site-wide notice, is refused with 403 naming the field, whatever the form offered.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const yardStaff = await createStaff(deps.db, staffLevels.yard)
const yardToken = await api.signIn(yardStaff.eMail, yardStaff.password)
const editor = await createStaff(deps.db, staffLevels.editor)
const editorToken = await api.signIn(editor.eMail, editor.password)
const held = await createYard(deps.db, { name: 'Held Yard' })
const other = await createYard(deps.db, { name: 'Other Yard' })
await deps.db.insert(staffYardGrants).values({ accountId: yardStaff.id, locationId: held.id })

const notice = (locationIds: number[] | null) => ({
  title: 'Freezing rain',
  message: 'Roads are glazed.',
  locationIds,
})
const createNotice = (body: unknown, token: string) =>
  api.post('/api/salt/admin/weather/notices', body, { token })
const storm = (yard: { id: number; version: number }) => ({
  yards: [{ id: yard.id, version: yard.version }],
  fromDate: torontoDate(deps.now(), 1),
  toDate: torontoDate(deps.now(), 2),
  opensAt: null,
  closesAt: null,
  note: '',
})
const refusal = (field: string) => ({
  error: {
    code: 'forbidden',
    message: outsideGrantedYardsText,
    fields: { [field]: outsideGrantedYardsText },
  },
})

describe('weather notices from yard staff', () => {
  test('a notice for a held yard is made; one for another yard or for every yard is refused', async () => {
    expect((await createNotice(notice([held.id]), yardToken)).status).toBe(201)
    for (const ids of [[other.id], [held.id, other.id], null]) {
      const refused = await createNotice(notice(ids), yardToken)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual(refusal('locationIds'))
    }
  })

  test("an editor's site-wide notice cannot be edited, ended or deleted by yard staff", async () => {
    const created = await createNotice(notice(null), editorToken)
    expect(created.status).toBe(201)
    const { id, version } = created.body as AdminNotice
    const path = `/api/salt/admin/weather/notices/${id}`
    const answers = [
      await api.request(path, { method: 'PUT', token: yardToken, json: { version, title: 'Mine now' } }),
      await api.post(`${path}/end`, {}, { token: yardToken }),
      await api.request(path, { method: 'DELETE', token: yardToken }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403])
    const after = await api.get(path, { token: editorToken })
    expect(after.body).toMatchObject({ title: 'Freezing rain', locationIds: null })
  })

  test("a held yard's notice cannot be moved to another yard", async () => {
    const { id, version } = (await createNotice(notice([held.id]), yardToken)).body as AdminNotice
    const moved = await api.request(`/api/salt/admin/weather/notices/${id}`, {
      method: 'PUT',
      token: yardToken,
      json: { version, locationIds: [other.id] },
    })
    expect(moved.status).toBe(403)
    expect(moved.body).toEqual(refusal('locationIds'))
  })
})

describe('storm mode from yard staff', () => {
  test('the storm form offers the held yards only; an editor sees every yard', async () => {
    const names = async (token: string) =>
      ((await api.get('/api/salt/admin/weather/yards', { token })).body as WeatherYard[]).map(
        (yard) => yard.name,
      )
    expect(await names(yardToken)).toEqual(['Held Yard'])
    expect(await names(editorToken)).toEqual(expect.arrayContaining(['Held Yard', 'Other Yard']))
  })

  test("a storm on another yard is refused and leaves its schedule alone; an editor's storm cannot be ended", async () => {
    const refused = await api.post('/api/salt/admin/weather/storms', storm(other), { token: yardToken })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual(refusal('yards'))
    const started = await api.post('/api/salt/admin/weather/storms', storm(other), { token: editorToken })
    expect(started.status).toBe(201)
    const { id } = started.body as { id: number }
    const ended = await api.post(`/api/salt/admin/weather/storms/${id}/end`, {}, { token: yardToken })
    expect(ended.status).toBe(403)
  })

  test('a storm on a held yard starts', async () => {
    const started = await api.post('/api/salt/admin/weather/storms', storm(held), { token: yardToken })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
  })
})
