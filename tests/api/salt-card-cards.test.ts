import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog, cardLedger, cards, sessions } from '#server/db/schema.ts'
import { limits } from '#server/services/rate-limit.ts'
import { createAccount, createAdmin, createCard } from '#tests/support/seed.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

const rename = (token: string | undefined, id: number | string, body: unknown) =>
  api.request(`/api/salt/cards/${id}`, { method: 'PATCH', json: body, token })
const deactivate = (token: string | undefined, body: unknown) =>
  api.post('/api/salt/deactivatecard', body, { token })
const notYours = { error: { code: 'not_found', message: 'No card of yours has this id or number.' } }

describe('PATCH /api/salt/cards/:id', () => {
  test('renames the card, trimmed; the name persists in the profile; an audit record says from what to what', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id, { name: 'Truck', balancesCents: [42_000] })
    const token = await api.signIn(customer.eMail, customer.password)
    const response = await rename(token, card.id, { name: '  Plow truck 12  ' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      card: {
        id: card.id,
        CardNo: card.cardNo,
        name: 'Plow truck 12',
        balanceCents: 42_000,
        suspended: false,
      },
    })
    const profile = await api.get('/api/salt/profile', { token })
    expect(profile.body).toMatchObject({ cards: [{ id: card.id, name: 'Plow truck 12' }] })
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.subject, card.cardNo))
    expect(audit).toMatchObject([
      {
        action: 'card.renamed',
        actorAccountId: customer.id,
        details: { from: 'Truck', to: 'Plow truck 12' },
      },
    ])
  })

  test('names of 1 and 40 characters pass; empty, blank, 41 characters or no name are a 400 on fields.name', async () => {
    const customer = await createAccount(deps.db)
    const card = await createCard(deps.db, customer.id)
    const token = await api.signIn(customer.eMail, customer.password)
    expect((await rename(token, card.id, { name: 'A' })).status).toBe(200)
    expect((await rename(token, card.id, { name: 'x'.repeat(40) })).status).toBe(200)
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(41) }, {}, { name: 12 }]) {
      const response = await rename(token, card.id, body)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { name: expect.any(String) } },
      })
    }
    expect((await rename(token, 'abc', { name: 'Fine' })).status).toBe(400)
    const [row] = await deps.db.select({ name: cards.name }).from(cards).where(eq(cards.id, card.id))
    expect(row?.name).toBe('x'.repeat(40))
  })

  test("another customer's card, a deactivated card or an unknown id: 404 and nothing changes; no token: 401", async () => {
    const owner = await createAccount(deps.db)
    const theirs = await createCard(deps.db, owner.id, { name: 'Theirs' })
    const retired = await createCard(deps.db, owner.id, { name: 'Retired', status: 'deactivated' })
    const intruder = await createAccount(deps.db)
    const intruderToken = await api.signIn(intruder.eMail, intruder.password)
    const ownerToken = await api.signIn(owner.eMail, owner.password)
    const admin = await createAdmin(deps.db)
    const adminToken = await api.signIn(admin.eMail, admin.password)

    for (const [token, id] of [
      [intruderToken, theirs.id],
      [adminToken, theirs.id],
      [ownerToken, retired.id],
      [ownerToken, 2_000_000_000],
    ] as const) {
      const response = await rename(token, id, { name: 'Mine now' })
      expect(response.status).toBe(404)
      expect(response.body).toEqual(notYours)
    }
    expect((await rename(undefined, theirs.id, { name: 'Mine now' })).status).toBe(401)
    const names = await deps.db.select({ name: cards.name }).from(cards).where(eq(cards.accountId, owner.id))
    expect(names.map((row) => row.name).sort()).toEqual(['Retired', 'Theirs'])
  })
})

describe('POST /api/salt/deactivatecard', () => {
  test('deactivates the card: it leaves the profile, its ledger stays, an audit record notes the balance', async () => {
    const customer = await createAccount(deps.db)
    const keep = await createCard(deps.db, customer.id, { name: 'Keep' })
    const card = await createCard(deps.db, customer.id, { name: 'Old', balancesCents: [10_000, 7_500] })
    const token = await api.signIn(customer.eMail, customer.password)
    const response = await deactivate(token, { cardNo: card.cardNo })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    const profile = await api.get('/api/salt/profile', { token })
    expect((profile.body as { cards: Array<{ id: number }> }).cards.map((c) => c.id)).toEqual([keep.id])
    const [row] = await deps.db.select({ status: cards.status }).from(cards).where(eq(cards.id, card.id))
    expect(row?.status).toBe('deactivated')
    expect(await deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))).toHaveLength(2)
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, card.cardNo), eq(auditLog.action, 'card.deactivated')))
    expect(audit).toMatchObject([{ actorAccountId: customer.id, details: { balanceCents: 7_500 } }])

    const again = await deactivate(token, { cardNo: card.cardNo })
    expect(again.status).toBe(404)
    expect(again.body).toEqual(notYours)
  })

  test('a missing or empty cardNo is a 400; another customer card is a 404 and stays active', async () => {
    const owner = await createAccount(deps.db)
    const theirs = await createCard(deps.db, owner.id)
    const intruder = await createAccount(deps.db)
    const token = await api.signIn(intruder.eMail, intruder.password)
    for (const body of [{}, { cardNo: '' }, { cardNo: '   ' }, { cardNo: 7001 }]) {
      const response = await deactivate(token, body)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { cardNo: expect.any(String) } },
      })
    }
    const response = await deactivate(token, { cardNo: theirs.cardNo })
    expect(response.status).toBe(404)
    expect(response.body).toEqual(notYours)
    const [row] = await deps.db.select({ status: cards.status }).from(cards).where(eq(cards.id, theirs.id))
    expect(row?.status).toBe('active')
    expect((await deactivate(undefined, { cardNo: theirs.cardNo })).status).toBe(401)
  })
})

describe('POST /api/salt/change-password', () => {
  const change = (token: string, body: unknown) => api.post('/api/salt/change-password', body, { token })

  test('sets the password, keeps this session, ends every other one, audits and mails a notice', async () => {
    const customer = await createAccount(deps.db, { password: 'old-salt-pass-1' })
    const here = await api.signIn(customer.eMail, 'old-salt-pass-1')
    const phone = await api.signIn(customer.eMail, 'old-salt-pass-1')
    const response = await change(here, {
      currentPassword: 'old-salt-pass-1',
      newPassword: 'new-brine-pass-2',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    expect((await api.get('/api/salt/profile', { token: here })).status).toBe(200)
    expect((await api.get('/api/salt/profile', { token: phone })).status).toBe(401)
    expect(await deps.db.select().from(sessions).where(eq(sessions.accountId, customer.id))).toHaveLength(1)
    expect(await api.signIn(customer.eMail, 'new-brine-pass-2')).toBeTruthy()
    const old = await api.post('/api/salt/login', { username: customer.eMail, password: 'old-salt-pass-1' })
    expect(old.status).toBe(401)
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.subject, customer.customerNo))
    expect(audit).toMatchObject([{ action: 'password.changed', details: { via: 'profile' } }])
    await deliverAllMail(app)
    const [notice] = smtp.to(customer.eMail)
    expect(notice?.subject).toBe('Your Draglam Salt password was changed')
    expect(notice?.text).toContain('Every other device was signed out.')
  })

  test('a wrong current password is a 400 on currentPassword and changes nothing', async () => {
    const customer = await createAccount(deps.db, { password: 'right-pass-77' })
    const token = await api.signIn(customer.eMail, 'right-pass-77')
    const response = await change(token, { currentPassword: 'wrong-pass-77', newPassword: 'whatever-pass-9' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are missing or invalid.',
        fields: { currentPassword: 'This is not your current password.' },
      },
    })
    expect(await api.signIn(customer.eMail, 'right-pass-77')).toBeTruthy()
  })

  test('a new password under 6 characters or a common one is a 400 on newPassword; missing fields are 400s', async () => {
    const customer = await createAccount(deps.db, { password: 'right-pass-78' })
    const token = await api.signIn(customer.eMail, 'right-pass-78')
    const short = await change(token, { currentPassword: 'right-pass-78', newPassword: 'abc12' })
    expect(short.body).toMatchObject({ error: { fields: { newPassword: 'Use at least 6 characters.' } } })
    const common = await change(token, { currentPassword: 'right-pass-78', newPassword: 'Password' })
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({
      error: { fields: { newPassword: 'This password is too common. Choose another.' } },
    })
    for (const body of [{}, { currentPassword: 'right-pass-78' }, { newPassword: 'long-enough-1' }]) {
      expect((await change(token, body)).status).toBe(400)
    }
    expect(await api.signIn(customer.eMail, 'right-pass-78')).toBeTruthy()
  })

  test('guesses of the current password are limited like sign-in: 429 with Retry-After, even for the right one', async () => {
    const customer = await createAccount(deps.db, { password: 'right-pass-79' })
    const token = await api.signIn(customer.eMail, 'right-pass-79')
    const { limit } = limits.passwordChecksPerAccount
    for (let i = 0; i < limit; i++) {
      expect(
        (await change(token, { currentPassword: `guess-${i}`, newPassword: 'new-pass-999' })).status,
      ).toBe(400)
    }
    const blocked = await change(token, { currentPassword: 'right-pass-79', newPassword: 'new-pass-999' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    app.clock.advance(limits.passwordChecksPerAccount.windowMs)
    expect(
      (await change(token, { currentPassword: 'right-pass-79', newPassword: 'new-pass-999' })).status,
    ).toBe(200)
  })

  test('no token: 401', async () => {
    const response = await api.post('/api/salt/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbb',
    })
    expect(response.status).toBe(401)
  })
})
