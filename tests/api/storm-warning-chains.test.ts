import { eq, like } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import {
  stormWarningMails,
  weatherAlertMessages,
  weatherAlertYards,
  weatherAlerts,
} from '#server/db/schema.ts'
import { createWeatherAlertPass } from '#server/jobs/weather-alerts.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { customerCard, fixtureYards, stormWarningsTo } from '#tests/support/api/storm-warning-world.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { type CapFixture, capFixtureOfChain } from '#tests/support/weather-alerts.ts'

/**
 * One alert, and one storm warning per card, per real-world alert, whichever of its messages is polled first
 * (ADR 0039): files are polled, not ordered, so an Update or a Cancel may come before the Alert it references.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const sentAt = deps.now()
const { brampton, mississauga, oakville } = await fixtureYards(app)
const anyYard = await customerCard(app, 'Plow truck 1', 14_000)
const oakvilleOnly = await customerCard(app, 'Oakville truck', 5_000, [oakville.id])

const message = (name: CapFixture, chain: number) => ({
  name: `${name}.cap`,
  text: capFixtureOfChain(name, sentAt, chain),
})
const takeIn = (name: CapFixture, chain: number) => takeInCapFile(deps, message(name, chain))
const alertsOfChain = (chain: number) =>
  deps.db
    .select()
    .from(weatherAlerts)
    .where(like(weatherAlerts.firstIdentifier, `%.${chain}`))
const mailsOf = async (card: typeof anyYard) => (await stormWarningsTo(app, card.customer.eMail)).length

test('an Update polled before its Alert makes the alert; the Alert joins it, and each card is mailed once', async () => {
  const update = await takeIn('orange-winter-storm-update', 1)
  expect(update).toMatchObject({
    kind: 'created',
    yardIds: [brampton.id, mississauga.id, oakville.id],
    cardsWarned: 2,
  })
  const alertId = 'alertId' in update ? update.alertId : -1

  expect(await takeIn('orange-winter-storm-warning', 1)).toEqual({
    kind: 'stale',
    reason: 'urn:oid:2.49.0.1.124.3561804117.2026.1',
  })
  const [alert, ...more] = await alertsOfChain(1)
  expect(more).toEqual([])
  expect(alert).toMatchObject({ id: alertId, headline: 'winter storm warning continued' })
  const [original] = await deps.db
    .select()
    .from(weatherAlertMessages)
    .where(eq(weatherAlertMessages.identifier, 'urn:oid:2.49.0.1.124.3561804117.2026.1'))
  expect(original!.alertId).toBe(alertId)
  expect(await mailsOf(anyYard)).toBe(1)
  expect(await mailsOf(oakvilleOnly)).toBe(1)
})

test('the Cancel that follows ends that same alert', async () => {
  const [alert] = await alertsOfChain(1)
  expect(await takeIn('orange-winter-storm-cancel', 1)).toEqual({
    kind: 'cancelled',
    alertId: alert!.id,
    yardIds: [],
  })
  expect(await alertsOfChain(1)).toHaveLength(1)
})

test('a Cancel polled before its Alert: the alert arrives ended, matches no yard and warns nobody', async () => {
  const mailsBefore = (await stormWarningsTo(app)).length
  expect(await takeIn('orange-winter-storm-cancel', 2)).toMatchObject({ kind: 'cancelled', yardIds: [] })
  expect(await takeIn('orange-winter-storm-warning', 2)).toMatchObject({ kind: 'stale' })
  expect(await takeIn('orange-winter-storm-update', 2)).toMatchObject({ kind: 'stale' })
  const [alert, ...more] = await alertsOfChain(2)
  expect(more).toEqual([])
  expect(alert!.cancelledAt).not.toBeNull()
  expect(
    await deps.db.select().from(weatherAlertYards).where(eq(weatherAlertYards.alertId, alert!.id)),
  ).toEqual([])
  expect(await stormWarningsTo(app)).toHaveLength(mailsBefore)
})

test('an Alert and its Update taken in at once by two processes: one alert, one mail per card', async () => {
  const mailsBefore = { any: await mailsOf(anyYard), oakville: await mailsOf(oakvilleOnly) }
  const pass = (name: CapFixture) => createWeatherAlertPass(deps, { poll: async () => [message(name, 3)] })()
  await Promise.all([pass('orange-winter-storm-update'), pass('orange-winter-storm-warning')])
  const [alert, ...more] = await alertsOfChain(3)
  expect(more).toEqual([])
  expect(alert!.headline).toBe('winter storm warning continued')
  const claims = await deps.db
    .select({ cardId: stormWarningMails.cardId })
    .from(stormWarningMails)
    .where(eq(stormWarningMails.alertId, alert!.id))
  expect(claims.map((claim) => claim.cardId).sort()).toEqual([anyYard.card.id, oakvilleOnly.card.id].sort())
  expect(await mailsOf(anyYard)).toBe(mailsBefore.any + 1)
  expect(await mailsOf(oakvilleOnly)).toBe(mailsBefore.oakville + 1)
})
