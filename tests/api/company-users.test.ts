import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { CompanyUserList } from '#domain/account/company-users.ts'
import { lastOwnerText, loginEmailTakenText } from '#domain/account/company-user-texts.ts'
import { accountUsers, accounts, auditLog } from '#server/db/schema.ts'
import { isUniqueViolation } from '#server/http/errors.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

const linkPattern = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`)
const put = (path: string, json: unknown, token: string) => api.request(path, { method: 'PUT', json, token })
const remove = (path: string, token: string) => api.request(path, { method: 'DELETE', token })

async function ownerAccount() {
  const customer = await createAccount(deps.db, { name: 'Lakeshore Plowing' })
  return { customer, token: await freshToken(app, customer.id) }
}

async function invite(token: string, body: { name: string; email: string; role: string }) {
  const response = await api.post('/api/salt/account/users', body, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return (response.body as { id: number }).id
}

describe('an owner invites a user, who sets a password from the mail and signs in', () => {
  test('invite → set-password link in the outbox → sign in with the role; the audit row names the owner', async () => {
    const { customer, token } = await ownerAccount()
    const id = await invite(token, {
      name: 'Rae <Dispatch>',
      email: 'Rae.Dispatch@Lakeshore.example',
      role: 'dispatcher',
    })

    await app.deliverMail()
    const mail = smtp.to('rae.dispatch@lakeshore.example').at(-1)!
    expect(mail.text).toContain("You are invited to your company's Salt Card account")
    expect(mail.html).toContain('Rae &#60;Dispatch&#62;')
    const linkToken = linkPattern.exec(mail.text)?.[1]
    expect(linkToken).toBeDefined()
    // Before the link is used, no password signs the user in.
    expect(
      (await api.post('/api/salt/login', { username: 'rae.dispatch@lakeshore.example', password: 'x' }))
        .status,
    ).toBe(401)

    expect(
      (await api.post('/api/salt/change-pass', { token: linkToken, newPass: 'dispatch-the-trucks' })).status,
    ).toBe(200)
    const userSession = await api.signIn('rae.dispatch@lakeshore.example', 'dispatch-the-trucks')
    const profile = await api.get('/api/salt/profile', { token: userSession })
    expect(profile.body).toMatchObject({
      customerNo: customer.customerNo,
      login: {
        userId: id,
        name: 'Rae <Dispatch>',
        eMail: 'rae.dispatch@lakeshore.example',
        role: 'dispatcher',
      },
    })
    // The account's own login is untouched by the user's new password.
    expect(await api.signIn(customer.eMail, customer.password)).toEqual(expect.any(String))

    const [row] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account-users.invited'), eq(auditLog.subject, `account-users/${id}`)))
    expect(row).toMatchObject({ actorAccountId: customer.id })
    expect(row!.details).toMatchObject({
      customerNo: customer.customerNo,
      actor: { userId: null, eMail: customer.eMail },
      after: { name: 'Rae <Dispatch>', eMail: 'rae.dispatch@lakeshore.example', role: 'dispatcher' },
    })
  })

  test('the list shows the own login first, then the users with a pending invitation marked', async () => {
    const { customer, token } = await ownerAccount()
    const card = await createCard(deps.db, customer.id)
    const driver = await createCompanyUser(deps.db, customer.id, 'driver', { cardIds: [card.id] })
    await invite(token, {
      name: 'Abe Accounts',
      email: `abe-${customer.id}@lakeshore.example`,
      role: 'accountant',
    })
    const list = (await api.get('/api/salt/account/users', { token })).body as CompanyUserList
    expect(
      list.users.map((user) => [user.id === null, user.role, user.invitationPending, user.cardIds]),
    ).toEqual([
      [true, 'owner', false, []],
      [false, 'accountant', true, []],
      [false, 'driver', false, [card.id]],
    ])
    expect(list.users[2]!.eMail).toBe(driver.eMail)
    expect(list.cards).toEqual([{ id: card.id, CardNo: card.cardNo, name: 'Truck' }])
  })

  test('an address any login signs in with is a 409 on the e-mail field, and the database refuses it either way', async () => {
    const { customer, token } = await ownerAccount()
    const staff = await createStaff(deps.db, 2000)
    const other = await createCompanyUser(deps.db, (await createAccount(deps.db)).id, 'driver')
    for (const email of [customer.eMail, staff.eMail, other.eMail.toUpperCase()]) {
      const response = await api.post(
        '/api/salt/account/users',
        { name: 'Copy', email, role: 'driver' },
        { token },
      )
      expect(response.status).toBe(409)
      expect(response.body).toEqual({
        error: { code: 'email_taken', message: loginEmailTakenText, fields: { email: loginEmailTakenText } },
      })
    }
    // The trigger of migration 0006 holds even for writes that skip the service's check.
    const sameAsUser = deps.db
      .update(accounts)
      .set({ eMail: other.eMail })
      .where(eq(accounts.id, customer.id))
    expect(
      isUniqueViolation(
        await sameAsUser.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(true)
    const sameAsAccount = deps.db
      .insert(accountUsers)
      .values({ accountId: customer.id, name: 'x', eMail: staff.eMail, passwordHash: 'x', role: 'owner' })
    expect(
      isUniqueViolation(
        await sameAsAccount.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(true)
  })
})

describe('the last owner', () => {
  test('cannot be demoted or removed; once another owner exists, either may go', async () => {
    const { customer, token } = await ownerAccount()
    const refusal = { error: { code: 'last_owner', message: lastOwnerText } }
    const demoteOwn = await put('/api/salt/account/login/role', { role: 'accountant' }, token)
    expect(demoteOwn.status).toBe(409)
    expect(demoteOwn.body).toEqual(refusal)

    const second = await createCompanyUser(deps.db, customer.id, 'owner')
    expect((await put('/api/salt/account/login/role', { role: 'accountant' }, token)).status).toBe(200)
    // Now the user is the only owner: the own login (an accountant now) may not manage users, and the user may
    // neither step down nor be removed.
    expect((await api.get('/api/salt/account/users', { token })).status).toBe(403)
    const secondToken = await userToken(app, second)
    const stepDown = await put(`/api/salt/account/users/${second.id}/role`, { role: 'driver' }, secondToken)
    expect(stepDown.body).toEqual(refusal)
    const removal = await remove(`/api/salt/account/users/${second.id}`, secondToken)
    expect(removal.status).toBe(409)
    expect(removal.body).toEqual(refusal)

    expect((await put('/api/salt/account/login/role', { role: 'owner' }, secondToken)).status).toBe(200)
    expect((await remove(`/api/salt/account/users/${second.id}`, token)).status).toBe(200)
  })

  test('the own login never becomes a driver: a driver signs in with their own address', async () => {
    const { token } = await ownerAccount()
    const response = await put('/api/salt/account/login/role', { role: 'driver' }, token)
    expect(response.status).toBe(400)
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields.role).toMatch(
      /own e-mail/,
    )
  })
})

describe('removing a user and changing roles', () => {
  test('removal ends their sessions at once; the audit row names who removed them', async () => {
    const { customer } = await ownerAccount()
    const driver = await createCompanyUser(deps.db, customer.id, 'driver')
    const driverSession = await api.signIn(driver.eMail, driver.password)
    expect((await api.get('/api/salt/profile', { token: driverSession })).status).toBe(200)
    const owner = await createCompanyUser(deps.db, customer.id, 'owner')

    expect((await remove(`/api/salt/account/users/${driver.id}`, await userToken(app, owner))).status).toBe(
      200,
    )
    expect((await api.get('/api/salt/profile', { token: driverSession })).status).toBe(401)
    expect(
      (await api.post('/api/salt/login', { username: driver.eMail, password: driver.password })).status,
    ).toBe(401)
    const [row] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `account-users/${driver.id}`))
    expect(row).toMatchObject({ action: 'account-users.removed', actorAccountId: customer.id })
    expect(row!.details).toMatchObject({ actor: { userId: owner.id, eMail: owner.eMail }, after: null })
  })

  test('a demotion applies to the next request of a live session', async () => {
    const { customer, token } = await ownerAccount()
    const accountant = await createCompanyUser(deps.db, customer.id, 'accountant')
    const session = await userToken(app, accountant)
    expect((await api.get('/api/salt/transactions', { token: session })).status).toBe(200)
    expect(
      (await put(`/api/salt/account/users/${accountant.id}/role`, { role: 'dispatcher' }, token)).status,
    ).toBe(200)
    expect((await api.get('/api/salt/transactions', { token: session })).status).toBe(403)
  })

  test("another account's users and cards are 404s", async () => {
    const { customer, token } = await ownerAccount()
    const stranger = await createAccount(deps.db)
    const strangersUser = await createCompanyUser(deps.db, stranger.id, 'driver')
    const strangersCard = await createCard(deps.db, stranger.id)
    const driver = await createCompanyUser(deps.db, customer.id, 'driver')
    for (const response of [
      await put(`/api/salt/account/users/${strangersUser.id}/role`, { role: 'owner' }, token),
      await put(`/api/salt/account/users/${strangersUser.id}/cards`, { cardIds: [] }, token),
      await remove(`/api/salt/account/users/${strangersUser.id}`, token),
      await put(`/api/salt/account/users/${driver.id}/cards`, { cardIds: [strangersCard.id] }, token),
    ]) {
      expect(response.status, JSON.stringify(response.body)).toBe(404)
      expect((response.body as { error: { code: string } }).error.code).toBe('not_found')
    }
    const [untouched] = await deps.db.select().from(accountUsers).where(eq(accountUsers.id, strangersUser.id))
    expect(untouched).toMatchObject({ role: 'driver', accountId: stranger.id })
  })

  test("a dispatcher's change to a card is audited with the dispatcher, not only the account", async () => {
    const { customer } = await ownerAccount()
    const card = await createCard(deps.db, customer.id, { name: 'Plow 7' })
    const dispatcher = await createCompanyUser(deps.db, customer.id, 'dispatcher')
    const token = await userToken(app, dispatcher)
    expect((await api.post(`/api/salt/cards/${card.id}/suspend`, {}, { token })).status).toBe(200)
    const [row] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card.suspended'), eq(auditLog.subject, card.cardNo)))
    expect(row).toMatchObject({
      actorAccountId: customer.id,
      details: { actor: { userId: dispatcher.id, eMail: dispatcher.eMail } },
    })
  })

  test('bad input is a 4xx in the error shape, never a 5xx', async () => {
    const { customer, token } = await ownerAccount()
    const dispatcher = await createCompanyUser(deps.db, customer.id, 'dispatcher')
    const calls = [
      api.post('/api/salt/account/users', { name: '', email: 'not-an-address', role: 'boss' }, { token }),
      api.post(
        '/api/salt/account/users',
        { name: 'x'.repeat(500), email: 'a@b.example', role: 'owner' },
        { token },
      ),
      api.post('/api/salt/account/users', [], { token }),
      api.request('/api/salt/account/users', { method: 'POST', rawBody: '{"name":', token }),
      put('/api/salt/account/users/abc/role', { role: 'owner' }, token),
      put('/api/salt/account/users/99999999999/role', { role: 'owner' }, token),
      put(`/api/salt/account/users/${dispatcher.id}/role`, { role: 42 }, token),
      put(`/api/salt/account/users/${dispatcher.id}/cards`, { cardIds: ['one', -1] }, token),
      put(`/api/salt/account/users/${dispatcher.id}/cards`, { cardIds: [] }, token),
      put('/api/salt/account/login/role', null, token),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500)
      expect(response.body).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      })
    }
  })

  test('staff accounts have no users, and no user session ever passes an admin guard', async () => {
    const staff = await createStaff(deps.db, 9000)
    const staffToken = await freshToken(app, staff.id)
    const invited = await api.post(
      '/api/salt/account/users',
      { name: 'Sneaky', email: 'sneaky@example.test', role: 'owner' },
      { token: staffToken },
    )
    expect(invited.status).toBe(403)
    const planted = await createCompanyUser(deps.db, staff.id, 'owner')
    const plantedToken = await userToken(app, planted)
    expect((await api.get('/api/salt/admin/staff', { token: plantedToken })).status).toBe(403)
  })
})
