import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { directoryAlertSource } from '#server/adapters/weather-alerts/alert-source.ts'
import { weatherAlertMessages, weatherAlertYards, weatherAlerts } from '#server/db/schema.ts'
import { createWeatherAlertPass } from '#server/jobs/weather-alerts.ts'
import { type IntakeOutcome, takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { createYard } from '#tests/support/api/weather.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { type CapFixture, capFixture } from '#tests/support/weather-alerts.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app

/** Sent at the test clock's now: the orange warning's onset is nine hours later, its expiry a day later. */
const sentAt = deps.now()
const file = (name: CapFixture) => ({ name: `${name}.cap`, text: capFixture(name, sentAt) })
const takeIn = (name: CapFixture) => takeInCapFile(deps, file(name))
const alertId = (outcome: IntakeOutcome) => ('alertId' in outcome ? outcome.alertId : undefined)

// Peel's two yards: one matched by its coordinates inside the polygon, one by its region code alone (its
// coordinates are outside). Etobicoke is outside both; Oakville only in the update's added region; Kitchener in the
// yellow alert's region.
const brampton = await createYard(deps.db, { name: 'Brampton' })
const mississauga = await createYard(deps.db, { name: 'Mississauga' })
const etobicoke = await createYard(deps.db, { name: 'Etobicoke' })
const oakville = await createYard(deps.db, { name: 'Oakville' })
const kitchener = await createYard(deps.db, { name: 'Kitchener' })
await place(brampton.id, 43.6963, -79.7297, [])
await place(mississauga.id, 43.0, -81.0, ['048900'])
await place(etobicoke.id, 43.7049, -79.5773, [])
await place(oakville.id, 43.4172, -79.7208, ['048950'])
await place(kitchener.id, 43.4063, -80.4449, ['046500'])

async function place(id: number, latitude: number, longitude: number, forecastRegions: string[]) {
  const { locations } = await import('#server/db/schema.ts')
  await deps.db.update(locations).set({ latitude, longitude, forecastRegions }).where(eq(locations.id, id))
}

const yardsOf = async (id: number) =>
  (
    await deps.db
      .select({ locationId: weatherAlertYards.locationId })
      .from(weatherAlertYards)
      .where(eq(weatherAlertYards.alertId, id))
      .orderBy(asc(weatherAlertYards.locationId))
  ).map((row) => row.locationId)
const alertRow = async (id: number) =>
  (await deps.db.select().from(weatherAlerts).where(eq(weatherAlerts.id, id)))[0]!
const counts = async () => ({
  alerts: (await deps.db.select().from(weatherAlerts)).length,
  messages: (await deps.db.select().from(weatherAlertMessages)).length,
  matches: (await deps.db.select().from(weatherAlertYards)).length,
})

describe('an orange winter storm warning, its update and its cancellation', () => {
  let orange: number

  test('the warning matches the two Peel yards, by polygon and by region code', async () => {
    const outcome = await takeIn('orange-winter-storm-warning')
    expect(outcome).toEqual({
      kind: 'created',
      alertId: expect.any(Number),
      yardIds: [brampton.id, mississauga.id],
    })
    orange = alertId(outcome)!
    expect(await yardsOf(orange)).toEqual([brampton.id, mississauga.id])
    const row = await alertRow(orange)
    expect(row).toMatchObject({
      firstIdentifier: 'urn:oid:2.49.0.1.124.3561804117.2026',
      colour: 'orange',
      event: 'winter storm',
      headline: 'winter storm warning in effect',
      severity: 'Moderate',
      urgency: 'Future',
      certainty: 'Likely',
      cancelledAt: null,
    })
    expect(row.onset!.getTime() - row.sentAt.getTime()).toBe(9 * 3_600_000)
    expect(row.expires!.getTime() - row.sentAt.getTime()).toBe(27 * 3_600_000)
  })

  test('the same file polled again (a second poll, another process) changes nothing', async () => {
    const before = await counts()
    expect(await takeIn('orange-winter-storm-warning')).toMatchObject({ kind: 'seen' })
    expect(await counts()).toEqual(before)
  })

  test('a yellow alert elsewhere is its own alert, on Kitchener only', async () => {
    const outcome = await takeIn('yellow-snowfall-kitchener')
    expect(outcome).toMatchObject({ kind: 'created', yardIds: [kitchener.id] })
    expect(alertId(outcome)).not.toBe(orange)
    expect((await alertRow(alertId(outcome)!)).colour).toBe('yellow')
  })

  test('the update rewrites the same alert and its yards (Oakville added), not a new one', async () => {
    const alertsBefore = (await counts()).alerts
    const outcome = await takeIn('orange-winter-storm-update')
    expect(outcome).toEqual({
      kind: 'updated',
      alertId: orange,
      yardIds: [brampton.id, mississauga.id, oakville.id],
    })
    expect((await counts()).alerts).toBe(alertsBefore)
    const row = await alertRow(orange)
    expect(row.headline).toBe('winter storm warning continued')
    expect(row.latestIdentifier).toBe('urn:oid:2.49.0.1.124.3561804290.2026')
    expect(row.expires!.getTime() - row.sentAt.getTime()).toBe(33 * 3_600_000)
    expect(await yardsOf(orange)).toEqual([brampton.id, mississauga.id, oakville.id])
  })

  test('an older update arriving late does not put the older text back', async () => {
    const late = file('orange-winter-storm-update')
    const text = late.text
      .replace('3561804290', '3561804200')
      .replace(/<sent>[^<]*<\/sent>/, `<sent>${new Date(sentAt.getTime() + 1000).toISOString()}</sent>`)
      .replace('winter storm warning continued', 'an older text')
    expect(await takeInCapFile(deps, { name: 'late.cap', text })).toMatchObject({ kind: 'stale' })
    expect((await alertRow(orange)).headline).toBe('winter storm warning continued')
  })

  test('the cancellation ends the alert and its matches; the yellow alert stays', async () => {
    expect(await takeIn('orange-winter-storm-cancel')).toEqual({
      kind: 'cancelled',
      alertId: orange,
      yardIds: [],
    })
    expect((await alertRow(orange)).cancelledAt).not.toBeNull()
    expect(await yardsOf(orange)).toEqual([])
    expect((await counts()).matches).toBe(1)
  })
})

describe('hostile and malformed files', () => {
  test.each(['malformed', 'hostile-entity-expansion'] as const)(
    '%s is refused, logged, nothing changes',
    async (name) => {
      const before = await counts()
      const outcome = await takeIn(name)
      expect(outcome.kind).toBe('refused')
      expect(await counts()).toEqual(before)
      const logged = app.logLines.map((line) => JSON.parse(line) as { msg: string; file?: string })
      expect(
        logged.some((line) => line.msg === 'weather alert file refused' && line.file === `${name}.cap`),
      ).toBe(true)
    },
  )

  test('a file over the size cap is refused the same way', async () => {
    const huge = file('orange-winter-storm-warning').text.replace(
      '</alert>',
      `${' '.repeat(600_000)}</alert>`,
    )
    const before = await counts()
    expect(await takeInCapFile(deps, { name: 'huge.cap', text: huge })).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/too large/),
    })
    expect(await counts()).toEqual(before)
  })
})

describe('the worker’s poll', () => {
  test('reads a directory of CAP files; two runs at once take each message in once', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'cap-'))
    try {
      const later = new Date(sentAt.getTime() + 86_400_000)
      const text = capFixture('orange-winter-storm-warning', later).replaceAll('3561804117', '3561809999')
      await writeFile(path.join(directory, 'a.cap'), text)
      await writeFile(path.join(directory, 'b.cap'), capFixture('malformed', later))
      await writeFile(path.join(directory, 'notes.txt'), 'not a CAP file')
      const before = await counts()
      const source = directoryAlertSource(directory)
      await Promise.all([createWeatherAlertPass(deps, source)(), createWeatherAlertPass(deps, source)()])
      const after = await counts()
      expect(after.alerts).toBe(before.alerts + 1)
      expect(after.messages).toBe(before.messages + 1)
      const [row] = await deps.db
        .select()
        .from(weatherAlerts)
        .where(eq(weatherAlerts.firstIdentifier, 'urn:oid:2.49.0.1.124.3561809999.2026'))
      expect(await yardsOf(row!.id)).toEqual([brampton.id, mississauga.id])
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
