import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminApplication } from '#domain/admin/queues/application-schemas.ts'
import { passesLuhn } from '#server/adapters/payments/luhn.ts'
import { accounts, auditLog, cardApplications, cards, passwordResetTokens } from '#server/db/schema.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'
import {
  accountsWithEmail,
  applicationCalls,
  applied,
  mailsTo,
  uniqueTag,
} from '#tests/support/api/applications.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

const manager = await createStaff(deps.db, 5000)
const token = await api.signIn(manager.eMail, manager.password)
const colleague = await createStaff(deps.db, 9000)
const colleagueToken = await api.signIn(colleague.eMail, colleague.password)
const { read, approve } = applicationCalls(api, token)

const linkPattern = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`)

describe('approve', () => {
  test('creates one Prepaid customer with the cards asked for, mails a week-long link that sets a password', async () => {
    const { id, form } = await applied(deps)
    const before = deps.now().getTime()
    const response = await approve(id, { version: 1, cards: 3 })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const decided = response.body as AdminApplication

    const [account, ...others] = await accountsWithEmail(deps, form.email)
    expect(others).toEqual([])
    expect(account).toMatchObject({
      name: form.company,
      company: form.company,
      contactNumber: form.contactNumber,
      address: form.companyAddress,
      city: form.city,
      postalCode: form.postalCode,
      paymentOption: 'Prepaid',
      active: 1,
      passwordHash: noPasswordYet,
    })
    expect(account!.customerNo).toMatch(/^C\d{6}$/)
    const accountCards = await deps.db.select().from(cards).where(eq(cards.accountId, account!.id))
    expect(accountCards.map((card) => card.name).sort()).toEqual(['Card 1', 'Card 2', 'Card 3'])
    for (const card of accountCards) {
      expect(card.cardNo).toMatch(/^7001\d{12}$/)
      expect(passesLuhn(card.cardNo)).toBe(true)
    }

    expect(decided).toMatchObject({
      status: 'approved',
      version: 2,
      account: { id: account!.id, customerNo: account!.customerNo, name: form.company },
      decidedBy: { id: manager.id, name: manager.name },
      existingAccount: null,
    })
    expect(Date.parse(decided.decidedAt!)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(decided.decidedAt!)).toBeLessThanOrEqual(deps.now().getTime())
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.subject, [`applications/${id}`, `customers/${account!.id}`]))
    expect(audit.map((row) => [row.action, row.actorAccountId]).sort()).toEqual([
      ['applications.approved', manager.id],
      ['customers.created', manager.id],
    ])

    // The set-password mail is in the outbox with the approval; the applicant is greeted by name.
    const [mail, ...moreMail] = (await mailsTo(deps, form.email.toLowerCase())).filter((row) =>
      row.subject.startsWith('Set your'),
    )
    expect(moreMail).toEqual([])
    expect(mail!.text).toContain(`Hello ${form.fullName},`)
    expect(mail!.text).toContain('within 7 days')
    await deliverAllMail(app)
    const sent = smtp.to(form.email.toLowerCase()).find((message) => message.subject.startsWith('Set your'))!
    const resetToken = linkPattern.exec(sent.text)?.[1]
    expect(resetToken).toBeDefined()

    // The link works for a week (not a self-service reset's half hour); it sets a password the customer signs in with.
    const [link] = await deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, account!.id))
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 24 * 60 * 60_000)
    const set = await api.post('/api/salt/change-pass', { token: resetToken, newPass: 'lakeside-plows-2026' })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const customerToken = await api.signIn(form.email, 'lakeside-plows-2026')
    const profile = await api.get('/api/salt/profile', { token: customerToken })
    expect(profile.body).toMatchObject({
      customerNo: account!.customerNo,
      paymentOption: 'Prepaid',
      cards: expect.arrayContaining(
        accountCards.map((card) => expect.objectContaining({ CardNo: card.cardNo })),
      ),
    })
    expect((profile.body as { cards: unknown[] }).cards).toHaveLength(3)
  })

  test('without a number of cards, the account gets as many as the applicant asked for', async () => {
    const { id, form } = await applied(deps)
    await deps.db.update(cardApplications).set({ cardsRequested: 4 }).where(eq(cardApplications.id, id))
    const response = await approve(id, { version: 1 })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const [account] = await accountsWithEmail(deps, form.email)
    expect(await deps.db.select().from(cards).where(eq(cards.accountId, account!.id))).toHaveLength(4)
  })

  test('twice at once (a double click, two managers): one account, one mail, the other told it is decided', async () => {
    const { id, form } = await applied(deps)
    const answers = await Promise.all([
      approve(id, { version: 1, cards: 2 }),
      approve(id, { version: 1, cards: 2 }, colleagueToken),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.body).toMatchObject({ error: { code: 'already_decided' } })
    const created = await accountsWithEmail(deps, form.email)
    expect(created).toHaveLength(1)
    expect(await deps.db.select().from(cards).where(eq(cards.accountId, created[0]!.id))).toHaveLength(2)
    const mails = await mailsTo(deps, form.email.toLowerCase())
    expect(mails.filter((mail) => mail.subject.startsWith('Set your'))).toHaveLength(1)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `applications/${id}`), eq(auditLog.action, 'applications.approved')))
    expect(audit).toBeDefined()
  })

  test('different applications approved at once get different customer and card numbers', async () => {
    const made = await Promise.all([applied(deps), applied(deps), applied(deps), applied(deps)])
    const answers = await Promise.all(made.map(({ id }) => approve(id, { version: 1, cards: 2 })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const customerNos = answers.map((answer) => (answer.body as AdminApplication).account!.customerNo)
    expect(new Set(customerNos).size).toBe(4)
    const accountIds = answers.map((answer) => (answer.body as AdminApplication).account!.id)
    const cardRows = await deps.db.select().from(cards).where(inArray(cards.accountId, accountIds))
    expect(new Set(cardRows.map((card) => card.cardNo)).size).toBe(8)
  })

  test('two applications from one address approved at once: one account, the other refused as taken', async () => {
    const email = `twice-${uniqueTag()}@example.test`
    const [a, b] = await Promise.all([applied(deps, { email }), applied(deps, { email })])
    const answers = await Promise.all([
      approve(a.id, { version: 1, cards: 1 }),
      approve(b.id, { version: 1, cards: 1 }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      error: { code: 'email_has_account' },
    })
    expect(await accountsWithEmail(deps, email)).toHaveLength(1)
  })

  test('an e-mail address that already has an account is refused with a clear message, and nothing is made', async () => {
    const customer = await createAccount(deps.db)
    const { id } = await applied(deps, { email: customer.eMail })
    const before = await deps.db.select({ id: accounts.id }).from(accounts)
    const mailsBefore = await mailsTo(deps, customer.eMail)
    const response = await approve(id, { version: 1, cards: 1 })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      error: {
        code: 'email_has_account',
        message: `An account with this e-mail address already exists (customer ${customer.customerNo}). Decline this application, or add cards to that account instead.`,
      },
    })
    expect(await deps.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length)
    expect(((await read(id)).body as AdminApplication).status).toBe('new')
    expect(await mailsTo(deps, customer.eMail)).toEqual(mailsBefore)
  })

  test('a stale version is refused (409) and changes nothing', async () => {
    const { id, form } = await applied(deps)
    await deps.db.update(cardApplications).set({ version: 2 }).where(eq(cardApplications.id, id))
    const response = await approve(id, { version: 1, cards: 1 })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect(await accountsWithEmail(deps, form.email)).toEqual([])
  })

  test.each([
    [{ version: 1, cards: 0 }, 'cards'],
    [{ version: 1, cards: 21 }, 'cards'],
    [{ version: 1, cards: 1.5 }, 'cards'],
    [{ version: 1, cards: '2' }, 'cards'],
    [{ cards: 1 }, 'version'],
    [{ version: 0, cards: 1 }, 'version'],
  ])('bad input %j is a 400 naming %s', async (body, field) => {
    const { id } = await applied(deps)
    const response = await approve(id, body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
    })
    expect(((await read(id)).body as AdminApplication).status).toBe('new')
  })
})
