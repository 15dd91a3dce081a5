import { afterAll, describe, expect, test } from 'vitest'
import { adminAccountSchema } from '#domain/account/schemas.ts'
import { mailedSetPasswordToken, memberOf, staffApi } from '#tests/support/api/admin-staff.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

let ipCounter = 0
const nextIp = () => `198.19.0.${(ipCounter++ % 250) + 1}`

const tooShortForStaff = { error: expect.objectContaining({ code: 'invalid_input' }) }
/** Eleven characters, on no list: long enough for a customer, one short for staff. */
const elevenCharacters = 'brine-tank9'
/** On the shipped list far below its first 1,000 entries (the old list's size), and 12 characters long. */
const breachedTwelve = '1qaz2wsx3edc'

async function changeSignedIn(account: { eMail: string; password: string }, newPassword: string) {
  const token = await api.signIn(account.eMail, account.password)
  return api.post(
    '/api/salt/change-password',
    { currentPassword: account.password, newPassword },
    { token, ip: nextIp() },
  )
}

describe('new passwords: 6 characters for customers, 12 for staff, never a breached one', () => {
  test('signed in: staff need 12 characters, a customer keeps the spec’s 6', async () => {
    const yard = await createStaff(deps.db, 2000)
    const short = await changeSignedIn(yard, elevenCharacters)
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject(tooShortForStaff)
    expect(short.body).toMatchObject({ error: { fields: { newPassword: 'Use at least 12 characters.' } } })
    expect((await changeSignedIn(yard, `${elevenCharacters}x`)).status).toBe(200)

    const customer = await createAccount(deps.db)
    expect((await changeSignedIn(customer, elevenCharacters)).status).toBe(200)
  })

  test('an invited staff member sets 12 characters or more through the set-password link', async () => {
    const owner = await createStaff(deps.db, 9000)
    const staff = staffApi(api, await api.signIn(owner.eMail, owner.password))
    const invited = memberOf(
      await staff.invite({ name: 'Dana Sander', email: 'dana.s@example.test', role: 'yard' }),
      201,
    )
    const { token } = await mailedSetPasswordToken(app, invited.eMail)
    const short = await api.post(
      '/api/salt/change-pass',
      { token, newPass: elevenCharacters },
      { ip: nextIp() },
    )
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ error: { fields: { newPass: 'Use at least 12 characters.' } } })
    const long = await api.post(
      '/api/salt/change-pass',
      { token, newPass: 'sander-yard-2026' },
      { ip: nextIp() },
    )
    expect(long.status).toBe(200)
  })

  test('a password on the shipped list past its first 1,000 entries is refused, for staff and customers', async () => {
    const editor = await createStaff(deps.db, 3000)
    const refused = await changeSignedIn(editor, breachedTwelve)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error: { fields: { newPassword: 'This password is too common. Choose another.' } },
    })
    const customer = await createAccount(deps.db)
    expect((await changeSignedIn(customer, 'ncc1701e')).status).toBe(400)
  })

  test('npm run admin:create asks staff for 12 characters too', () => {
    const input = { email: 'new.owner@example.test', name: 'New Owner', level: 'owner' }
    expect(adminAccountSchema.safeParse({ ...input, password: elevenCharacters }).success).toBe(false)
    expect(adminAccountSchema.safeParse({ ...input, password: `${elevenCharacters}x` }).success).toBe(true)
  })
})
