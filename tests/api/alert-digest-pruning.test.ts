import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { alertDigestEntries, alertDigests, outbox } from '#server/db/schema.ts'
import { createHousekeeping } from '#server/jobs/housekeeping.ts'
import { runDailyDigests } from '#server/services/alerts/daily-digest.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** Housekeeping deletes sent alert digests and their entries after 30 Toronto days (ADR 0029, its consequence). */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])

const today = wallClock(deps.now().getTime()).day
/** A Toronto wall-clock time `daysAhead` days after today's Toronto date. */
const torontoAt = (daysAhead: number, hour: number, minute = 0) =>
  torontoInstant(isoDate(today + daysAhead), hour, minute)
/** One housekeeping pass of a worker whose clock reads `now`. */
const housekeepAt = (now: Date) => createHousekeeping({ db: deps.db, now: () => now })()

async function pickup(cardNo: string) {
  const ticket = scaleTicket({ cardNo })
  expect((await sendPickup(api, ticket, key)).status).toBe(200)
  return ticket
}

test('a sent digest goes with its entries after 30 days; newer digests and waiting entries stay, none is mailed again', async () => {
  const fleet = await alertFleet(app)
  await chooseAlerts(app, fleet.dispatcher.token, ['pickup'], 'daily')
  const mine = eq(alertDigestEntries.userId, fleet.dispatcher.id)
  const entries = () => deps.db.select().from(alertDigestEntries).where(mine).orderBy(alertDigestEntries.id)
  const digests = () =>
    deps.db
      .select({ torontoDate: alertDigests.torontoDate })
      .from(alertDigests)
      .where(eq(alertDigests.userId, fleet.dispatcher.id))
      .orderBy(alertDigests.torontoDate)

  const first = await pickup(fleet.cardA.cardNo)
  expect(await runDailyDigests(deps, torontoAt(1, 6, 1))).toBe(1)
  await pickup(fleet.cardA.cardNo)
  expect(await runDailyDigests(deps, torontoAt(2, 6, 1))).toBe(1)
  const waiting = await pickup(fleet.cardB.cardNo)
  const before = await entries()
  expect(before.map((entry) => entry.digestId === null)).toEqual([false, false, true])
  expect(await digests()).toEqual([{ torontoDate: isoDate(today + 1) }, { torontoDate: isoDate(today + 2) }])

  // Thirty days after the first digest's date: kept.
  await housekeepAt(torontoAt(31, 12))
  expect(await entries()).toEqual(before)
  expect(await digests()).toHaveLength(2)

  // A day later: the first digest and its entry are gone; the second and the waiting entry stay as they were.
  await housekeepAt(torontoAt(32, 12))
  expect(await digests()).toEqual([{ torontoDate: isoDate(today + 2) }])
  expect(await entries()).toEqual(before.slice(1))

  // The next digest carries only the waiting alert: nothing deleted came back to wait again.
  expect(await runDailyDigests(deps, torontoAt(32, 13))).toBe(1)
  const mails = await deps.db.select().from(outbox).where(eq(outbox.toAddress, fleet.dispatcher.eMail))
  const last = mails.at(-1)!
  expect(last.subject).toBe('Your Salt Card alerts of the last day: 1 alert')
  expect(last.text).toContain(waiting.ticketNo)
  expect(last.text).not.toContain(first.ticketNo)
})
