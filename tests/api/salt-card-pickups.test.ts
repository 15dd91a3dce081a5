import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { accounts, cardLedger, cards, erpPostings, outbox } from '#server/db/schema.ts'
import { appendLedgerEntry, currentBalance } from '#server/services/salt-card/ledger.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import {
  createPickupPlace,
  createScaleKey,
  deliverAllMail,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

await createPickupPlace(deps.db)
// A key per test: each key has its own share of the per-minute limit, which one busy test would otherwise use up.
let key = ''
beforeEach(async () => {
  key = await createScaleKey(deps.db, ['bradford'])
})

const ticket = scaleTicket
const pickup = (body: unknown) => sendPickup(api, body, key)

describe('POST /api/salt/pickups: debits', () => {
  test('a ticket debits the card, with location, product, tonnes and time, and an ERP posting', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [100_000] })
    const body = ticket({ cardNo: card.cardNo })
    const response = await pickup(body)
    expect(response.status).toBe(200)
    expect(response.headers.get('idempotent-replayed')).toBeNull()
    expect(response.body).toEqual({
      success: true,
      ticketNo: body.ticketNo,
      cardNo: card.cardNo,
      ledgerId: expect.any(Number),
      amountCents: 62_273,
      balanceCents: 37_727,
    })
    const { ledgerId } = response.body as { ledgerId: number }
    const [entry] = await deps.db.select().from(cardLedger).where(eq(cardLedger.id, ledgerId))
    expect(entry).toMatchObject({
      cardId: card.id,
      type: 'pickup',
      amountCents: -62_273,
      balanceAfterCents: 37_727,
      externalRef: body.ticketNo,
      locationSlug: 'bradford',
      product: 'Bulk Rock Salt',
      tonnes: '4.370',
      printedAt: new Date(body.PrintedDateTime),
    })
    const postings = await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, ledgerId))
    expect(postings).toMatchObject([{ status: 'pending' }])
  })

  test('the same ticket again answers the same and debits once; the same number for another card or amount is a 409', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [300_000] })
    const other = await createCard(deps.db, customer.id, { balancesCents: [300_000] })
    const body = ticket({ cardNo: card.cardNo })
    const first = await pickup(body)
    const again = await Promise.all([pickup(body), pickup(body), pickup(body)])
    for (const replay of again) {
      expect(replay.status).toBe(200)
      expect(replay.body).toEqual(first.body)
      expect(replay.headers.get('idempotent-replayed')).toBe('true')
    }
    expect(await currentBalance(deps.db, card.id)).toBe(300_000 - 62_273)

    for (const changed of [
      { ...body, cardNo: other.cardNo },
      { ...body, amountCents: 1 },
    ]) {
      const response = await pickup(changed)
      expect(response.status).toBe(409)
      expect(response.body).toEqual({
        error: {
          code: 'ticket_conflict',
          message: 'This ticket number is already booked for another card or amount.',
        },
      })
    }
    expect(await currentBalance(deps.db, other.id)).toBe(300_000)
  })

  test('more than the balance is a 409 insufficient_funds that tells no balance; exactly the balance takes it to zero', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [50_000] })
    const tooMuch = await pickup(ticket({ cardNo: card.cardNo, amountCents: 50_001 }))
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body).toEqual({
      error: { code: 'insufficient_funds', message: "The card's balance does not cover this pickup." },
    })
    expect(JSON.stringify(tooMuch.body)).not.toMatch(/\d/)
    expect(await currentBalance(deps.db, card.id)).toBe(50_000)
    expect((await pickup(ticket({ cardNo: card.cardNo, amountCents: 50_000 }))).body).toMatchObject({
      balanceCents: 0,
    })
    expect((await pickup(ticket({ cardNo: card.cardNo, amountCents: 1 }))).status).toBe(409)
  })

  test('a deactivated card, or a card of a deactivated account, is a 409; an unknown card a 404', async () => {
    const customer = await createAccount(deps.db)
    const deactivated = await createCard(deps.db, customer.id, {
      status: 'deactivated',
      balancesCents: [90_000],
    })
    const response = await pickup(ticket({ cardNo: deactivated.cardNo }))
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      error: { code: 'card_deactivated', message: 'This Salt Card is deactivated and takes no pickups.' },
    })
    const closed = await createAccount(deps.db, { active: 0 })
    const closedCard = await createCard(deps.db, closed.id, { balancesCents: [90_000] })
    expect((await pickup(ticket({ cardNo: closedCard.cardNo }))).status).toBe(409)

    const unknown = await pickup(ticket({ cardNo: '7009999999999999' }))
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'No Salt Card has this number.' } })
    expect(await currentBalance(deps.db, deactivated.id)).toBe(90_000)
  })

  test('bad input is a 400 naming each field', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [90_000] })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: -500 }, 'amountCents'],
      [{ amountCents: 12.5 }, 'amountCents'],
      [{ amountCents: '500' }, 'amountCents'],
      [{ tonnes: 0 }, 'tonnes'],
      [{ tonnes: '1.2345' }, 'tonnes'],
      [{ tonnes: 'lots' }, 'tonnes'],
      [{ PrintedDateTime: '2026-11-21 09:15' }, 'PrintedDateTime'],
      [{ PrintedDateTime: '2026-11-21T09:15:00' }, 'PrintedDateTime'],
      [{ ticketNo: '' }, 'ticketNo'],
      [{ ticketNo: 'has spaces' }, 'ticketNo'],
      [{ cardNo: 'abc' }, 'cardNo'],
      [{ locationSlug: 'Bradford Yard' }, 'locationSlug'],
      [{ product: '' }, 'product'],
    ]
    for (const [overrides, field] of cases) {
      const response = await pickup(ticket({ cardNo: card.cardNo, ...overrides }))
      expect(response.status, JSON.stringify(overrides)).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
      })
    }
    expect((await pickup(ticket({ cardNo: card.cardNo, tonnes: '12.5' }))).status).toBe(200)
    expect(await currentBalance(deps.db, card.id)).toBe(90_000 - 62_273)
  })

  test('50 pickups at once on one card: never below zero, and the entries add up to the balance', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [1_000_000] })
    // 50 × $300 = $15,000 asked of $10,000: 33 fit, 17 must be refused.
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => pickup(ticket({ cardNo: card.cardNo, amountCents: 30_000 }))),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(33)
    expect(statuses.filter((status) => status === 409)).toHaveLength(17)
    const entries = await deps.db
      .select()
      .from(cardLedger)
      .where(eq(cardLedger.cardId, card.id))
      .orderBy(cardLedger.id)
    let running = 0
    for (const entry of entries) {
      running += entry.amountCents
      expect(entry.balanceAfterCents).toBe(running)
      expect(entry.balanceAfterCents).toBeGreaterThanOrEqual(0)
    }
    expect(await currentBalance(deps.db, card.id)).toBe(running)
    expect(running).toBe(1_000_000 - 33 * 30_000)
  })

  test('the database refuses a negative balance even when the service is bypassed', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { balancesCents: [1_000] })
    await expect(
      deps.db.insert(cardLedger).values({
        cardId: card.id,
        type: 'pickup',
        amountCents: -2_000,
        balanceAfterCents: -1_000,
        externalRef: 'bypass-1',
        printedAt: deps.now(),
      }),
    ).rejects.toThrow()
  })
})

describe('low-balance alert', () => {
  test('mailed once when a pickup crosses below the threshold, again only after a load re-arms it', async () => {
    const customer = await createAccount(deps.db, { name: 'Thornhill Snow Co.' })
    await deps.db
      .update(accounts)
      .set({ lowBalanceThresholdCents: 20_000 })
      .where(eq(accounts.id, customer.id))
    const card = await createCard(deps.db, customer.id, { name: 'Plow 4', balancesCents: [60_000] })
    const alerts = async () => {
      await deliverAllMail(app)
      return smtp.to(customer.eMail).filter((mail) => mail.subject.startsWith('Low balance'))
    }
    await pickup(ticket({ cardNo: card.cardNo, amountCents: 30_000 })) // 600 → 300: above
    expect(await alerts()).toHaveLength(0)
    await pickup(ticket({ cardNo: card.cardNo, amountCents: 15_000 })) // 300 → 150: crosses
    const [alert] = await alerts()
    expect(alert?.subject).toBe(`Low balance on your Salt Card ${card.cardNo}`)
    expect(alert?.text).toContain(
      `the balance of your Salt Card ${card.cardNo} (Plow 4) is $150.00, below $200.00`,
    )
    expect(alert?.text).toContain(`http://salt.shop.test/profile/load-card?card=${card.id}`)
    await pickup(ticket({ cardNo: card.cardNo, amountCents: 5_000 })) // 150 → 100: still below
    expect(await alerts()).toHaveLength(1)

    // A load back above the threshold re-arms it (written as the load-funds service does, through the ledger).
    await deps.db.transaction((tx) =>
      appendLedgerEntry(
        tx,
        {
          cardId: card.id,
          type: 'load',
          amountCents: 40_000,
          externalRef: `re-arm-${card.id}`,
          printedAt: deps.now(),
        },
        deps.now(),
      ),
    )
    const [row] = await deps.db
      .select({ alerted: cards.lowBalanceAlerted })
      .from(cards)
      .where(eq(cards.id, card.id))
    expect(row?.alerted).toBe(false)
    await pickup(ticket({ cardNo: card.cardNo, amountCents: 30_000 })) // 500 → 200: at the threshold, not below
    expect(await alerts()).toHaveLength(1)
    await pickup(ticket({ cardNo: card.cardNo, amountCents: 1 })) // 200 → 199.99: crosses again
    expect(await alerts()).toHaveLength(2)
    const queued = await deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(eq(outbox.toAddress, customer.eMail))
    expect(queued[0]?.n).toBe(2)
  })
})
