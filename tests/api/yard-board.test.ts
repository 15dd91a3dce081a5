import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { YardBoardAnswer } from '#domain/locations/yard-board.ts'
import { cardLedger, locations } from '#server/db/schema.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { closedAllWeek, createYard, torontoDate } from '#tests/support/api/weather.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { yardAlertPageQueries } from '#server/services/weather/yard-alert-page-query.ts'
import { type CapFixture, capFixture, capFixtureOfChain } from '#tests/support/weather-alerts.ts'

/** The live yard board (ADR 0037): what each yard's board says, how long it is kept, and what bad input gets. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const start = deps.now()
const minuteMs = 60_000

// Open since an hour ago, closing 30.5 minutes from now: the board counts down 31 minutes.
const closing = new Date(start.getTime() + 30.5 * minuteMs)
const peel = await createYard(deps.db, {
  name: 'Peel yard',
  weeklyHours: closedAllWeek,
  customSchedule: [
    {
      fromDate: torontoDate(new Date(start.getTime() - 60 * minuteMs)),
      openTimestamp: new Date(start.getTime() - 60 * minuteMs).toISOString(),
      closeTimestamp: closing.toISOString(),
    },
  ],
})
await deps.db
  .update(locations)
  .set({ forecastRegions: ['048900'] })
  .where(eq(locations.id, peel.id))
const quietYard = await createYard(deps.db, { name: 'Quiet yard' })
const hidden = await createYard(deps.db, { name: 'Hidden yard', published: false })

const customer = await createAccount(deps.db)
const card = await createCard(deps.db, customer.id, { balancesCents: [10_000_000] })
let ticket = 0
/** Pickups at `slug` printed `minutesAgo` (the ledger's balances need not add up for the count). */
async function pickups(slug: string, howMany: number, minutesAgo: number) {
  for (let i = 0; i < howMany; i++)
    await deps.db.insert(cardLedger).values({
      cardId: card.id,
      type: 'pickup',
      amountCents: -1_000,
      balanceAfterCents: 5_000_000,
      externalRef: `board-${++ticket}`,
      locationSlug: slug,
      product: 'Bulk Rock Salt',
      tonnes: '1.000',
      printedAt: new Date(deps.now().getTime() - minutesAgo * minuteMs),
    })
}

const board = async (path: string) => {
  const response = await api.get(path)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { answer: response.body as YardBoardAnswer, cacheControl: response.headers.get('cache-control') }
}
const yardOf = (answer: YardBoardAnswer, slug: string) => answer.yards.find((yard) => yard.slug === slug)
const takeIn = (name: CapFixture) =>
  takeInCapFile(deps, { name: `${name}.cap`, text: capFixture(name, start) })

describe('the board of each yard', () => {
  test('pickups of the last hour set the wait, older ones do not; the closing yard counts down', async () => {
    await pickups(peel.slug, 7, 10)
    await pickups(peel.slug, 20, 90)
    await pickups(quietYard.slug, 2, 5)
    const { answer, cacheControl } = await board('/api/salt/locations/board')
    expect(cacheControl).toBe('public, max-age=5')
    expect(yardOf(answer, peel.slug)).toEqual({
      slug: peel.slug,
      name: 'Peel yard',
      alert: null,
      closesInMinutes: 31,
      pickupsLastHour: 7,
      wait: 'busy',
    })
    expect(yardOf(answer, quietYard.slug)).toMatchObject({
      pickupsLastHour: 2,
      wait: 'quiet',
      closesInMinutes: null,
    })
    expect(yardOf(answer, hidden.slug)).toBeUndefined()
  })

  test('an orange alert shows on its yard until cancelled; the intake drops the kept board at once', async () => {
    await takeIn('orange-winter-storm-warning')
    const { answer } = await board(`/api/salt/locations/${peel.slug}/board`)
    expect(answer.yards).toEqual([
      expect.objectContaining({
        slug: peel.slug,
        alert: { colour: 'orange', title: 'Winter storm warning', until: expect.any(String) },
      }),
    ])
    expect(Date.parse(answer.yards[0]!.alert!.until!) - Math.floor(start.getTime() / 1000) * 1000).toBe(
      27 * 3_600_000,
    )
    await takeIn('orange-winter-storm-cancel')
    expect((await board(`/api/salt/locations/${peel.slug}/board`)).answer.yards[0]!.alert).toBeNull()
  })

  test('the read is kept five seconds: a new pickup shows once that time has passed', async () => {
    const before = yardOf((await board('/api/salt/locations/board')).answer, quietYard.slug)!
    await pickups(quietYard.slug, 10, 1)
    expect(yardOf((await board('/api/salt/locations/board')).answer, quietYard.slug)).toEqual(before)
    app.clock.advance(5_000)
    expect(yardOf((await board('/api/salt/locations/board')).answer, quietYard.slug)).toMatchObject({
      pickupsLastHour: 12,
      wait: 'very-busy',
    })
  })
})

describe('the alert in the yard page’s description', () => {
  const pages = yardAlertPageQueries(deps.db, deps.now, pageReadModel(deps))
  /** Another chain of the same alert, so the first describe's messages do not count as already seen. */
  const chain = (name: CapFixture) => ({
    name: `again-${name}.cap`,
    text: capFixtureOfChain(name, deps.now(), 2),
  })

  test('appears when an alert is taken in and goes when it is cancelled, though reads are kept an hour', async () => {
    expect(await pages.inForce(peel.slug)).toBeNull()
    await takeInCapFile(deps, chain('orange-winter-storm-warning'))
    expect(await pages.inForce(peel.slug)).toMatchObject({ colour: 'orange', title: 'Winter storm warning' })
    expect(await pages.inForce(quietYard.slug)).toBeNull()
    await takeInCapFile(deps, chain('orange-winter-storm-cancel'))
    expect(await pages.inForce(peel.slug)).toBeNull()
  })

  test('an alert that runs out is gone from the kept read at its end, without any change', async () => {
    const text = capFixture('orange-winter-storm-warning', deps.now()).replaceAll('3561804117', '3561806668')
    await takeInCapFile(deps, { name: 'runs-out.cap', text })
    const alert = await pages.inForce(peel.slug)
    expect(alert).not.toBeNull()
    app.clock.advance(Date.parse(alert!.until!) - deps.now().getTime() + 1)
    expect(await pages.inForce(peel.slug)).toBeNull()
  })
})

describe('bad input', () => {
  test('a slug that is no slug: 400 in words; an unknown or hidden yard: 404', async () => {
    const bad = await api.get('/api/salt/locations/Not_A_Slug/board')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      error: { code: expect.any(String), fields: { slug: expect.any(String) } },
    })
    for (const slug of ['no-such-yard', hidden.slug]) {
      const missing = await api.get(`/api/salt/locations/${slug}/board`)
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ error: { code: 'not_found' } })
    }
  })
})
