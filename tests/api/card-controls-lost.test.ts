import { and, eq, sum } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { Profile } from '#domain/account/answers.ts'
import type { AdminCardRequestRow } from '#domain/admin/customers/answers.ts'
import type { CardDetail, ReportLostResponse } from '#domain/salt-card/controls/answers.ts'
import { auditLog, autoloadSettings, cardLedger, cards, erpPostings, outbox } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { turnAutoloadOn } from '#tests/support/autoload.ts'
import { controlsWith, fleetCard, setControls } from '#tests/support/card-controls.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** Suspend and resume; report lost: a replacement with the exact balance, the old card refused, the ledger whole. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])

const cardPage = async (token: string, id: number) => {
  const response = await api.get(`/api/salt/cards/${id}`, { token })
  expect(response.status).toBe(200)
  return response.body as CardDetail
}
const profileCards = async (token: string) =>
  ((await api.get('/api/salt/profile', { token })).body as Profile).cards

describe('suspend and resume', () => {
  test('suspended: refused card_suspended and shown as such; resumed: the same ticket is booked', async () => {
    const { card, token } = await fleetCard(app, 100_000)
    const suspended = await api.post(`/api/salt/cards/${card.id}/suspend`, {}, { token })
    expect(suspended.status).toBe(200)
    expect(suspended.body).toMatchObject({ success: true, card: { id: card.id, suspended: true } })
    expect(await profileCards(token)).toMatchObject([{ id: card.id, suspended: true, balanceCents: 100_000 }])
    expect((await cardPage(token, card.id)).state).toBe('suspended')

    const ticket = scaleTicket({ cardNo: card.cardNo })
    expect((await sendPickup(api, ticket, key)).body).toMatchObject({ error: { code: 'card_suspended' } })
    // Suspending twice changes nothing; resuming lets the scale's retry through.
    expect((await api.post(`/api/salt/cards/${card.id}/suspend`, {}, { token })).status).toBe(200)
    expect((await api.post(`/api/salt/cards/${card.id}/resume`, {}, { token })).status).toBe(200)
    expect((await cardPage(token, card.id)).state).toBe('active')
    const booked = await sendPickup(api, ticket, key)
    expect(booked.status).toBe(200)
    expect(await currentBalance(deps.db, card.id)).toBe(100_000 - 62_273)
    const actions = await deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, card.cardNo))
      .orderBy(auditLog.id)
    expect(actions.map((row) => row.action)).toEqual(['card.suspended', 'card.resumed'])
  })
})

describe('report lost or stolen', () => {
  test('the replacement takes the name, controls and exact balance in two entries that cancel out', async () => {
    const { customer, card, token } = await fleetCard(app, 123_457)
    await setControls(app, token, card.id, controlsWith({ maxDailyMilliTonnes: 10_000 }))
    expect((await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)).status).toBe(200)
    const balance = 123_457 - 62_273
    const [before] = await deps.db.select({ total: sum(cardLedger.amountCents) }).from(cardLedger)

    const response = await api.post(`/api/salt/cards/${card.id}/report-lost`, { reason: 'lost' }, { token })
    expect(response.status).toBe(200)
    const { replacement } = response.body as ReportLostResponse
    expect(replacement).toMatchObject({ name: 'Plow 7', balanceCents: balance, suspended: false })
    expect(replacement.CardNo).toMatch(/^7001\d{12}$/)
    expect(await currentBalance(deps.db, card.id)).toBe(0)
    expect(await currentBalance(deps.db, replacement.id)).toBe(balance)
    const moves = await deps.db
      .select({
        cardId: cardLedger.cardId,
        amountCents: cardLedger.amountCents,
        type: cardLedger.type,
        id: cardLedger.id,
      })
      .from(cardLedger)
      .where(eq(cardLedger.type, 'adjustment'))
    expect(moves.map(({ cardId, amountCents }) => ({ cardId, amountCents }))).toEqual([
      { cardId: card.id, amountCents: -balance },
      { cardId: replacement.id, amountCents: balance },
    ])
    const [after] = await deps.db.select({ total: sum(cardLedger.amountCents) }).from(cardLedger)
    expect(after?.total).toBe(before?.total)
    const postings = await deps.db.select().from(erpPostings)
    expect(postings.filter((posting) => moves.some((move) => move.id === posting.ledgerId))).toHaveLength(2)

    expect(await profileCards(token)).toEqual([{ ...replacement }])
    expect(await cardPage(token, card.id)).toMatchObject({
      state: 'lost',
      balanceCents: 0,
      replacedBy: { id: replacement.id, CardNo: replacement.CardNo },
    })
    expect(await cardPage(token, replacement.id)).toMatchObject({
      state: 'active',
      controls: { source: 'own', controls: { maxDailyMilliTonnes: 10_000 } },
      replaces: { id: card.id, CardNo: card.cardNo },
    })
    // The own login's default alerts (ADR 0029) also told it of the controls set above; the loss is its own mail.
    const mails = await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))
    const mail = mails.find((each) => each.subject.includes('is closed'))
    expect(mail?.subject).toBe(`Your Salt Card ${card.cardNo} is closed; ${replacement.CardNo} replaces it`)

    // The old card is refused; the new one picks up against the moved balance and the copied controls.
    expect((await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)).body).toMatchObject({
      error: { code: 'card_lost' },
    })
    expect(
      (await sendPickup(api, scaleTicket({ cardNo: replacement.CardNo, tonnes: 10.5 }), key)).body,
    ).toMatchObject({ error: { code: 'daily_tonnes_exceeded' } })
    const small = scaleTicket({ cardNo: replacement.CardNo, tonnes: 1, amountCents: 10_000 })
    expect((await sendPickup(api, small, key)).status).toBe(200)
    expect(await currentBalance(deps.db, replacement.id)).toBe(balance - 10_000)

    // Reporting the closed card again, suspending or changing it: a 409 in words, never a second replacement.
    for (const path of ['report-lost', 'suspend']) {
      const again = await api.post(`/api/salt/cards/${card.id}/${path}`, { reason: 'lost' }, { token })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ error: { code: 'card_closed' } })
    }
  })

  test("a lost card's autoload stops at once: off, its saved card forgotten", async () => {
    const { card, token } = await fleetCard(app, 80_000)
    await turnAutoloadOn(app, token, card.id)
    const response = await api.post(`/api/salt/cards/${card.id}/report-lost`, { reason: 'stolen' }, { token })
    expect(response.status).toBe(200)
    const [settings] = await deps.db
      .select({ status: autoloadSettings.status, methodRef: autoloadSettings.methodRef })
      .from(autoloadSettings)
      .where(eq(autoloadSettings.cardId, card.id))
    expect(settings).toEqual({ status: 'off', methodRef: null })
  })

  test('staff see the replacement in the card requests queue; fulfilling it issues no other card', async () => {
    const { customer, card, token } = await fleetCard(app, 0)
    const response = await api.post(`/api/salt/cards/${card.id}/report-lost`, { reason: 'stolen' }, { token })
    expect(response.status).toBe(200)
    const { replacement } = response.body as ReportLostResponse
    expect(replacement.balanceCents).toBe(0)
    const manager = await createStaff(deps.db, 5000)
    const staffToken = await freshToken(app, manager.id)
    const queue = await api.get('/api/salt/admin/cardrequests', {
      token: staffToken,
      query: { q: customer.customerNo },
    })
    const [row] = (queue.body as { items: AdminCardRequestRow[] }).items
    expect(row).toMatchObject({
      quantity: 1,
      status: 'new',
      replacement: { lostCardNo: card.cardNo, cardNo: replacement.CardNo, reason: 'stolen' },
    })
    const fulfilled = await api.post(
      `/api/salt/admin/cardrequests/${row!.id}/fulfil`,
      {},
      { token: staffToken },
    )
    expect(fulfilled.status).toBe(200)
    expect(fulfilled.body).toMatchObject({ cards: [], request: { status: 'done' } })
    const owned = await deps.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.accountId, customer.id)))
    expect(owned).toHaveLength(2)
  })
})
