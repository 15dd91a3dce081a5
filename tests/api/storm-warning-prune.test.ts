import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { stormWarningMails } from '#server/db/schema.ts'
import { createHousekeeping } from '#server/jobs/housekeeping.ts'
import { type IntakeOutcome, takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { customerCard, fixtureYards, stormWarningsTo } from '#tests/support/api/storm-warning-world.ts'
import { days, minutes } from '#tests/support/clock.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { type CapFixture, capFixture, capFixtureOfChain } from '#tests/support/weather-alerts.ts'

/**
 * The worker's housekeeping deletes storm warning claims 30 days after their alert ended (ADR 0039); a pruned alert
 * is never warned of again, whatever of its chain the feed brings back.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const sentAt = deps.now()
await fixtureYards(app)
const low = await customerCard(app, 'Plow truck 1', 14_000)

/** One housekeeping pass of a worker whose clock reads `now`. */
const housekeepAt = (now: Date) => createHousekeeping({ db: deps.db, now: () => now })()
const claimsOf = (alertId: number) =>
  deps.db.select().from(stormWarningMails).where(eq(stormWarningMails.alertId, alertId))
const alertIdOf = (outcome: IntakeOutcome) => {
  if (!('alertId' in outcome)) throw new Error(`no alert: ${JSON.stringify(outcome)}`)
  return outcome.alertId
}
const takeIn = (name: CapFixture, text = capFixture(name, sentAt)) =>
  takeInCapFile(deps, { name: `${name}.cap`, text })

// The orange warning expires 27 hours after it is sent; a second storm's warning is sent 29 days later.
const first = await takeIn('orange-winter-storm-warning')
const expiry = new Date(Math.floor(sentAt.getTime() / 1000) * 1000 + 27 * 3_600_000)
const second = await takeIn(
  'orange-winter-storm-warning',
  capFixtureOfChain('orange-winter-storm-warning', new Date(sentAt.getTime() + days(29)), 2),
)

test('both storms warned the low card', async () => {
  expect(first).toMatchObject({ kind: 'created', cardsWarned: 1 })
  expect(second).toMatchObject({ kind: 'created', cardsWarned: 1 })
  expect(await stormWarningsTo(app, low.customer.eMail)).toHaveLength(2)
})

test('a claim is kept for 30 days after its alert expired', async () => {
  await housekeepAt(new Date(expiry.getTime() + days(30) - minutes(1)))
  expect(await claimsOf(alertIdOf(first))).toHaveLength(1)
})

test('then housekeeping deletes it; the later storm’s claim stays', async () => {
  await housekeepAt(new Date(expiry.getTime() + days(30) + minutes(1)))
  expect(await claimsOf(alertIdOf(first))).toEqual([])
  expect(await claimsOf(alertIdOf(second))).toHaveLength(1)
})

test('the pruned alert’s file polled again, or an update to it in force, warns nobody again', async () => {
  app.clock.advance(days(32))
  const now = deps.now()
  expect(await takeIn('orange-winter-storm-warning')).toMatchObject({ kind: 'seen' })
  // An Update sent now and in force for a day and a half, referencing the pruned alert's first message: without the
  // rule that a closed alert takes no more messages, it would revive the alert and warn the card a second time.
  const update = capFixture('orange-winter-storm-update', now)
  expect(await takeIn('orange-winter-storm-update', update)).toEqual({
    kind: 'stale',
    reason: 'urn:oid:2.49.0.1.124.3561804290.2026: the alert is closed',
  })
  expect(await claimsOf(alertIdOf(first))).toEqual([])
  expect(await stormWarningsTo(app, low.customer.eMail)).toHaveLength(2)
})
