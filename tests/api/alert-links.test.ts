import { like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { outbox } from '#server/db/schema.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

/**
 * Low-balance, declined-pickup and card-change alerts link only pages their reader may open (alerts.ts'
 * mayOpenAlertPage): loading funds is the owner's and the accountant's, a card's page the owner's and the
 * dispatcher's. The others are told who can act instead. Each mail is read from the outbox per reader.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])

async function subscribedFleet(balanceCents: number) {
  const fleet = await alertFleet(app, { balanceCents })
  const readers = {
    owner: { eMail: fleet.customer.eMail, token: fleet.ownerToken },
    dispatcher: fleet.dispatcher,
    accountant: fleet.accountant,
    driver: fleet.driverA,
  }
  for (const [role, reader] of Object.entries(readers))
    await chooseAlerts(
      app,
      reader.token,
      role === 'accountant' ? ['lowBalance'] : ['lowBalance', 'declined', 'controls'],
    )
  return { ...fleet, readers }
}

async function mailsAbout(subject: string) {
  const mails = await deps.db
    .select({ to: outbox.toAddress, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(like(outbox.subject, `${subject}%`))
  return (eMail: string) => {
    const found = mails.filter((mail) => mail.to === eMail)
    expect(found, eMail).toHaveLength(1)
    return `${found[0]!.text}\n${found[0]!.html}`
  }
}

describe('the links of card alerts, per role', () => {
  test('low balance: the load-funds page for the owner and the accountant; the others are told who loads', async () => {
    const fleet = await subscribedFleet(25_000)
    const booked = await sendPickup(
      api,
      scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 10_000 }),
      key,
    )
    expect(booked.status).toBe(200)
    const mailTo = await mailsAbout(`Low balance on your Salt Card ${fleet.cardA.cardNo}`)
    const loadUrl = `${testSiteUrl}/profile/load-card?card=${fleet.cardA.id}`
    const { owner, accountant, dispatcher, driver } = fleet.readers
    for (const reader of [owner, accountant]) expect(mailTo(reader.eMail)).toContain(loadUrl)
    for (const reader of [dispatcher, driver]) {
      const mail = mailTo(reader.eMail)
      expect(mail).not.toContain('/profile/load-card')
      expect(mail).toContain("Ask your account's owner or accountant to load funds")
      // Why: loading funds is not theirs to do.
      expect((await api.get('/api/salt/load-funds', { token: reader.token })).status).toBe(403)
    }
  })

  test('a declined pickup and a suspension: the card’s page for owner and dispatcher; the driver is told who can act', async () => {
    const fleet = await subscribedFleet(1_000)
    const declined = await sendPickup(
      api,
      scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 50_000 }),
      key,
    )
    expect(declined.status).toBe(409)
    const suspended = await api.post(
      `/api/salt/cards/${fleet.cardA.id}/suspend`,
      {},
      { token: fleet.ownerToken },
    )
    expect(suspended.status).toBe(200)
    const cardUrl = `${testSiteUrl}/profile/cards/${fleet.cardA.id}`
    const { owner, dispatcher, driver } = fleet.readers
    for (const subject of [
      `Pickup declined on your Salt Card ${fleet.cardA.cardNo}`,
      `Your Salt Card ${fleet.cardA.cardNo} is suspended`,
    ]) {
      const mailTo = await mailsAbout(subject)
      for (const reader of [owner, dispatcher]) expect(mailTo(reader.eMail), subject).toContain(cardUrl)
      expect(mailTo(driver.eMail), subject).not.toContain('/profile/cards/')
    }
    const declineToDriver = (await mailsAbout(`Pickup declined on your Salt Card ${fleet.cardA.cardNo}`))(
      driver.eMail,
    )
    expect(declineToDriver).toContain("tell your account's owner or dispatcher")
    // Why: the card's page is not the driver's to open.
    expect((await api.get(`/api/salt/cards/${fleet.cardA.id}`, { token: driver.token })).status).toBe(403)
  })
})
