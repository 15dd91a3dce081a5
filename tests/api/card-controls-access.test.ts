import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { CardDetail, ControlProfileRow, OverrideResponse } from '#domain/salt-card/controls/answers.ts'
import { auditLog, cardPickupOverrides } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { minutes } from '#tests/support/clock.ts'
import {
  controlsWith,
  declineMails,
  declinedAttempts,
  fleetCard,
  pickupCount,
  setControls,
} from '#tests/support/card-controls.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** Profiles shared by cards, "allow once", and what another account's ids and bad input get. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

await createPickupPlace(deps.db)
const newKey = () => createScaleKey(deps.db, ['bradford'])
const put = (path: string, json: unknown, token: string) => api.request(path, { method: 'PUT', json, token })

describe('control profiles', () => {
  test('cards on one profile follow its changes; a profile in use is not deleted', async () => {
    const { customer, card, token } = await fleetCard(app)
    const created = await api.post(
      '/api/salt/control-profiles',
      { name: 'Plow trucks', controls: controlsWith({ maxPickupMilliTonnes: 5_000 }) },
      { token },
    )
    expect(created.status).toBe(201)
    const profile = created.body as { id: number }
    expect(
      (await put(`/api/salt/cards/${card.id}/controls`, { source: 'profile', profileId: profile.id }, token))
        .status,
    ).toBe(200)
    const key = await newKey()
    expect((await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)).status).toBe(200)

    const tightened = await put(
      `/api/salt/control-profiles/${profile.id}`,
      { name: 'Plow trucks', controls: controlsWith({ maxPickupMilliTonnes: 4_000 }) },
      token,
    )
    expect(tightened.status).toBe(200)
    expect((await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)).body).toMatchObject({
      error: { code: 'pickup_tonnes_exceeded' },
    })
    const listed = await api.get('/api/salt/control-profiles', { token })
    expect((listed.body as { items: ControlProfileRow[] }).items).toMatchObject([
      { id: profile.id, name: 'Plow trucks', cardCount: 1 },
    ])
    const page = (await api.get(`/api/salt/cards/${card.id}`, { token })).body as CardDetail
    expect(page.controls).toMatchObject({
      source: 'profile',
      profile: { id: profile.id, name: 'Plow trucks' },
    })

    const inUse = await api.request(`/api/salt/control-profiles/${profile.id}`, { method: 'DELETE', token })
    expect(inUse.status).toBe(409)
    expect(inUse.body).toMatchObject({ error: { code: 'profile_in_use' } })
    expect((await put(`/api/salt/cards/${card.id}/controls`, { source: 'none' }, token)).status).toBe(200)
    expect(
      (await api.request(`/api/salt/control-profiles/${profile.id}`, { method: 'DELETE', token })).status,
    ).toBe(200)
    const audit = await deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorAccountId, customer.id))
    expect(audit.map((row) => row.action)).toEqual([
      'control-profile.created',
      'card.controls-changed',
      'control-profile.updated',
      'card.controls-changed',
      'control-profile.deleted',
    ])
  })

  test('two profiles of one account cannot share a name', async () => {
    const { token } = await fleetCard(app)
    const body = { name: 'Loaders', controls: controlsWith() }
    expect((await api.post('/api/salt/control-profiles', body, { token })).status).toBe(201)
    const again = await api.post('/api/salt/control-profiles', body, { token })
    expect(again.status).toBe(409)
  })
})

describe('allow once', () => {
  test('the same ticket passes the control that refused it within 30 minutes, once, never past the balance', async () => {
    const { card, token, customer } = await fleetCard(app, 100_000)
    await setControls(app, token, card.id, controlsWith({ maxDailyMilliTonnes: 4_000 }))
    const key = await newKey()
    const ticket = scaleTicket({ cardNo: card.cardNo })
    expect((await sendPickup(api, ticket, key)).status).toBe(403)
    const [attempt] = await declinedAttempts(app, token, card.id)
    const [alert] = await declineMails(app, card.cardNo)
    expect(alert?.text).toContain(`/profile/cards/${card.id}`)
    expect(alert?.text).toContain('allow it once')

    const granted = await api.post(
      `/api/salt/cards/${card.id}/declined-attempts/${attempt!.id}/override`,
      {},
      { token },
    )
    expect(granted.status).toBe(200)
    const { expiresAt } = granted.body as OverrideResponse
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeGreaterThan(minutes(29))
    // Another ticket is still refused; the allowed one, sent again, is booked and spends the permission.
    expect((await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)).status).toBe(403)
    expect((await sendPickup(api, ticket, key)).status).toBe(200)
    expect(await currentBalance(deps.db, card.id)).toBe(100_000 - 62_273)
    const [override] = await deps.db
      .select()
      .from(cardPickupOverrides)
      .where(eq(cardPickupOverrides.cardId, card.id))
    expect(override).toMatchObject({
      grantedBy: customer.id,
      usedAt: expect.any(Date),
      ledgerId: expect.any(Number),
    })
    expect((await declinedAttempts(app, token, card.id)).at(-1)?.override).toMatchObject({
      usedAt: expect.any(String),
    })
    const again = await api.post(
      `/api/salt/cards/${card.id}/declined-attempts/${attempt!.id}/override`,
      {},
      { token },
    )
    expect(again.body).toMatchObject({ error: { code: 'override_spent' } })

    // A second over-limit ticket, allowed once, still cannot take the card below zero.
    const big = scaleTicket({ cardNo: card.cardNo, amountCents: 50_000 })
    expect((await sendPickup(api, big, key)).status).toBe(403)
    const [latest] = await declinedAttempts(app, token, card.id)
    await api.post(`/api/salt/cards/${card.id}/declined-attempts/${latest!.id}/override`, {}, { token })
    expect((await sendPickup(api, big, key)).body).toMatchObject({ error: { code: 'insufficient_funds' } })
  })

  test('past 30 minutes the permission is gone; a balance or suspension refusal cannot be allowed', async () => {
    const { card, token } = await fleetCard(app, 100_000)
    await setControls(app, token, card.id, controlsWith({ maxPickupMilliTonnes: 1_000 }))
    const key = await newKey()
    const ticket = scaleTicket({
      cardNo: card.cardNo,
      PrintedDateTime: new Date(clock.now().getTime() - minutes(5)).toISOString(),
    })
    await sendPickup(api, ticket, key)
    const [attempt] = await declinedAttempts(app, token, card.id)
    await api.post(`/api/salt/cards/${card.id}/declined-attempts/${attempt!.id}/override`, {}, { token })
    clock.advance(minutes(31))
    expect((await sendPickup(api, ticket, key)).body).toMatchObject({
      error: { code: 'pickup_tonnes_exceeded' },
    })
    expect(await pickupCount(app, card.id)).toBe(0)

    await put(`/api/salt/cards/${card.id}/controls`, { source: 'none' }, token)
    await api.post(`/api/salt/cards/${card.id}/suspend`, {}, { token })
    await sendPickup(api, scaleTicket({ cardNo: card.cardNo }), key)
    const [suspended] = await declinedAttempts(app, token, card.id)
    expect(suspended?.code).toBe('card_suspended')
    const refused = await api.post(
      `/api/salt/cards/${card.id}/declined-attempts/${suspended!.id}/override`,
      {},
      { token },
    )
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'not_overridable' } })
  })
})

describe("another account's ids and bad input", () => {
  test("another account's card, attempt or profile is a 404 for every call", async () => {
    const owner = await fleetCard(app)
    const intruder = await fleetCard(app)
    const profile = (
      await api.post(
        '/api/salt/control-profiles',
        { name: 'Mine', controls: controlsWith() },
        { token: owner.token },
      )
    ).body as { id: number }
    await setControls(app, owner.token, owner.card.id, controlsWith({ maxPickupMilliTonnes: 1 }))
    await sendPickup(api, scaleTicket({ cardNo: owner.card.cardNo }), await newKey())
    const [attempt] = await declinedAttempts(app, owner.token, owner.card.id)
    const id = owner.card.id
    const token = intruder.token
    const calls = [
      api.get(`/api/salt/cards/${id}`, { token }),
      api.get(`/api/salt/cards/${id}/declined-attempts`, { token }),
      put(`/api/salt/cards/${id}/controls`, { source: 'none' }, token),
      put(
        `/api/salt/cards/${intruder.card.id}/controls`,
        { source: 'profile', profileId: profile.id },
        token,
      ),
      api.post(`/api/salt/cards/${id}/suspend`, {}, { token }),
      api.post(`/api/salt/cards/${id}/resume`, {}, { token }),
      api.post(`/api/salt/cards/${id}/report-lost`, { reason: 'lost' }, { token }),
      api.post(`/api/salt/cards/${id}/declined-attempts/${attempt!.id}/override`, {}, { token }),
      api.post(
        `/api/salt/cards/${intruder.card.id}/declined-attempts/${attempt!.id}/override`,
        {},
        { token },
      ),
      put(`/api/salt/control-profiles/${profile.id}`, { name: 'Stolen', controls: controlsWith() }, token),
      api.request(`/api/salt/control-profiles/${profile.id}`, { method: 'DELETE', token }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ error: { code: 'not_found' } })
    }
    expect((await api.get(`/api/salt/cards/${id}`, { token: owner.token })).body).toMatchObject({
      state: 'active',
    })
    expect((await api.get(`/api/salt/cards/${id}`)).status).toBe(401)
  })

  test('bad bodies and ids are 4xx in the error shape, naming the field, never a 500', async () => {
    const { card, token } = await fleetCard(app)
    const bad: Array<[string, unknown]> = [
      [
        'controls.maxDailyMilliTonnes',
        { source: 'own', controls: controlsWith({ maxDailyMilliTonnes: 1.5 }) },
      ],
      ['controls.yardIds', { source: 'own', controls: controlsWith({ yardIds: [] }) }],
      [
        'controls.maxDailyCents',
        { source: 'own', controls: controlsWith({ maxDailyCents: 200, maxWeeklyCents: 100 }) },
      ],
      [
        'controls.hours.windows.0.to',
        {
          source: 'own',
          controls: controlsWith({
            hours: { kind: 'windows', windows: [{ days: ['Monday'], from: '08:00', to: '25:00' }] },
          }),
        },
      ],
      [
        'controls.hours.windows.0.days',
        {
          source: 'own',
          controls: controlsWith({
            hours: { kind: 'windows', windows: [{ days: [], from: '08:00', to: '09:00' }] },
          }),
        },
      ],
      ['source', { source: 'everything' }],
      ['profileId', { source: 'profile', profileId: 2 ** 40 }],
      [
        'controls.maxWeeklyMilliTonnes',
        { source: 'own', controls: { ...controlsWith(), maxWeeklyMilliTonnes: 'lots' } },
      ],
    ]
    for (const [field, body] of bad) {
      const response = await put(`/api/salt/cards/${card.id}/controls`, body, token)
      expect(response.status, field).toBe(400)
      expect(response.body, field).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
      })
    }
    const others = await Promise.all([
      api.post(`/api/salt/cards/${card.id}/report-lost`, { reason: 'misplaced' }, { token }),
      api.post('/api/salt/control-profiles', { name: ' ', controls: controlsWith() }, { token }),
      api.get('/api/salt/cards/99999999999', { token }),
      api.get('/api/salt/cards/abc/declined-attempts', { token }),
      api.post(`/api/salt/cards/${card.id}/declined-attempts/0/override`, {}, { token }),
      api.request(`/api/salt/cards/${card.id}/controls`, { method: 'PUT', rawBody: '{"source":', token }),
    ])
    for (const response of others) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      })
    }
  })
})
