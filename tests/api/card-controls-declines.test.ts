import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { DeclineCode } from '#domain/salt-card/controls/decline-codes.ts'
import { cards } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import {
  controlsWith,
  declineMails,
  declinedAttempts,
  fleetCard,
  lastTorontoTime,
  pickupCount,
  placeIds,
  setControls,
} from '#tests/support/card-controls.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** Each refusal of ADR 0026: its status, code and scale text; the attempt recorded; nothing debited. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

await createPickupPlace(deps.db)
await createPickupPlace(deps.db, { slug: 'concord', productName: 'Treated Rock Salt' })
const bradford = await placeIds(app, 'bradford', 'Bulk Rock Salt')
const concord = await placeIds(app, 'concord', 'Treated Rock Salt')
const key = await createScaleKey(deps.db, ['bradford', 'concord'])

interface Case {
  code: DeclineCode
  status: number
  message: string
  /** Sets the card up so that the default ticket (4.37 t, $622.73 at Bradford, an hour ago) is refused. */
  arrange: (setup: Awaited<ReturnType<typeof fleetCard>>) => Promise<void>
  ticket?: Record<string, unknown>
  balanceCents?: number
}

const own =
  (overrides: Parameters<typeof controlsWith>[0]) => async (setup: Awaited<ReturnType<typeof fleetCard>>) =>
    setControls(app, setup.token, setup.card.id, controlsWith(overrides))

const cases: Case[] = [
  {
    code: 'card_suspended',
    status: 409,
    message: 'This Salt Card is suspended by its owner.',
    arrange: async ({ token, card }) => {
      expect((await api.post(`/api/salt/cards/${card.id}/suspend`, {}, { token })).status).toBe(200)
    },
  },
  {
    code: 'yard_not_allowed',
    status: 403,
    message: 'This Salt Card may not pick up at this yard.',
    arrange: own({ yardIds: [concord.yardId] }),
  },
  {
    code: 'product_not_allowed',
    status: 403,
    message: 'This Salt Card may not pick up this product.',
    arrange: own({ productIds: [concord.productId] }),
  },
  {
    code: 'pickup_tonnes_exceeded',
    status: 403,
    message: 'More tonnes than this Salt Card allows in one pickup.',
    arrange: own({ maxPickupMilliTonnes: 4_369 }),
  },
  {
    code: 'daily_tonnes_exceeded',
    status: 403,
    message: 'More tonnes than this Salt Card allows in a day.',
    arrange: own({ maxDailyMilliTonnes: 4_369 }),
  },
  {
    code: 'weekly_tonnes_exceeded',
    status: 403,
    message: 'More tonnes than this Salt Card allows in a week.',
    arrange: own({ maxWeeklyMilliTonnes: 4_369 }),
  },
  {
    code: 'daily_amount_exceeded',
    status: 403,
    message: 'More money than this Salt Card allows in a day.',
    arrange: own({ maxDailyCents: 62_272 }),
  },
  {
    code: 'weekly_amount_exceeded',
    status: 403,
    message: 'More money than this Salt Card allows in a week.',
    arrange: own({ maxWeeklyCents: 62_272 }),
  },
  {
    code: 'outside_hours',
    status: 403,
    message: 'This Salt Card may not pick up at this time.',
    arrange: own({ hours: { kind: 'yard-open' } }),
    // Bradford is open 07:00–17:00: a ticket printed at 05:00 in Toronto is outside its hours.
    ticket: { PrintedDateTime: lastTorontoTime(clock.now(), 5, 0).toISOString() },
  },
  {
    code: 'insufficient_funds',
    status: 409,
    message: "The card's balance does not cover this pickup.",
    arrange: async () => {},
    balanceCents: 62_272,
  },
]

describe('every refusal of a card answers its code, records the attempt and debits nothing', () => {
  test.each(cases)('$code', async ({ code, status, message, arrange, ticket, balanceCents }) => {
    const setup = await fleetCard(app, balanceCents)
    await arrange(setup)
    const body = scaleTicket({ cardNo: setup.card.cardNo, ...ticket })
    const response = await sendPickup(api, body, key)
    expect(response.status).toBe(status)
    expect(response.body).toEqual({ error: { code, message } })
    expect(await pickupCount(app, setup.card.id)).toBe(0)
    expect(await currentBalance(deps.db, setup.card.id)).toBe(balanceCents ?? 1_000_000)
    const attempts = await declinedAttempts(app, setup.token, setup.card.id)
    expect(attempts).toMatchObject([
      {
        ticketNo: body.ticketNo,
        code,
        locationSlug: 'bradford',
        product: 'Bulk Rock Salt',
        milliTonnes: 4_370,
        amountCents: 62_273,
        printedAt: new Date(body.PrintedDateTime).toISOString(),
        override: null,
      },
    ])
    // The scale resends: refused again and recorded again, but the account is mailed once per ticket.
    expect((await sendPickup(api, body, key)).status).toBe(status)
    expect(await declinedAttempts(app, setup.token, setup.card.id)).toHaveLength(2)
    const mails = await declineMails(app, setup.card.cardNo)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`Ticket ${body.ticketNo}`)
  })
})

describe('the codes stay apart', () => {
  test("the key's own yards answer location_not_allowed before the card is looked at: no attempt recorded", async () => {
    const bradfordOnly = await createScaleKey(deps.db, ['bradford'])
    const setup = await fleetCard(app)
    await setControls(app, setup.token, setup.card.id, controlsWith({ yardIds: [bradford.yardId] }))
    const response = await sendPickup(
      api,
      scaleTicket({ cardNo: setup.card.cardNo, locationSlug: 'concord', product: 'Treated Rock Salt' }),
      bradfordOnly,
    )
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ error: { code: 'location_not_allowed' } })
    expect(await declinedAttempts(app, setup.token, setup.card.id)).toEqual([])
  })

  test('a ticket breaking several controls answers the first and records them all; a ticket inside them is booked', async () => {
    const setup = await fleetCard(app)
    await setControls(
      app,
      setup.token,
      setup.card.id,
      controlsWith({ yardIds: [concord.yardId], maxPickupMilliTonnes: 4_000, maxDailyCents: 100_000 }),
    )
    const refused = await sendPickup(api, scaleTicket({ cardNo: setup.card.cardNo }), key)
    expect(refused.body).toMatchObject({ error: { code: 'yard_not_allowed' } })
    const [attempt] = await declinedAttempts(app, setup.token, setup.card.id)
    expect(attempt?.controlCodes).toEqual(['yard_not_allowed', 'pickup_tonnes_exceeded'])
    const allowed = scaleTicket({
      cardNo: setup.card.cardNo,
      locationSlug: 'concord',
      product: 'Treated Rock Salt',
      tonnes: 4,
      amountCents: 57_000,
    })
    expect((await sendPickup(api, allowed, key)).status).toBe(200)
  })

  test('a lost card answers card_lost, a deactivated one card_deactivated as before', async () => {
    const lost = await fleetCard(app)
    const report = await api.post(
      `/api/salt/cards/${lost.card.id}/report-lost`,
      { reason: 'stolen' },
      { token: lost.token },
    )
    expect(report.status).toBe(200)
    const refused = await sendPickup(api, scaleTicket({ cardNo: lost.card.cardNo }), key)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      error: {
        code: 'card_lost',
        message: 'This Salt Card was reported lost or stolen. Keep it and call the office.',
      },
    })
    expect(await declinedAttempts(app, lost.token, lost.card.id)).toMatchObject([{ code: 'card_lost' }])

    const closed = await fleetCard(app)
    await deps.db.update(cards).set({ status: 'deactivated' }).where(eq(cards.id, closed.card.id))
    const deactivated = await sendPickup(api, scaleTicket({ cardNo: closed.card.cardNo }), key)
    expect(deactivated.status).toBe(409)
    expect(deactivated.body).toMatchObject({ error: { code: 'card_deactivated' } })
  })
})
