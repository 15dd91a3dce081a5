import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog, cardLedger, locations } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { days, minutes } from '#tests/support/clock.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** A scale-house key posts for its own yards only, real yards and products, recent tickets, at a pace. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

const bradford = await createPickupPlace(deps.db)
const concord = await createPickupPlace(deps.db, { slug: 'concord', productName: 'Treated Rock Salt' })

async function cardWith(balanceCents: number) {
  const customer = await createAccount(deps.db)
  return createCard(deps.db, customer.id, { balancesCents: [balanceCents] })
}

const printed = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString()

describe('a key posts pickups for its own yards only', () => {
  test('a yard the key does not list is a 403, and nothing is debited', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(100_000)
    const response = await sendPickup(api, scaleTicket({ cardNo: card.cardNo, locationSlug: 'concord' }), key)
    expect(response.status).toBe(403)
    expect(response.body).toEqual({
      error: { code: 'location_not_allowed', message: 'This API key may not post pickups for this yard.' },
    })
    expect(await currentBalance(deps.db, card.id)).toBe(100_000)
    const both = await createScaleKey(deps.db, ['bradford', 'concord'])
    const allowed = await sendPickup(
      api,
      scaleTicket({ cardNo: card.cardNo, locationSlug: 'concord', product: concord.productName }),
      both,
    )
    expect(allowed.status).toBe(200)
  })

  test('a key that lists a yard which no longer exists gets a 422 unknown_location', async () => {
    await createPickupPlace(deps.db, { slug: 'closed-yard' })
    const key = await createScaleKey(deps.db, ['closed-yard'])
    await deps.db.delete(locations).where(eq(locations.slug, 'closed-yard'))
    const card = await cardWith(100_000)
    const response = await sendPickup(
      api,
      scaleTicket({ cardNo: card.cardNo, locationSlug: 'closed-yard' }),
      key,
    )
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      error: { code: 'unknown_location', message: 'No yard has this location slug.' },
    })
    expect(await currentBalance(deps.db, card.id)).toBe(100_000)
  })
})

describe('the product must be in the catalogue', () => {
  test('an unknown product is a 422 unknown_product; its slug or its name in any case is the product', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(300_000)
    const unknown = await sendPickup(api, scaleTicket({ cardNo: card.cardNo, product: 'Gold Dust' }), key)
    expect(unknown.status).toBe(422)
    expect(unknown.body).toEqual({
      error: { code: 'unknown_product', message: 'No product of the catalogue has this name or slug.' },
    })
    expect(await currentBalance(deps.db, card.id)).toBe(300_000)

    for (const product of [bradford.productSlug, 'bulk rock salt', 'BULK ROCK SALT']) {
      const response = await sendPickup(api, scaleTicket({ cardNo: card.cardNo, product }), key)
      expect(response.status, product).toBe(200)
      const { ledgerId } = response.body as { ledgerId: number }
      const [entry] = await deps.db.select().from(cardLedger).where(eq(cardLedger.id, ledgerId))
      expect(entry?.product).toBe('Bulk Rock Salt')
    }
  })
})

describe('PrintedDateTime within 7 days back and 5 minutes ahead', () => {
  test('older than a week or more than 5 minutes ahead is a 422; inside the edges is booked', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(500_000)
    const refused: Array<[number, RegExp]> = [
      [-days(7) - minutes(1), /more than 7 days ago/],
      [-days(400), /more than 7 days ago/],
      [minutes(6), /more than 5 minutes ahead/],
      [days(1), /more than 5 minutes ahead/],
    ]
    for (const [offset, message] of refused) {
      const response = await sendPickup(
        api,
        scaleTicket({ cardNo: card.cardNo, PrintedDateTime: printed(offset) }),
        key,
      )
      expect(response.status, String(offset)).toBe(422)
      expect(response.body).toMatchObject({
        error: { code: 'printed_time_out_of_window', message: expect.stringMatching(message) },
      })
    }
    expect(await currentBalance(deps.db, card.id)).toBe(500_000)
    for (const offset of [-days(7) + minutes(1), minutes(4), 0]) {
      const response = await sendPickup(
        api,
        scaleTicket({ cardNo: card.cardNo, PrintedDateTime: printed(offset) }),
        key,
      )
      expect(response.status, String(offset)).toBe(200)
    }
  })

  test('a ticket booked in time and resent after the window has moved on answers the same, debiting once', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(200_000)
    const body = scaleTicket({ cardNo: card.cardNo, PrintedDateTime: printed(-days(6)) })
    const first = await sendPickup(api, body, key)
    expect(first.status).toBe(200)
    clock.advance(days(2))
    const again = await sendPickup(api, body, key)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await currentBalance(deps.db, card.id)).toBe(200_000 - 62_273)
  })
})

describe('a per-key rate limit', () => {
  test('the 61st call of a minute with one key is a 429 with Retry-After; other keys go on; a minute later it works', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const other = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(10_000_000)
    const small = () => scaleTicket({ cardNo: card.cardNo, amountCents: 100 })
    for (let i = 0; i < 60; i++) expect((await sendPickup(api, small(), key)).status).toBe(200)
    const limited = await sendPickup(api, small(), key)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many pickups sent with this key. Please wait and resend.',
      },
    })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await currentBalance(deps.db, card.id)).toBe(10_000_000 - 60 * 100)

    expect((await sendPickup(api, small(), other)).status).toBe(200)
    clock.advance(minutes(1))
    expect((await sendPickup(api, small(), key)).status).toBe(200)
  })
})

describe('an audit row per debit', () => {
  test('written with the ticket, the key and the address; none for a replay or a refusal', async () => {
    const key = await createScaleKey(deps.db, ['bradford'])
    const card = await cardWith(100_000)
    const rowsOf = () =>
      deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'pickup.recorded'), eq(auditLog.subject, `cards/${card.id}`)))
    const body = scaleTicket({ cardNo: card.cardNo })
    const response = await sendPickup(api, body, key)
    expect(response.status).toBe(200)
    const { ledgerId } = response.body as { ledgerId: number }
    const rows = await rowsOf()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorAccountId: null,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      details: {
        ledgerId,
        ticketNo: body.ticketNo,
        cardNo: card.cardNo,
        amountCents: 62_273,
        locationSlug: 'bradford',
        product: 'Bulk Rock Salt',
        tonnes: '4.370',
        apiKeyId: expect.any(Number),
        apiKeyName: 'Scale bradford',
      },
    })
    expect((await sendPickup(api, body, key)).headers.get('idempotent-replayed')).toBe('true')
    expect(
      (await sendPickup(api, scaleTicket({ cardNo: card.cardNo, amountCents: 999_999 }), key)).status,
    ).toBe(409)
    expect(await rowsOf()).toHaveLength(1)
  })
})
