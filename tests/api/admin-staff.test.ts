import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { emailTakenText } from '#domain/admin/staff/texts.ts'
import { accounts, auditLog, outbox } from '#server/db/schema.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { mailedSetPasswordToken, memberOf, staffApi } from '#tests/support/api/admin-staff.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const owner = await createStaff(deps.db, 9000)
const ownerToken = await api.signIn(owner.eMail, owner.password)
const staff = staffApi(api, ownerToken)

const auditRows = (subject: string) =>
  deps.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id)

describe('inviting a staff member', () => {
  test('creates the account at the role with no password, mails a link; the link sets one and they sign in as yard staff', async () => {
    const invited = memberOf(
      await staff.invite({ name: 'Rosa Plowright', email: ' Rosa.Plow@Example.test ', role: 'yard' }),
      201,
    )
    expect(invited).toMatchObject({
      name: 'Rosa Plowright',
      eMail: 'rosa.plow@example.test',
      level: 2000,
      role: 'yard',
      status: 'active',
      invitationPending: true,
      lastSignInAt: null,
      isSelf: false,
      version: 1,
    })
    expect(invited.customerNo).toMatch(/^A\d{6}$/)
    const [row] = await deps.db.select().from(accounts).where(eq(accounts.id, invited.id))
    expect(row!.passwordHash).toBe(noPasswordYet)
    const [queued] = await deps.db.select().from(outbox).where(eq(outbox.toAddress, 'rosa.plow@example.test'))
    expect(queued!.subject).toBe('Your Draglam Salt staff account')

    // Nothing signs in before the link is used, not even the marker itself.
    const before = await api.post('/api/salt/login', { username: invited.eMail, password: noPasswordYet })
    expect(before.status).toBe(401)

    const { mail, token } = await mailedSetPasswordToken(app, invited.eMail)
    expect(mail.text).toContain('You are invited to the Draglam Salt staff area.')
    expect((await api.post('/api/salt/change-pass', { token, newPass: 'yard-shift-2026' })).status).toBe(200)
    const session = await api.signIn(invited.eMail, 'yard-shift-2026')
    const profile = await api.get('/api/salt/profile', { token: session })
    expect((profile.body as { active: number }).active).toBe(2000)
    expect((await api.get('/api/salt/admin/locations', { token: session })).status).toBe(200)
    expect((await api.get('/api/salt/admin/posts', { token: session })).status).toBe(403)
    expect((await api.get('/api/salt/admin/staff', { token: session })).status).toBe(403)

    const after = memberOf(await staff.get(invited.id))
    expect(after.invitationPending).toBe(false)
    expect(after.lastSignInAt).not.toBeNull()

    const [audit] = await auditRows(`staff/${invited.id}`)
    expect(audit).toMatchObject({ action: 'staff.invited', actorAccountId: owner.id })
    expect(audit!.details).toEqual({
      before: null,
      after: {
        name: 'Rosa Plowright',
        eMail: 'rosa.plow@example.test',
        customerNo: invited.customerNo,
        level: 2000,
        role: 'yard',
        status: 'active',
      },
    })
  })

  test('an e-mail address that already has an account (any case) is a 409 that says so; nothing is written', async () => {
    const customer = await createAccount(deps.db)
    const mailsBefore = (await deps.db.select().from(outbox)).length
    for (const email of [customer.eMail, customer.eMail.toUpperCase(), owner.eMail]) {
      const response = await staff.invite({ name: 'Someone', email, role: 'editor' })
      expect(response.status).toBe(409)
      expect(response.body).toEqual({
        error: { code: 'email_taken', message: emailTakenText, fields: { email: emailTakenText } },
      })
    }
    expect((await deps.db.select().from(outbox)).length).toBe(mailsBefore)
  })

  test('the same address invited twice at once: one account, the other a 409', async () => {
    const body = { name: 'Twin Invite', email: 'twin.invite@example.test', role: 'editor' }
    const answers = await Promise.all([staff.invite(body), staff.invite(body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const rows = await deps.db.select().from(accounts).where(eq(accounts.eMail, 'twin.invite@example.test'))
    expect(rows).toHaveLength(1)
  })

  test('a new set-password link can be sent again, and only the newest mail matters to the member', async () => {
    const invited = memberOf(
      await staff.invite({ name: 'Lost Mail', email: 'lost.mail@example.test', role: 'editor' }),
      201,
    )
    await mailedSetPasswordToken(app, invited.eMail)
    memberOf(await staff.sendLink(invited.id))
    const { token } = await mailedSetPasswordToken(app, invited.eMail)
    expect((await api.post('/api/salt/change-pass', { token, newPass: 'editor-desk-2026' })).status).toBe(200)
    const actions = (await auditRows(`staff/${invited.id}`)).map((row) => row.action)
    expect(actions).toEqual(['staff.invited', 'staff.set-password-link-sent'])
  })
})

describe('bad input is a 4xx naming the problem', () => {
  test('invitations', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'a@example.test', role: 'yard' }, 'name'],
      [{ name: '   ', email: 'a@example.test', role: 'yard' }, 'name'],
      [{ name: 'A\u0000B', email: 'a@example.test', role: 'yard' }, 'name'],
      [{ name: 'x'.repeat(121), email: 'a@example.test', role: 'yard' }, 'name'],
      [{ name: 'A', email: 'not-an-address', role: 'yard' }, 'email'],
      [{ name: 'A', email: 'a@example.test', role: 'admin' }, 'role'],
      [{ name: 'A', email: 'a@example.test', role: 9000 }, 'role'],
      [{ name: 'A', email: 'a@example.test' }, 'role'],
    ]
    for (const [body, field] of cases) {
      const response = await staff.invite(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys((response.body as { error: { fields: object } }).error.fields)).toContain(field)
    }
    const notJson = await api.request('/api/salt/admin/staff', {
      method: 'POST',
      token: ownerToken,
      rawBody: '{"name":',
    })
    expect(notJson.status).toBe(400)
  })

  test('changes, ids and list queries', async () => {
    const member = await createStaff(deps.db, 3000)
    expect((await staff.setRole(member.id, { role: 'yard' })).status).toBe(400)
    expect((await staff.setRole(member.id, { version: 1, role: 'boss' })).status).toBe(400)
    expect((await staff.setRole(member.id, { version: '1', role: 'yard' })).status).toBe(400)
    expect((await staff.deactivate(member.id, {})).status).toBe(400)
    expect((await staff.reactivate(member.id, { version: 1 })).status).toBe(400)
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) expect((await staff.get(id)).status).toBe(400)
    expect((await staff.get(2_147_483_647)).status).toBe(404)
    expect((await staff.list({ status: 'gone' })).status).toBe(400)
    expect((await staff.list({ sort: 'password' })).status).toBe(400)
    expect((await staff.list({ page: '0' })).status).toBe(400)
    expect((await staff.list({ q: 'a\u0000' })).status).toBe(400)
  })

  test('a customer is not staff: 404 for every staff call on them', async () => {
    const customer = await createAccount(deps.db)
    expect((await staff.get(customer.id)).status).toBe(404)
    expect((await staff.setRole(customer.id, { version: 1, role: 'owner' })).status).toBe(404)
    expect((await staff.deactivate(customer.id, { version: 1 })).status).toBe(404)
    expect((await staff.reactivate(customer.id, { version: 1, role: 'yard' })).status).toBe(404)
    expect((await staff.sendLink(customer.id)).status).toBe(404)
    const [row] = await deps.db.select().from(accounts).where(eq(accounts.id, customer.id))
    expect(row!.active).toBe(1)
  })
})
