import { afterAll, describe, expect, test } from 'vitest'
import { instantAt, wallClock, weekdayIndex } from '#domain/kernel/shop-time/calendar.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { hours } from '#tests/support/clock.ts'
import {
  controlsWith,
  declinedAttempts,
  fleetCard,
  pickupCount,
  setControls,
} from '#tests/support/card-controls.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Daily and weekly limits count Toronto days and weeks (Monday first) by the tickets' printed times, across
 * midnight and the clock changes, and hold under parallel tickets. The tests move the app's clock forward only, so
 * they run in this order.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

await createPickupPlace(deps.db)

/** A ticket of `tonnes` (at $100 a tonne) printed at `at`. */
const ticketAt = (cardNo: string, at: string | Date, tonnes: number) =>
  scaleTicket({
    cardNo,
    tonnes,
    amountCents: Math.round(tonnes * 10_000),
    PrintedDateTime: new Date(at).toISOString(),
  })

async function send(cardNo: string, at: string | Date, tonnes: number) {
  const key = await createScaleKey(deps.db, ['bradford'])
  const response = await sendPickup(api, ticketAt(cardNo, at, tonnes), key)
  return {
    status: response.status,
    code: (response.body as { error?: { code: string } }).error?.code ?? null,
  }
}

const moveClockTo = (at: string) => clock.advance(Date.parse(at) - clock.now().getTime())

describe('a Toronto day ends at its midnight, not UTC midnight', () => {
  test('10 t a day: 23:30 and 00:30 fall on two days; the day itself stops at 10 t', async () => {
    const { card, token } = await fleetCard(app)
    await setControls(app, token, card.id, controlsWith({ maxDailyMilliTonnes: 10_000 }))
    // Two days ago in Toronto: late evening, when UTC already shows the next day.
    const day = wallClock(clock.now().getTime()).day - 2
    const late = new Date(instantAt(day, 23 * 60 + 30))
    const early = new Date(instantAt(day + 1, 30))
    expect(await send(card.cardNo, late, 6)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, new Date(instantAt(day, 8 * 60)), 4)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, new Date(instantAt(day, 23 * 60 + 59)), 0.001)).toEqual({
      status: 403,
      code: 'daily_tonnes_exceeded',
    })
    expect(await send(card.cardNo, early, 10)).toEqual({ status: 200, code: null })
    expect(await pickupCount(app, card.id)).toBe(3)
  })

  test('$1,000 a week: Sunday 23:30 and Monday 00:30 fall in two weeks', async () => {
    const { card, token } = await fleetCard(app)
    await setControls(app, token, card.id, controlsWith({ maxWeeklyCents: 100_000 }))
    // Two hours into the coming Monday, so both tickets are in the past and within the week's window.
    const today = wallClock(clock.now().getTime()).day
    const monday = today + 7 - weekdayIndex(today)
    clock.advance(instantAt(monday, 120) - clock.now().getTime())
    const sunday = new Date(instantAt(monday - 1, 23 * 60 + 30))
    expect(await send(card.cardNo, sunday, 10)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, new Date(instantAt(monday - 1, 23 * 60 + 40)), 0.01)).toEqual({
      status: 403,
      code: 'weekly_amount_exceeded',
    })
    expect(await send(card.cardNo, new Date(instantAt(monday, 30)), 10)).toEqual({ status: 200, code: null })
  })
})

describe('across the clock changes', () => {
  test('spring forward (14 March 2027, a 23-hour day): the day and the week end at midnight EDT', async () => {
    moveClockTo('2027-03-15T01:00:00-04:00')
    const { card, token } = await fleetCard(app)
    await setControls(
      app,
      token,
      card.id,
      controlsWith({ maxDailyMilliTonnes: 10_000, maxWeeklyMilliTonnes: 30_000 }),
    )
    // Monday 8 March to Sunday 14 March: 20 t before the change, then 6 + 4 t on the short Sunday.
    expect(await send(card.cardNo, '2027-03-09T10:00:00-05:00', 10)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-03-10T10:00:00-05:00', 10)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-03-14T00:30:00-05:00', 6)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-03-14T22:30:00-04:00', 4)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-03-14T23:59:00-04:00', 0.5)).toEqual({
      status: 403,
      code: 'daily_tonnes_exceeded',
    })
    // 00:30 EDT on Monday is 04:30 UTC: a zone fixed at UTC−5 would still call it Sunday and refuse it.
    expect(await send(card.cardNo, '2027-03-15T00:30:00-04:00', 10)).toEqual({ status: 200, code: null })
    const [refused] = await declinedAttempts(app, token, card.id)
    expect(refused?.controlCodes).toEqual(['daily_tonnes_exceeded', 'weekly_tonnes_exceeded'])
  })

  test('fall back (7 November 2027, a 25-hour day): 00:30 EST on Monday is a new day and week', async () => {
    moveClockTo('2027-11-08T01:00:00-05:00')
    const { card, token } = await fleetCard(app)
    await setControls(app, token, card.id, controlsWith({ maxDailyCents: 100_000, maxWeeklyCents: 100_000 }))
    // 00:30 EDT and 23:30 EST on Sunday are 24 hours apart yet on the same Toronto day.
    expect(await send(card.cardNo, '2027-11-07T00:30:00-04:00', 5)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-11-07T23:30:00-05:00', 5)).toEqual({ status: 200, code: null })
    expect(await send(card.cardNo, '2027-11-07T23:45:00-05:00', 0.01)).toEqual({
      status: 403,
      code: 'daily_amount_exceeded',
    })
    // Days cut at UTC midnight would have put Sunday's two tickets on two days, and not refused the third.
    expect(await send(card.cardNo, '2027-11-08T00:30:00-05:00', 10)).toEqual({ status: 200, code: null })
  })
})

describe('parallel tickets', () => {
  test('50 tickets of 0.5 t at once against 10 t a day: exactly 20 debits, 30 refusals, the ledger adds up', async () => {
    const { card, token } = await fleetCard(app, 5_000_000)
    await setControls(app, token, card.id, controlsWith({ maxDailyMilliTonnes: 10_000 }))
    const key = await createScaleKey(deps.db, ['bradford'])
    const at = new Date(clock.now().getTime() - hours(1))
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sendPickup(api, ticketAt(card.cardNo, at, 0.5), key)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 403)).toHaveLength(30)
    expect(await pickupCount(app, card.id)).toBe(20)
    expect(await currentBalance(deps.db, card.id)).toBe(5_000_000 - 20 * 5_000)
    expect(await declinedAttempts(app, token, card.id)).toHaveLength(30)
  })
})
