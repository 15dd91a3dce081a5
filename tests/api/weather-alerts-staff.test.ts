import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { type AdminWeatherAlert, alertNoticeValues, alertStormValues } from '#domain/weather/alert-drafts.ts'
import { newNoticeFormSchema, stormFormSchema } from '#domain/weather/notice-form.ts'
import { auditLog, staffYardGrants, weatherNotices } from '#server/db/schema.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { yardAt as placedYard, yardRow } from '#tests/support/api/weather.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { type CapFixture, capFixture } from '#tests/support/weather-alerts.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const editor = await createStaff(deps.db, staffLevels.editor)
const editorToken = await api.signIn(editor.eMail, editor.password)
const bramptonStaff = await createStaff(deps.db, staffLevels.yard)
const bramptonToken = await api.signIn(bramptonStaff.eMail, bramptonStaff.password)

// Brampton and Mississauga in Peel's region (048900), Etobicoke outside it; no yard sits in the polygon but Brampton.
const brampton = await yardAt('Brampton', 43.6963, -79.7297, ['048900'])
const mississauga = await yardAt('Mississauga', 43.5382, -79.6698, ['048900'])
const etobicoke = await yardAt('Etobicoke', 43.7049, -79.5773, [])
await deps.db.insert(staffYardGrants).values({ accountId: bramptonStaff.id, locationId: brampton.id })

function yardAt(name: string, latitude: number, longitude: number, forecastRegions: string[]) {
  return placedYard(deps.db, name, { latitude, longitude, forecastRegions })
}

const sentAt = deps.now()
const takeIn = (name: CapFixture, text = capFixture(name, sentAt)) =>
  takeInCapFile(deps, { name: `${name}.cap`, text })
/** The orange warning made red, under a new identifier (another alert of the same storm). */
const redAlert = (serial: string, at = sentAt) =>
  capFixture('orange-winter-storm-warning', at)
    .replaceAll('3561804117', serial)
    .replaceAll('<value>orange</value>', '<value>red</value>')
const liveAlerts = async (token: string) => {
  const response = await api.get('/api/salt/admin/weather/alerts', { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminWeatherAlert[]
}
const put = (path: string, json: unknown, token: string) => api.request(path, { method: 'PUT', json, token })
const noticeCount = async () => (await deps.db.select().from(weatherNotices)).length

const orange = await takeIn('orange-winter-storm-warning')

describe('/admin/weather lists the alerts in force on the member’s yards', () => {
  test('an editor sees the orange warning on both Peel yards, with its colour and times', async () => {
    const [alert, ...others] = await liveAlerts(editorToken)
    expect(others).toEqual([])
    expect(alert).toMatchObject({
      id: 'alertId' in orange ? orange.alertId : -1,
      colour: 'orange',
      headline: 'winter storm warning in effect',
      areas: ['Mississauga - Brampton'],
      yards: [
        { id: brampton.id, name: 'Brampton' },
        { id: mississauga.id, name: 'Mississauga' },
      ],
      autoNoticeId: null,
    })
    expect(Date.parse(alert!.expires!) - Date.parse(alert!.onset!)).toBe(18 * 3_600_000)
  })

  test('yard staff see only their granted yard under it', async () => {
    const [alert] = await liveAlerts(bramptonToken)
    expect(alert!.yards).toEqual([{ id: brampton.id, name: 'Brampton' }])
  })

  test('a region an editor adds in the yard editor matches the alert at once; yard staff may not change regions', async () => {
    const current = await yardRow(deps.db, etobicoke.id)
    const saved = await put(
      `/api/salt/admin/locations/${etobicoke.id}`,
      { version: current.version, forecastRegions: ['048900'] },
      editorToken,
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((saved.body as { forecastRegions: string[] }).forecastRegions).toEqual(['048900'])
    const [alert] = await liveAlerts(editorToken)
    expect(alert!.yards.map((yard) => yard.name)).toEqual(['Brampton', 'Etobicoke', 'Mississauga'])

    await deps.db.insert(staffYardGrants).values({ accountId: bramptonStaff.id, locationId: etobicoke.id })
    const refused = await put(
      `/api/salt/admin/locations/${etobicoke.id}`,
      { version: current.version + 1, forecastRegions: [] },
      bramptonToken,
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: { fields: { forecastRegions: expect.any(String) } } })
    await deps.db.delete(staffYardGrants).where(eq(staffYardGrants.locationId, etobicoke.id))
    const reverted = await put(
      `/api/salt/admin/locations/${etobicoke.id}`,
      { version: current.version + 1, forecastRegions: [] },
      editorToken,
    )
    expect(reverted.status).toBe(200)
    expect((await liveAlerts(editorToken))[0]!.yards.map((yard) => yard.name)).toEqual([
      'Brampton',
      'Mississauga',
    ])
  })
})

describe('staff act in one step from an alert', () => {
  test('the drafted notice, published as drafted, is for the alert’s yards until it expires', async () => {
    const [alert] = await liveAlerts(editorToken)
    const body = newNoticeFormSchema.parse(alertNoticeValues(alert!, deps.now()))
    const published = await api.post('/api/salt/admin/weather/notices', body, { token: editorToken })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    expect(published.body).toMatchObject({
      title: 'Winter storm warning in effect',
      severity: 'warning',
      locationIds: [brampton.id, mississauga.id],
    })
    const notice = published.body as { endsAt: string; message: string }
    expect(Math.abs(Date.parse(notice.endsAt) - Date.parse(alert!.expires!))).toBeLessThan(1000)
    expect(notice.message).toContain('winter storm alert for Mississauga - Brampton')
    const visible = await api.get('/api/salt/notices')
    expect(JSON.stringify(visible.body)).toContain('Winter storm warning in effect')
  })

  test('storm mode from the alert writes round-the-clock rows over the alert’s days to its yards', async () => {
    const [alert] = await liveAlerts(bramptonToken)
    const values = alertStormValues(alert!, deps.now())
    const yard = await yardRow(deps.db, brampton.id)
    const body = stormFormSchema(new Map([[yard.id, yard.version]])).parse(values)
    const started = await api.post('/api/salt/admin/weather/storms', body, { token: bramptonToken })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const rows = (await yardRow(deps.db, brampton.id)).customSchedule
    expect(rows.map((row) => row.fromDate)[0]).toBe(values.fromDate)
    expect(rows.at(-1)!.note).toBe('Storm mode: Winter storm warning in effect')
    expect(Date.parse(rows.at(-1)!.closeTimestamp)).toBeGreaterThanOrEqual(Date.parse(alert!.expires!))
  })
})

describe('publish red alerts automatically', () => {
  test('off: a red alert waits for a person', async () => {
    const before = await noticeCount()
    const outcome = await takeIn('orange-winter-storm-warning', redAlert('7000000001'))
    expect(outcome).toMatchObject({ kind: 'created', yardIds: [brampton.id, mississauga.id] })
    expect(outcome).not.toHaveProperty('autoNoticeId')
    expect(await noticeCount()).toBe(before)
  })

  test('yard staff may switch it for their own yards only', async () => {
    const refused = await put(
      '/api/salt/admin/weather/auto-publish',
      { locationIds: [mississauga.id] },
      bramptonToken,
    )
    expect(refused.status).toBe(403)
    const saved = await put(
      '/api/salt/admin/weather/auto-publish',
      { locationIds: [brampton.id] },
      bramptonToken,
    )
    expect(saved.body).toEqual({ locationIds: [brampton.id] })
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.subject, 'weather/auto-publish'))
    expect(audit).toMatchObject([
      { actorAccountId: bramptonStaff.id, details: { before: [], after: [brampton.id] } },
    ])
  })

  test('on: a red alert publishes a severe notice for the switched yards alone, once for all its updates', async () => {
    const before = await noticeCount()
    const outcome = await takeIn('orange-winter-storm-warning', redAlert('7000000002'))
    expect(outcome).toMatchObject({ kind: 'created', autoNoticeId: expect.any(Number) })
    const noticeId = (outcome as { autoNoticeId: number }).autoNoticeId
    const [notice] = await deps.db.select().from(weatherNotices).where(eq(weatherNotices.id, noticeId))
    expect(notice).toMatchObject({ severity: 'severe', locationIds: [brampton.id], createdBy: null })
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `weather/${noticeId}`))
    expect(audit).toMatchObject([{ action: 'weather.created', actorAccountId: null }])

    const update = redAlert('7000000003', new Date(sentAt.getTime() + 3_600_000)).replace(
      '<msgType>Alert</msgType>',
      `<msgType>Update</msgType><references>cap-pac@canada.ca,urn:oid:2.49.0.1.124.7000000002.2026,${sentAt.toISOString()}</references>`,
    )
    expect(await takeIn('orange-winter-storm-update', update)).toMatchObject({ kind: 'updated' })
    expect(await noticeCount()).toBe(before + 1)
    const listed = (await liveAlerts(editorToken)).find((alert) => alert.autoNoticeId === noticeId)
    expect(listed?.colour).toBe('red')
  })

  test('an orange alert never publishes by itself, switch on or not', async () => {
    const before = await noticeCount()
    const orangeAgain = capFixture('orange-winter-storm-warning', sentAt).replaceAll(
      '3561804117',
      '7000000004',
    )
    expect(await takeIn('orange-winter-storm-warning', orangeAgain)).not.toHaveProperty('autoNoticeId')
    expect(await noticeCount()).toBe(before)
  })
})
