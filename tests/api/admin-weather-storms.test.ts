import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { CustomScheduleEntry } from '#domain/locations/hours.ts'
import { dayFromIsoDate, instantAt } from '#domain/kernel/shop-time/calendar.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import type { AdminStormList, WeatherYard } from '#domain/weather/schemas.ts'
import { auditLog, staffYardGrants, stormOperations } from '#server/db/schema.ts'
import { hours } from '#tests/support/clock.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { createYard, torontoDate, yardRow } from '#tests/support/api/weather.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

const yardStaff = await createStaff(deps.db, 2000)
let token = await api.signIn(yardStaff.eMail, yardStaff.password)
const customer = await createAccount(deps.db)
const customerToken = await api.signIn(customer.eMail, customer.password)

/** Moves the test clock on, and signs in again: sessions expire with the clock too. */
async function advance(ms: number) {
  clock.advance(ms)
  token = await api.signIn(yardStaff.eMail, yardStaff.password)
}

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const startStorm = (json: unknown, as = token) =>
  api.post('/api/salt/admin/weather/storms', json, { token: as })
const endStorm = (id: number) => api.post(`/api/salt/admin/weather/storms/${id}/end`, {}, { token })
const today = (offset = 0) => torontoDate(deps.now(), offset)
const midnight = (date: string) => instantAt(dayFromIsoDate(date)!, 0)
const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
const status = async (id: number) => openingStatus(await yardRow(deps.db, id), deps.now())
const auditOf = (subject: string) => deps.db.select().from(auditLog).where(eq(auditLog.subject, subject))
const stormRowsOf = async (yardId: number, stormId: number) =>
  (await yardRow(deps.db, yardId)).customSchedule.filter((row) => row.stormId === stormId)

/** A fresh yard the yard-staff member may keep (yard staff reach only the yards granted to them). */
async function grantedYard(options?: Parameters<typeof createYard>[1]) {
  const yard = await createYard(deps.db, options)
  await deps.db.insert(staffYardGrants).values({ accountId: yardStaff.id, locationId: yard.id })
  return yard
}

/** Two fresh yards closed all week, and the body of a storm on both, round the clock, today and tomorrow. */
async function twoYards() {
  const first = await grantedYard({ name: 'Storm Yard A' })
  const second = await grantedYard({ name: 'Storm Yard B' })
  const body = {
    yards: [
      { id: first.id, version: first.version },
      { id: second.id, version: second.version },
    ],
    fromDate: today(),
    toDate: today(1),
    opensAt: null,
    closesAt: null,
    note: 'Freezing rain',
  }
  return { first, second, body }
}

describe('who may run storm mode', () => {
  test('signed out 401, a customer 403, yard staff (2000) may', async () => {
    const { body } = await twoYards()
    expect((await api.post('/api/salt/admin/weather/storms', body)).status).toBe(401)
    expect((await startStorm(body, customerToken)).status).toBe(403)
    expect((await api.get('/api/salt/admin/weather/storms', { token: customerToken })).status).toBe(403)
    const started = await startStorm(body)
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    expect((await endStorm((started.body as { id: number }).id)).status).toBe(200)
  })
})

describe('starting storm mode on two yards', () => {
  test('writes each yard’s rows with the storm’s id in one go: versions raised, audited per yard and per storm', async () => {
    const { first, second, body } = await twoYards()
    expect(await status(first.id)).toBe('CLOSED')
    const seen = notified
    const response = await startStorm(body)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const { id } = response.body as { id: number }
    expect(notified).toBe(seen + 1)

    for (const yard of [first, second]) {
      const row = await yardRow(deps.db, yard.id)
      expect(row.version).toBe(yard.version + 1)
      expect(row.customSchedule).toEqual([
        {
          fromDate: today(),
          openTimestamp: new Date(midnight(today())).toISOString(),
          closeTimestamp: new Date(midnight(today(2))).toISOString(),
          note: 'Storm mode: Freezing rain',
          stormId: id,
        },
      ])
      // The status texts the yard pages compute from the custom schedule follow.
      expect(await status(yard.id)).toBe(`OPEN, CLOSING ON ${weekdayOf(today(1)).toUpperCase()} AT 11:59 PM`)
      const audit = await auditOf(`locations/${yard.id}`)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ action: 'locations.updated', actorAccountId: yardStaff.id })
      expect(audit[0]!.details).toMatchObject({
        before: { customSchedule: [], version: yard.version },
        after: { version: yard.version + 1 },
      })
    }
    const stormAudit = await auditOf(`storms/${id}`)
    expect(stormAudit.map((row) => row.action)).toEqual(['storms.created'])
    const [storm] = await deps.db.select().from(stormOperations).where(eq(stormOperations.id, id))
    expect(storm).toMatchObject({ locationIds: [first.id, second.id], opensAt: null, closesAt: null })
  })

  test('daily hours write a row a day; the yard’s status follows them', async () => {
    const yard = await grantedYard()
    const response = await startStorm({
      yards: [{ id: yard.id, version: 1 }],
      fromDate: today(1),
      toDate: today(3),
      opensAt: '05:00',
      closesAt: '22:00',
    })
    expect(response.status).toBe(201)
    const rows = (await yardRow(deps.db, yard.id)).customSchedule
    expect(rows.map((row) => row.fromDate)).toEqual([today(1), today(2), today(3)])
    expect(rows.map((row) => row.note)).toEqual(['Storm mode', 'Storm mode', 'Storm mode'])
    expect(await status(yard.id)).toBe(`CLOSED, OPENING ON ${weekdayOf(today(1)).toUpperCase()} AT 5:00 AM`)
  })

  test('a stale version for the second yard leaves nothing at all: no rows on the first, no storm, no audit', async () => {
    const { first, second, body } = await twoYards()
    // A colleague saved the second yard after the storm form read it.
    const saved = await api.request(`/api/salt/admin/locations/${second.id}`, {
      method: 'PUT',
      token,
      json: { version: second.version, todaysHours: 'CALL AHEAD' },
    })
    expect(saved.status).toBe(200)
    const stormsBefore = (await deps.db.select({ id: stormOperations.id }).from(stormOperations)).length
    const response = await startStorm(body)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      error: { code: 'stale_edit', message: expect.stringContaining('Storm Yard B') },
    })
    expect(await yardRow(deps.db, first.id)).toMatchObject({ customSchedule: [], version: first.version })
    expect((await deps.db.select({ id: stormOperations.id }).from(stormOperations)).length).toBe(stormsBefore)
    expect(await auditOf(`locations/${first.id}`)).toEqual([])
  })

  test('refuses to overlap (and so cancel) a holiday closure, naming yard and row; nothing is written', async () => {
    const closure: CustomScheduleEntry = {
      fromDate: today(2),
      openTimestamp: new Date(midnight(today(3)) + hours(7)).toISOString(),
      closeTimestamp: new Date(midnight(today(3)) + hours(17)).toISOString(),
      note: 'Closed for the holiday',
    }
    const free = await grantedYard({ name: 'Free Yard' })
    const closed = await grantedYard({ name: 'Holiday Yard', customSchedule: [closure] })
    const response = await startStorm({
      yards: [
        { id: free.id, version: 1 },
        { id: closed.id, version: 1 },
      ],
      fromDate: today(1),
      toDate: today(2),
    })
    expect(response.status).toBe(409)
    const { error } = response.body as { error: { code: string; fields: Record<string, string> } }
    expect(error.code).toBe('schedule_conflict')
    expect(error.fields['yards.1']).toMatch(
      /^Holiday Yard: Closed for the holiday \(from \d{4}-\d{2}-\d{2} until /,
    )
    expect(await yardRow(deps.db, free.id)).toMatchObject({ customSchedule: [], version: 1 })
    expect((await yardRow(deps.db, closed.id)).customSchedule).toEqual([closure])
  })

  test('two storms on the same days of a yard would cancel each other: the second is refused', async () => {
    const yard = await grantedYard()
    const storm = { fromDate: today(1), toDate: today(2) }
    expect((await startStorm({ yards: [{ id: yard.id, version: 1 }], ...storm })).status).toBe(201)
    const second = await startStorm({
      yards: [{ id: yard.id, version: 2 }],
      fromDate: today(2),
      toDate: today(3),
    })
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ error: { code: 'schedule_conflict' } })
    // The day after is free.
    expect(
      (await startStorm({ yards: [{ id: yard.id, version: 2 }], fromDate: today(3), toDate: today(3) }))
        .status,
    ).toBe(201)
  })

  test.each<[Record<string, unknown>, string]>([
    [{ fromDate: 'yesterday' }, 'fromDate'],
    [{ toDate: '2026-02-30' }, 'toDate'],
    [{ opensAt: '05:00', closesAt: null }, 'closesAt'],
    [{ opensAt: '22:00', closesAt: '06:00' }, 'closesAt'],
    [{ opensAt: '5am', closesAt: '22:00' }, 'opensAt'],
    [{ note: 'a\u0000b' }, 'note'],
    [{ yards: [] }, 'yards'],
    [{ yards: [{ id: 2_147_483_648, version: 1 }] }, 'yards.0.id'],
  ])('refuses %o naming %s', async (change, field) => {
    const yard = await grantedYard()
    const response = await startStorm({
      yards: [{ id: yard.id, version: 1 }],
      fromDate: today(),
      toDate: today(),
      ...change,
    })
    expect(response.status).toBe(400)
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      field,
    )
  })

  test('starts today or later, lasts at most 14 days, and names an unknown yard', async () => {
    const yard = await grantedYard()
    const body = (change: Record<string, unknown>) => ({ yards: [{ id: yard.id, version: 1 }], ...change })
    const past = await startStorm(body({ fromDate: today(-1), toDate: today() }))
    expect(past.body).toMatchObject({ error: { fields: { fromDate: 'Storm mode starts today or later.' } } })
    const long = await startStorm(body({ fromDate: today(), toDate: today(14) }))
    expect(long.body).toMatchObject({ error: { fields: { toDate: 'Storm mode lasts at most 14 days.' } } })
    // An editor, who may address every yard: to yard staff, a yard they do not hold is refused before it is looked up
    // (admin-weather-yard-scope.test.ts).
    const editor = await createStaff(deps.db, 3000)
    const unknown = await startStorm(
      {
        yards: [
          { id: yard.id, version: 1 },
          { id: 2_147_483_000, version: 1 },
        ],
        fromDate: today(),
        toDate: today(),
      },
      await api.signIn(editor.eMail, editor.password),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: { fields: { 'yards.1': 'This yard does not exist (any more).' } },
    })
    expect(await yardRow(deps.db, yard.id)).toMatchObject({ customSchedule: [], version: 1 })
  })
})

describe('ending storm mode early', () => {
  test('for all its yards at once: the open row closes now, later days go, history stays; audited', async () => {
    const yards = [await grantedYard(), await grantedYard()]
    const [first, second] = [today(), today(1)]
    const response = await startStorm({
      yards: yards.map((yard) => ({ id: yard.id, version: 1 })),
      fromDate: first,
      toDate: today(3),
      opensAt: '00:00',
      closesAt: '23:59',
    })
    const { id } = response.body as { id: number }
    expect(await stormRowsOf(yards[0]!.id, id)).toHaveLength(4)
    // The yard editor saves the schedule as it loaded it: the rows stay the storm's.
    const loaded = (await api.get(`/api/salt/admin/locations/${yards[0]!.id}`, { token }))
      .body as AdminLocation
    const saved = await api.request(`/api/salt/admin/locations/${yards[0]!.id}`, {
      method: 'PUT',
      token,
      json: { version: loaded.version, customSchedule: loaded.customSchedule, todaysHours: null },
    })
    expect(saved.status).toBe(200)
    expect(await stormRowsOf(yards[0]!.id, id)).toHaveLength(4)

    // Half a minute past noon of the storm's second day.
    await advance(midnight(second) + hours(12) + 30_000 - deps.now().getTime())
    const endedAt = deps.now().getTime()
    expect((await endStorm(id)).status).toBe(200)
    for (const yard of yards) {
      const rows = await stormRowsOf(yard.id, id)
      // Day one is history, day two closed when the storm ended, days three and four are gone.
      expect(rows.map((row) => row.fromDate)).toEqual([first, second])
      // It closed at the start of the minute it ended in, so a browser's status for that minute says closed too.
      const minuteStart = endedAt - (endedAt % 60_000)
      expect(rows[1]!.closeTimestamp).toBe(new Date(minuteStart).toISOString())
      expect(await status(yard.id)).toBe('CLOSED')
      expect(openingStatus(await yardRow(deps.db, yard.id), new Date(minuteStart))).toBe('CLOSED')
    }
    expect((await yardRow(deps.db, yards[1]!.id)).version).toBe(3)
    expect((await auditOf(`storms/${id}`)).map((row) => row.action)).toEqual([
      'storms.created',
      'storms.updated',
    ])
    const again = await endStorm(id)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: { code: 'already_ended' } })
  })

  test('a storm that has not begun is cancelled: all its rows go', async () => {
    const yard = await grantedYard()
    const started = await startStorm({
      yards: [{ id: yard.id, version: 1 }],
      fromDate: today(5),
      toDate: today(6),
    })
    const { id } = started.body as { id: number }
    expect((await endStorm(id)).status).toBe(200)
    expect((await yardRow(deps.db, yard.id)).customSchedule).toEqual([])
  })

  test('the list shows active, upcoming, ended and past storms with their yards', async () => {
    const yard = await grantedYard({ name: 'Listed Yard' })
    const start = async (version: number, from: number, to: number) =>
      (
        (await startStorm({ yards: [{ id: yard.id, version }], fromDate: today(from), toDate: today(to) }))
          .body as {
          id: number
        }
      ).id
    const soon = await start(1, 2, 2)
    const running = await start(2, 0, 0)
    const cancelled = await start(3, 4, 4)
    expect((await endStorm(cancelled)).status).toBe(200)
    const storms = async () =>
      ((await api.get('/api/salt/admin/weather/storms', { token })).body as AdminStormList).items
    const phases = async () => Object.fromEntries((await storms()).map((storm) => [storm.id, storm.phase]))
    expect((await storms()).find((storm) => storm.id === soon)).toMatchObject({
      yards: [{ id: yard.id, name: 'Listed Yard' }],
      fromDate: today(2),
    })
    expect(await phases()).toMatchObject({ [soon]: 'upcoming', [running]: 'active', [cancelled]: 'ended' })
    await advance(hours(24 * 3))
    expect(await phases()).toMatchObject({ [soon]: 'past', [running]: 'past', [cancelled]: 'ended' })
    const over = await endStorm(running)
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ error: { message: 'This storm mode is over already.' } })
  })

  test('the yards the form offers carry their version and schedule', async () => {
    const yard = await grantedYard({ name: 'Offered Yard' })
    const yards = (await api.get('/api/salt/admin/weather/yards', { token })).body as WeatherYard[]
    expect(yards.find((candidate) => candidate.id === yard.id)).toEqual({
      id: yard.id,
      name: 'Offered Yard',
      slug: yard.slug,
      published: true,
      version: 1,
      customSchedule: [],
    })
  })
})
