import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { alertDigests, outbox } from '#server/db/schema.ts'
import { runDailyDigests } from '#server/services/alerts/daily-digest.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import {
  createPickupPlace,
  createScaleKey,
  deliverAllMail,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** The daily digest (ADR 0029): once per login and Toronto date, whatever runs at once; nothing when nothing waits. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])

/** A Toronto wall-clock time `daysAhead` days after today's Toronto date. */
const torontoAt = (daysAhead: number, hour: number, minute = 0) =>
  torontoInstant(isoDate(wallClock(deps.now().getTime()).day + daysAhead), hour, minute)

const mailsTo = (address: string) => deps.db.select().from(outbox).where(eq(outbox.toAddress, address))

async function dailyDispatcher() {
  const fleet = await alertFleet(app)
  await chooseAlerts(app, fleet.dispatcher.token, ['pickup', 'controls'], 'daily')
  return fleet
}

describe('the daily digest', () => {
  test('two runs at once after 06:00 mail one digest with every waiting alert; later runs that day mail none', async () => {
    const fleet = await dailyDispatcher()
    const first = scaleTicket({ cardNo: fleet.cardA.cardNo })
    const second = scaleTicket({ cardNo: fleet.cardB.cardNo })
    for (const ticket of [first, second]) expect((await sendPickup(api, ticket, key)).status).toBe(200)
    await api.post(`/api/salt/cards/${fleet.cardB.id}/suspend`, {}, { token: fleet.ownerToken })
    expect(await mailsTo(fleet.dispatcher.eMail)).toEqual([])

    expect(await runDailyDigests(deps, torontoAt(1, 5, 59))).toBe(0)
    const sixOhOne = torontoAt(1, 6, 1)
    await Promise.all([runDailyDigests(deps, sixOhOne), runDailyDigests(deps, sixOhOne)])
    await runDailyDigests(deps, torontoAt(1, 18))
    const mails = await mailsTo(fleet.dispatcher.eMail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Your Salt Card alerts of the last day: 3 alerts')
    for (const ticket of [first, second]) expect(mails[0]!.text).toContain(`Ticket ${ticket.ticketNo}`)
    expect(mails[0]!.text).toContain(`The Salt Card ${fleet.cardB.cardNo} (Plow B) was suspended`)
    const digests = await deps.db
      .select()
      .from(alertDigests)
      .where(eq(alertDigests.userId, fleet.dispatcher.id))
    expect(digests).toEqual([
      expect.objectContaining({
        entryCount: 3,
        idempotencyKey: expect.stringMatching(/^digest-a\d+-u\d+-\d{4}-\d\d-\d\d$/),
      }),
    ])

    await deliverAllMail(app)
    const received = app.smtp.to(fleet.dispatcher.eMail)
    expect(received).toHaveLength(1)
    expect(received[0]!.text).toContain(`Hello ${fleet.dispatcher.name},`)
  })

  test('an alert after that day’s digest waits for the next day’s', async () => {
    const fleet = await dailyDispatcher()
    expect((await sendPickup(api, scaleTicket({ cardNo: fleet.cardA.cardNo }), key)).status).toBe(200)
    await runDailyDigests(deps, torontoAt(1, 6, 1))
    const late = scaleTicket({ cardNo: fleet.cardA.cardNo })
    expect((await sendPickup(api, late, key)).status).toBe(200)
    await runDailyDigests(deps, torontoAt(1, 23))
    expect(await mailsTo(fleet.dispatcher.eMail)).toHaveLength(1)
    await runDailyDigests(deps, torontoAt(2, 6, 1))
    const mails = await mailsTo(fleet.dispatcher.eMail)
    expect(mails).toHaveLength(2)
    expect(mails.find((mail) => mail.text.includes(late.ticketNo))?.subject).toBe(
      'Your Salt Card alerts of the last day: 1 alert',
    )
  })

  test('nothing to say, nothing mailed and no digest kept', async () => {
    const fleet = await dailyDispatcher()
    await runDailyDigests(deps, torontoAt(3, 6, 1))
    expect(await mailsTo(fleet.dispatcher.eMail)).toEqual([])
    expect(
      await deps.db.select().from(alertDigests).where(eq(alertDigests.userId, fleet.dispatcher.id)),
    ).toEqual([])
  })
})
