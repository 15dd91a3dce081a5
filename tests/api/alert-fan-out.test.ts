import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alertDigestEntries } from '#server/db/schema.ts'
import { alertFleet, chooseAlerts, recipientsOf } from '#tests/support/alerts.ts'
import { turnAutoloadOn } from '#tests/support/autoload.ts'
import { controlsWith } from '#tests/support/card-controls.ts'
import {
  createPickupPlace,
  createScaleKey,
  deliverAllMail,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Each event reaches exactly the logins that chose it and may receive it (ADR 0029): everyone of the fleet asks for
 * every alert their role allows; the driver of the other card never hears of card A.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])

async function subscribedFleet(balanceCents?: number) {
  const fleet = await alertFleet(app, { balanceCents })
  await chooseAlerts(app, fleet.ownerToken, ['pickup', 'declined', 'lowBalance', 'autoload', 'controls'])
  await chooseAlerts(app, fleet.dispatcher.token, ['pickup', 'declined', 'lowBalance', 'controls'])
  await chooseAlerts(app, fleet.accountant.token, ['pickup', 'lowBalance', 'autoload'])
  for (const driver of [fleet.driverA, fleet.driverB])
    await chooseAlerts(app, driver.token, ['pickup', 'declined', 'lowBalance', 'controls'])
  const everyone = {
    owner: fleet.customer.eMail,
    dispatcher: fleet.dispatcher.eMail,
    accountant: fleet.accountant.eMail,
    driverA: fleet.driverA.eMail,
  }
  return { ...fleet, everyone }
}

const sorted = (...addresses: string[]) => [...addresses].sort()

describe('one event, one mail per subscribed login', () => {
  let fleet: Awaited<ReturnType<typeof subscribedFleet>>
  beforeAll(async () => {
    fleet = await subscribedFleet()
  })

  test('a pickup: every role, the driver of that card only, with a link to its e-ticket', async () => {
    const ticket = scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 12_345 })
    const booked = await sendPickup(api, ticket, key)
    expect(booked.status).toBe(200)
    const { owner, dispatcher, accountant, driverA } = fleet.everyone
    expect(await recipientsOf(app, `Pickup on your Salt Card ${fleet.cardA.cardNo}`)).toEqual(
      sorted(owner, dispatcher, accountant, driverA),
    )
    await deliverAllMail(app)
    const [mail] = app.smtp.to(driverA)
    expect(mail?.text).toContain(`Ticket ${ticket.ticketNo} at Yard bradford`)
    const { ledgerId } = booked.body as { ledgerId: number }
    expect(mail?.text).toContain(`Its e-ticket: http://salt.shop.test/profile/tickets/${ledgerId}`)
    expect(mail?.text).toContain(`Hello ${fleet.driverA.name},`)
    expect(app.smtp.to(fleet.driverB.eMail)).toEqual([])
  })

  test('a declined pickup: owner, dispatcher and the driver of that card; not the accountant', async () => {
    const declined = await sendPickup(
      api,
      scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 5_000_000 }),
      key,
    )
    expect(declined.status).toBe(409)
    const { owner, dispatcher, driverA } = fleet.everyone
    expect(await recipientsOf(app, `Pickup declined on your Salt Card ${fleet.cardA.cardNo}`)).toEqual(
      sorted(owner, dispatcher, driverA),
    )
  })

  test('suspend, resume and a change of controls: owner, dispatcher and the driver of that card', async () => {
    const { owner, dispatcher, driverA } = fleet.everyone
    const suspended = await api.post(
      `/api/salt/cards/${fleet.cardA.id}/suspend`,
      {},
      { token: fleet.dispatcher.token },
    )
    expect(suspended.status).toBe(200)
    expect(await recipientsOf(app, `Your Salt Card ${fleet.cardA.cardNo} is suspended`)).toEqual(
      sorted(owner, dispatcher, driverA),
    )
    await api.post(`/api/salt/cards/${fleet.cardA.id}/resume`, {}, { token: fleet.ownerToken })
    expect(await recipientsOf(app, `Your Salt Card ${fleet.cardA.cardNo} is active again`)).toEqual(
      sorted(owner, dispatcher, driverA),
    )
    const changed = await api.request(`/api/salt/cards/${fleet.cardA.id}/controls`, {
      method: 'PUT',
      json: { source: 'none' },
      token: fleet.ownerToken,
    })
    expect(changed.status).toBe(200)
    expect(await recipientsOf(app, `The controls of your Salt Card ${fleet.cardA.cardNo} changed`)).toEqual(
      sorted(owner, dispatcher, driverA),
    )
  })

  test('a change of a shared profile: each of its cards, to the logins of that card', async () => {
    const other = await subscribedFleet()
    const { owner, dispatcher, driverA } = other.everyone
    const token = other.ownerToken
    const put = (path: string, json: unknown) => api.request(path, { method: 'PUT', json, token })
    const created = await api.post(
      '/api/salt/control-profiles',
      { name: 'Plow trucks', controls: controlsWith({ maxPickupMilliTonnes: 5_000 }) },
      { token },
    )
    const { id } = created.body as { id: number }
    for (const card of [other.cardA, other.cardB])
      expect(
        (await put(`/api/salt/cards/${card.id}/controls`, { source: 'profile', profileId: id })).status,
      ).toBe(200)
    const subject = (card: { cardNo: string }) => `The controls of your Salt Card ${card.cardNo} changed`
    // Putting each card on the profile was a change of its controls already: one mail to each of its three logins.
    expect(await recipientsOf(app, subject(other.cardA))).toEqual(sorted(owner, dispatcher, driverA))

    const tightened = await put(`/api/salt/control-profiles/${id}`, {
      name: 'Plow trucks',
      controls: controlsWith({ maxPickupMilliTonnes: 4_000 }),
    })
    expect(tightened.status).toBe(200)
    expect(await recipientsOf(app, subject(other.cardA))).toEqual(
      sorted(owner, dispatcher, driverA, owner, dispatcher, driverA),
    )
    expect(await recipientsOf(app, subject(other.cardB))).toEqual(
      sorted(owner, dispatcher, other.driverB.eMail, owner, dispatcher, other.driverB.eMail),
    )
  })

  test("a lost card's replacement: the same three", async () => {
    const lostFleet = await subscribedFleet()
    const lost = await api.post(
      `/api/salt/cards/${lostFleet.cardA.id}/report-lost`,
      { reason: 'stolen' },
      { token: lostFleet.ownerToken },
    )
    expect(lost.status).toBe(200)
    const { owner, dispatcher, driverA } = lostFleet.everyone
    expect(await recipientsOf(app, `Your Salt Card ${lostFleet.cardA.cardNo} is closed`)).toEqual(
      sorted(owner, dispatcher, driverA),
    )
  })
})

describe('balances and autoload', () => {
  test('low balance after a pickup: every role, the driver of that card only', async () => {
    const fleet = await subscribedFleet(25_000)
    expect(
      (await sendPickup(api, scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 10_000 }), key)).status,
    ).toBe(200)
    const { owner, dispatcher, accountant, driverA } = fleet.everyone
    expect(await recipientsOf(app, `Low balance on your Salt Card ${fleet.cardA.cardNo}`)).toEqual(
      sorted(owner, dispatcher, accountant, driverA),
    )
  })

  test("an autoload top-up's receipt: the owner and the accountant, who handle payments", async () => {
    const fleet = await subscribedFleet(25_000)
    await turnAutoloadOn(app, fleet.ownerToken, fleet.cardA.id)
    expect(
      (await sendPickup(api, scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 10_000 }), key)).status,
    ).toBe(200)
    await deliverAllMail(app)
    expect(app.smtp.to(fleet.accountant.eMail).map((mail) => mail.subject)).toContain(
      'Receipt: $500.00 loaded onto your Salt Card',
    )
    const receipts = (address: string) =>
      app.smtp
        .to(address)
        .filter((mail) => mail.subject.startsWith('Receipt:') && mail.text.includes(fleet.cardA.cardNo))
    expect(receipts(fleet.customer.eMail)).toHaveLength(1)
    expect(receipts(fleet.accountant.eMail)).toHaveLength(1)
    for (const other of [fleet.dispatcher, fleet.driverA, fleet.driverB])
      expect(receipts(other.eMail)).toEqual([])
  })
})

describe('who chose the digest or nothing', () => {
  test('a daily login gets no mail now but a digest entry; a login without the alert gets neither', async () => {
    const fleet = await subscribedFleet()
    await chooseAlerts(app, fleet.dispatcher.token, ['pickup'], 'daily')
    await chooseAlerts(app, fleet.accountant.token, [])
    const ticket = scaleTicket({ cardNo: fleet.cardA.cardNo })
    expect((await sendPickup(api, ticket, key)).status).toBe(200)
    const { owner, driverA } = fleet.everyone
    expect(await recipientsOf(app, `Pickup on your Salt Card ${fleet.cardA.cardNo}`)).toEqual(
      sorted(owner, driverA),
    )
    const entries = await deps.db
      .select()
      .from(alertDigestEntries)
      .where(eq(alertDigestEntries.accountId, fleet.customer.id))
    expect(entries).toEqual([
      expect.objectContaining({
        userId: fleet.dispatcher.id,
        kind: 'pickup',
        cardId: fleet.cardA.id,
        digestId: null,
      }),
    ])
    expect(entries[0]!.summary).toContain(`Ticket ${ticket.ticketNo}`)
  })

  test('a role changed after its choice no longer receives what the new role may not', async () => {
    const fleet = await subscribedFleet(25_000)
    await api.request(`/api/salt/account/users/${fleet.dispatcher.id}/role`, {
      method: 'PUT',
      json: { role: 'accountant' },
      token: fleet.ownerToken,
    })
    await api.post(`/api/salt/cards/${fleet.cardA.id}/suspend`, {}, { token: fleet.ownerToken })
    const told = await recipientsOf(app, `Your Salt Card ${fleet.cardA.cardNo} is suspended`)
    expect(told).toEqual(sorted(fleet.customer.eMail, fleet.driverA.eMail))
  })
})
