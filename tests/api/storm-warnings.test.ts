import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { stormWarningMails, weatherAlerts } from '#server/db/schema.ts'
import { createWeatherAlertPass } from '#server/jobs/weather-alerts.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { warnLowCardsOfAlert } from '#server/services/weather/storm-warnings.ts'
import { chooseAlerts } from '#tests/support/alerts.ts'
import {
  customerCard as customerCardOf,
  fixtureYards,
  stormWarningsTo,
} from '#tests/support/api/storm-warning-world.ts'
import { turnAutoloadOn } from '#tests/support/autoload.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { type CapFixture, capFixture } from '#tests/support/weather-alerts.ts'

/**
 * Customers warned before the storm (ADR 0037): an orange or red alert on a yard a low card may use mails the
 * account's low-balance recipients once per card and alert, whatever updates, polls and processes follow.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const sentAt = deps.now()
const takeIn = (name: CapFixture, text = capFixture(name, sentAt)) =>
  takeInCapFile(deps, { name: `${name}.cap`, text })

const { brampton, mississauga, oakville, kitchener } = await fixtureYards(app)
const customerCard = (name: string, balanceCents: number, yardIds?: number[]) =>
  customerCardOf(app, name, balanceCents, yardIds)

const low = await customerCard('Plow truck 1', 14_000)
const kitchenerOnly = await customerCard('Kitchener truck', 5_000, [kitchener.id])
const oakvilleOnly = await customerCard('Oakville truck', 5_000, [oakville.id])
const wellFunded = await customerCard('Full truck', 50_000)
const withAutoload = await customerCard('Autoload truck', 19_000)
await turnAutoloadOn(app, withAutoload.token, withAutoload.card.id, {
  settings: { thresholdCents: 10_000, topUpCents: 50_000, monthlyMaxCents: 200_000 },
})
const dispatcher = await createCompanyUser(deps.db, low.customer.id, 'dispatcher')
await chooseAlerts(app, await userToken(app, dispatcher), ['lowBalance'])
const driver = await createCompanyUser(deps.db, low.customer.id, 'driver', { cardIds: [] })
await chooseAlerts(app, await userToken(app, driver), ['lowBalance'])

const warningsTo = (address: string) => stormWarningsTo(app, address)
const allWarnings = () => stormWarningsTo(app)

/** Toronto's wall clock of an instant, as the mail writes it: HH:mm, with the date when not on `sentAt`'s day. */
function torontoClock(instant: Date): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', ...options }).format(instant)
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', dateStyle: 'short' }).format(at)
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return day(instant) === day(sentAt) ? time : `${day(instant)} ${time}`
}
const onset = new Date(Math.floor(sentAt.getTime() / 1000) * 1000 + 9 * 3_600_000)

describe('an orange warning over Brampton and Mississauga', () => {
  test('a yellow alert mails nobody, even for a low card on its yard', async () => {
    expect(await takeIn('yellow-snowfall-kitchener')).toMatchObject({ kind: 'created' })
    expect(await allWarnings()).toEqual([])
  })

  test('warns each low card that may use a covered yard, once, to its low-balance recipients', async () => {
    const outcome = await takeIn('orange-winter-storm-warning')
    expect(outcome).toMatchObject({ kind: 'created', cardsWarned: 2 })
    const [mail, ...more] = await warningsTo(low.customer.eMail)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(
      `Winter storm warning for Brampton and Mississauga from ${torontoClock(onset)}: card Plow truck 1 has $140.00 left`,
    )
    expect(mail!.text).toContain(`below your low-balance threshold of $200.00`)
    expect(mail!.text).toContain(`http://salt.shop.test/profile/load-card?card=${low.card.id}`)
    // The dispatcher may not load funds: their warning says who can instead of linking the page.
    const [toDispatcher, ...moreToDispatcher] = await warningsTo(dispatcher.eMail)
    expect(moreToDispatcher).toEqual([])
    expect(toDispatcher!.text).not.toContain('/profile/load-card')
    expect(toDispatcher!.text).toContain(
      "Ask your account's owner or accountant to load funds before the storm",
    )
    expect(await warningsTo(driver.eMail)).toEqual([])
  })

  test('a card restricted to another yard, or above its threshold, gets nothing', async () => {
    expect(await warningsTo(kitchenerOnly.customer.eMail)).toEqual([])
    expect(await warningsTo(oakvilleOnly.customer.eMail)).toEqual([])
    expect(await warningsTo(wellFunded.customer.eMail)).toEqual([])
  })

  test('with autoload on and above its threshold, the mail says autoload tops it up instead of the link', async () => {
    const [mail] = await warningsTo(withAutoload.customer.eMail)
    expect(mail!.text).toContain('Autoload is on for this card: when a pickup takes it below $100.00')
    expect(mail!.text).not.toContain('/profile/load-card')
  })

  test('the update warns the card of the yard it adds (Oakville), and nobody a second time', async () => {
    const before = (await allWarnings()).length
    expect(await takeIn('orange-winter-storm-update')).toMatchObject({ kind: 'updated', cardsWarned: 1 })
    const [oakvilleMail] = await warningsTo(oakvilleOnly.customer.eMail)
    expect(oakvilleMail!.subject).toMatch(/^Winter storm warning for Oakville from /)
    expect(await allWarnings()).toHaveLength(before + 1)
    expect(await warningsTo(low.customer.eMail)).toHaveLength(1)
  })

  test('the mails reach the SMTP server', async () => {
    await deliverAllMail(app)
    const [received] = app.smtp.to(low.customer.eMail).filter((mail) => /warning for/.test(mail.subject))
    expect(received?.text).toContain(`Your Salt Card ${low.card.cardNo} (Plow truck 1) has $140.00 left`)
  })
})

describe('one mail per card per alert across processes', () => {
  test('two intake passes at once over a new orange alert: one mail per card', async () => {
    const text = capFixture('orange-winter-storm-warning', sentAt).replaceAll('3561804117', '3561807777')
    const source = { poll: async () => [{ name: 'storm.cap', text }] }
    await Promise.all([createWeatherAlertPass(deps, source)(), createWeatherAlertPass(deps, source)()])
    const [alert] = await deps.db
      .select()
      .from(weatherAlerts)
      .where(eq(weatherAlerts.firstIdentifier, 'urn:oid:2.49.0.1.124.3561807777.2026'))
    const claims = await deps.db
      .select()
      .from(stormWarningMails)
      .where(eq(stormWarningMails.alertId, alert!.id))
    expect(claims.map((claim) => claim.cardId).sort()).toEqual([low.card.id, withAutoload.card.id].sort())
    expect(await warningsTo(low.customer.eMail)).toHaveLength(2)
  })

  test('two transactions warning for the same alert at once: the second waits on the claim and mails nothing', async () => {
    const [alert] = await deps.db
      .select()
      .from(weatherAlerts)
      .where(eq(weatherAlerts.firstIdentifier, 'urn:oid:2.49.0.1.124.3561804117.2026'))
    await deps.db.delete(stormWarningMails).where(eq(stormWarningMails.alertId, alert!.id))
    const before = (await allWarnings()).length
    const warn = () =>
      deps.db.transaction((tx) =>
        warnLowCardsOfAlert(tx, deps, alert!, [brampton.id, mississauga.id, oakville.id], deps.now()),
      )
    const counts = await Promise.all([warn(), warn()])
    expect(counts.sort()).toEqual([0, 3])
    expect(await allWarnings()).toHaveLength(before + 4)
  })
})
