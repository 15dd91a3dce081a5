import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog, outbox, passwordResetTokens } from '#server/db/schema.ts'
import { limits } from '#server/services/rate-limit.ts'
import { minutes } from '#tests/support/clock.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { type SeededAccount, createAccount } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

const resetAnswer = { success: true }

/** Asks for a reset link, lets the worker mail it over SMTP, and reads the token back out of the mail. */
async function mailedResetToken(account: SeededAccount): Promise<string> {
  const before = smtp.to(account.eMail).length
  const response = await api.post('/api/salt/reset', { email: account.eMail.toUpperCase() }, { ip: nextIp() })
  expect(response.status).toBe(200)
  expect(response.body).toEqual(resetAnswer)
  await deliverAllMail(app)
  const mails = smtp.to(account.eMail)
  expect(mails).toHaveLength(before + 1)
  const mail = mails.at(-1)!
  expect(mail.subject).toBe('Reset your Draglam Salt password')
  const link = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`).exec(mail.text)
  expect(link, mail.text).not.toBeNull()
  expect(mail.html).toContain(`href="${testSiteUrl}/?reset=${link![1]}"`)
  return link![1]!
}

let ipCounter = 0
/** Each request from its own address, so the per-address limit does not mix into these tests. */
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

const changePass = (token: string, newPass: string) =>
  api.post('/api/salt/change-pass', { token, newPass }, { ip: nextIp() })

describe('password reset round trip', () => {
  test('mailed link → change-pass: old sessions end, new password works, old one does not, link is single-use', async () => {
    const customer = await createAccount(deps.db, { name: 'Mono Salt & Sand <Ltd>' })
    const oldSession = await api.signIn(customer.eMail, customer.password)
    const token = await mailedResetToken(customer)
    expect(token.length).toBeGreaterThanOrEqual(22)

    const changed = await changePass(token, 'new-salt-pass-2026')
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ success: true })

    expect((await api.get('/api/salt/profile', { token: oldSession })).status).toBe(401)
    expect(await api.signIn(customer.eMail, 'new-salt-pass-2026')).toBeTruthy()
    const withOld = await api.post(
      '/api/salt/login',
      { username: customer.eMail, password: customer.password },
      { ip: nextIp() },
    )
    expect(withOld.status).toBe(401)

    const again = await changePass(token, 'another-pass-2027')
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error: { code: 'invalid_token' } })

    const noticed = smtp.to(customer.eMail).length
    for (let pass = 0; pass < 50 && smtp.to(customer.eMail).length === noticed; pass++)
      await app.deliverMail()
    const notice = smtp.to(customer.eMail).at(-1)!
    expect(notice.subject).toBe('Your Draglam Salt password was changed')
    expect(notice.html).toContain('Mono Salt &#38; Sand &#60;Ltd&#62;')

    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.subject, customer.customerNo))
    expect(audit).toMatchObject([{ action: 'password.changed', actorAccountId: customer.id }])
  })

  test('the token is stored hashed, never as mailed', async () => {
    const customer = await createAccount(deps.db)
    const token = await mailedResetToken(customer)
    const rows = await deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, customer.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.tokenHash).not.toContain(token)
  })

  test('a newer link used first makes the older one useless too', async () => {
    const customer = await createAccount(deps.db)
    const older = await mailedResetToken(customer)
    const newer = await mailedResetToken(customer)
    expect((await changePass(newer, 'first-new-pass-1')).status).toBe(200)
    expect((await changePass(older, 'second-new-pass-2')).body).toMatchObject({
      error: { code: 'invalid_token' },
    })
  })

  test('a link older than 30 minutes is rejected', async () => {
    const customer = await createAccount(deps.db)
    const token = await mailedResetToken(customer)
    app.clock.advance(minutes(31))
    const response = await changePass(token, 'too-late-pass-9')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'invalid_token',
        message: 'This reset link is invalid or has expired. Ask for a new one.',
      },
    })
    expect(await api.signIn(customer.eMail, customer.password)).toBeTruthy()
  })

  test('a common password is refused with fields.newPass, whatever its case, and the link stays usable', async () => {
    const customer = await createAccount(deps.db)
    const token = await mailedResetToken(customer)
    for (const common of ['password', 'QWERTY', 'Dragon']) {
      const response = await changePass(token, common)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Some fields are missing or invalid.',
          fields: { newPass: 'This password is too common. Choose another.' },
        },
      })
    }
    const short = await changePass(token, 'abc12')
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ error: { fields: { newPass: 'Use at least 6 characters.' } } })
    expect((await changePass(token, 'rock-salt-bagged-4')).status).toBe(200)
  })

  test('a made-up token is rejected', async () => {
    const response = await changePass('made-up-token-made-up-token-made-up', 'fine-password-5')
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_token' } })
  })
})

describe('who gets a reset mail', () => {
  const queuedFor = async (address: string) =>
    (await deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, address))).length

  test('unknown and deactivated addresses get the same answer and no mail', async () => {
    const deactivated = await createAccount(deps.db, { active: 0 })
    for (const email of ['no-such-customer@example.test', deactivated.eMail]) {
      const response = await api.post('/api/salt/reset', { email }, { ip: nextIp() })
      expect(response.status).toBe(200)
      expect(response.body).toEqual(resetAnswer)
      expect(await queuedFor(email)).toBe(0)
    }
    await app.deliverMail()
    expect(smtp.to('no-such-customer@example.test')).toEqual([])
    expect(smtp.to(deactivated.eMail)).toEqual([])
  })

  test('known and unknown addresses both take at least the same floor time to answer', async () => {
    const customer = await createAccount(deps.db)
    const timed = async (email: string) => {
      const started = performance.now()
      expect((await api.post('/api/salt/reset', { email }, { ip: nextIp() })).status).toBe(200)
      return performance.now() - started
    }
    // The answer waits for a fixed floor (250 ms) that covers the mail work done for a known address.
    expect(await timed(customer.eMail)).toBeGreaterThanOrEqual(245)
    expect(await timed('nobody-at-all@example.test')).toBeGreaterThanOrEqual(245)
  })

  test("a stranger cannot use up the customer's reset mails: each address has its own share, silently", async () => {
    const customer = await createAccount(deps.db)
    const { limit, windowMs } = limits.resetMailsPerAccountAndIp
    const stranger = nextIp()
    for (let i = 0; i < limit + 2; i++) {
      const response = await api.post('/api/salt/reset', { email: customer.eMail }, { ip: stranger })
      expect(response.status).toBe(200)
      expect(response.body).toEqual(resetAnswer)
    }
    expect(await queuedFor(customer.eMail)).toBe(limit)
    // Whatever others asked for this address, the customer asking from their own address still gets a link.
    await api.post('/api/salt/reset', { email: customer.eMail }, { ip: nextIp() })
    expect(await queuedFor(customer.eMail)).toBe(limit + 1)
    const tokens = await deps.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, customer.id))
    expect(tokens).toHaveLength(limit + 1)

    app.clock.advance(windowMs)
    await api.post('/api/salt/reset', { email: customer.eMail }, { ip: stranger })
    expect(await queuedFor(customer.eMail)).toBe(limit + 2)
  })

  test('all addresses together get a ceiling of mails per account and hour', async () => {
    const customer = await createAccount(deps.db)
    const { limit } = limits.resetMailsPerAccount
    for (let i = 0; i < limit + 3; i++)
      expect((await api.post('/api/salt/reset', { email: customer.eMail }, { ip: nextIp() })).status).toBe(
        200,
      )
    expect(await queuedFor(customer.eMail)).toBe(limit)
  })

  test('reset links tried from one address are limited', async () => {
    const { limit } = limits.resetLinkTriesPerIp
    const ip = nextIp()
    const tryLink = () =>
      api.post('/api/salt/change-pass', { token: 'x'.repeat(43), newPass: 'brine-tank-77' }, { ip })
    for (let i = 0; i < limit; i++) expect((await tryLink()).status).toBe(400)
    const blocked = await tryLink()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('links end when the password or the address changes', () => {
  test('a reset link mailed before a signed-in password change no longer sets a password', async () => {
    const customer = await createAccount(deps.db, { password: 'old-salt-pass-1' })
    const token = await mailedResetToken(customer)
    const session = await api.signIn(customer.eMail, 'old-salt-pass-1')
    const changed = await api.post(
      '/api/salt/change-password',
      { currentPassword: 'old-salt-pass-1', newPassword: 'new-brine-pass-2' },
      { token: session },
    )
    expect(changed.status).toBe(200)
    expect((await changePass(token, 'taken-over-pass-3')).status).toBe(400)
    expect(await api.signIn(customer.eMail, 'new-brine-pass-2')).toEqual(expect.any(String))
  })

  test('a link sent to the old address stops working once staff change the e-mail, and the old address hears of it', async () => {
    const customer = await createAccount(deps.db, { name: 'Old Address Plowing' })
    const token = await mailedResetToken(customer)
    const manager = await createAccount(deps.db, { active: 5000 })
    const managerToken = await api.signIn(manager.eMail, manager.password)
    const record = await api.get(`/api/salt/admin/customers/${customer.id}`, { token: managerToken })
    const profile = record.body as { version: number; eMail: string } & Record<string, unknown>
    const newAddress = `moved-${customer.id}@example.test`
    const saved = await api.request(`/api/salt/admin/customers/${customer.id}`, {
      method: 'PUT',
      token: managerToken,
      json: {
        version: profile.version,
        name: 'Old Address Plowing',
        eMail: newAddress,
        company: '',
        contactNumber: '',
        address: '',
        city: '',
        postalCode: '',
        paymentOption: 'Prepaid',
        lowBalanceThreshold: '200.00',
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await changePass(token, 'stale-link-pass-4')).status).toBe(400)

    const noticed = smtp.to(customer.eMail).length
    for (let pass = 0; pass < 50 && smtp.to(customer.eMail).length === noticed; pass++)
      await app.deliverMail()
    const notice = smtp.to(customer.eMail).at(-1)!
    expect(notice.subject).toBe('Your Draglam Salt e-mail address was changed')
    expect(notice.text).toContain(newAddress)
    expect(smtp.to(newAddress)).toHaveLength(0)
  })
})
