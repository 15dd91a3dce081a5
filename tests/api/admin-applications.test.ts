import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminDashboard } from '#app/lib/admin-dashboard.ts'
import type { AdminApplication, AdminApplicationList } from '#app/lib/schemas/admin-applications.ts'
import {
  accounts,
  auditLog,
  cardApplications,
  cards,
  outbox,
  passwordResetTokens,
} from '#server/db/schema.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { passesLuhn } from '#server/adapters/payments/luhn.ts'
import { submitApplication } from '#server/services/salt-card/requests.ts'
import { applicationForm, seedListCatalog, sendEmail, validList } from '#tests/support/my-list.ts'
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
await seedListCatalog(deps.db)

const unique = () => randomBytes(4).toString('hex')
const linkPattern = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`)

/** An application as the applySalt popup stores it (the public API path is tested below). */
async function applied(overrides: Partial<Record<string, string>> = {}) {
  const tag = unique()
  const form = {
    fullName: `Morgan Lakeside ${tag}`,
    company: `Lakeside Snow ${tag}`,
    email: `morgan-${tag}@lakeside.example`,
    contactNumber: '705-555-0190',
    companyAddress: '4 Dock Rd, Orillia',
    postalCode: 'L3V 1A1',
    city: 'Orillia',
    ...overrides,
  }
  const id = await submitApplication(deps, form, '203.0.113.9')
  return { id, tag, form }
}

const list = (query = '', as = token) => api.get(`/api/salt/admin/applications${query}`, { token: as })
const read = (id: number | string) => api.get(`/api/salt/admin/applications/${id}`, { token })
const approve = (id: number | string, body: unknown, as = token) =>
  api.post(`/api/salt/admin/applications/${id}/approve`, body, { token: as })
const decline = (id: number | string, body: unknown, as = token) =>
  api.post(`/api/salt/admin/applications/${id}/decline`, body, { token: as })

async function listed(query: string): Promise<AdminApplicationList> {
  const response = await list(query)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminApplicationList
}

const accountsWithEmail = (eMail: string) =>
  deps.db.select().from(accounts).where(eq(accounts.eMail, eMail.toLowerCase()))
const mailsTo = (address: string) => deps.db.select().from(outbox).where(eq(outbox.toAddress, address))

describe('the queue', () => {
  test('an application sent through the applySalt popup is in the queue with everything the applicant sent', async () => {
    const tag = unique()
    const response = await api.post(
      '/api/salt/send-email',
      {
        htmlType: 'applySalt',
        htmlData: {
          fullName: 'Dana Whitfield',
          company: `Whitfield <Ice> ${tag}`,
          email: `Dana-${tag}@Whitfield.example`,
          contactNumber: '705-555-0133',
          companyAddress: '88 Bayfield St, Barrie',
          postalCode: 'L4M 3A9',
          city: 'Barrie',
        },
      },
      { ip: '198.51.100.71' },
    )
    expect(response.status).toBe(200)
    const page = await listed(`?q=${tag}`)
    expect(page.total).toBe(1)
    const row = page.items[0]!
    expect(row).toEqual({
      id: expect.any(Number),
      fullName: 'Dana Whitfield',
      company: `Whitfield <Ice> ${tag}`,
      eMail: `dana-${tag}@whitfield.example`,
      city: 'Barrie',
      status: 'new',
      cardsRequested: 1,
      createdAt: expect.any(String),
      existingAccount: null,
    })
    expect((await read(row.id)).body).toEqual({
      ...row,
      contactNumber: '705-555-0133',
      companyAddress: '88 Bayfield St, Barrie',
      postalCode: 'L4M 3A9',
      declineReason: null,
      account: null,
      decidedBy: null,
      decidedAt: null,
      updatedAt: expect.any(String),
      version: 1,
    })
  })

  test('a list sent with the register form is also an application, in the same queue', async () => {
    const tag = unique()
    const email = `riley-${tag}@okafor.example`
    const submission = {
      htmlType: 'newAccountListSubmission',
      htmlData: { form: { ...applicationForm(email), website: '' }, list: validList() },
    }
    const key = `register-${tag}`
    const response = await sendEmail(api, submission, { key })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    // The same submission again (a retry, a double click) is the same request: still one application.
    expect((await sendEmail(api, submission, { key })).body).toEqual(response.body)
    const page = await listed(`?q=${encodeURIComponent(email)}`)
    expect(page.items).toEqual([
      expect.objectContaining({
        fullName: 'Riley Okafor',
        company: 'Okafor Property <Care>',
        eMail: email,
        city: 'Toronto',
        status: 'new',
      }),
    ])
    const detail = (await read(page.items[0]!.id)).body as AdminApplication
    expect(detail).toMatchObject({
      contactNumber: '416-555-0142',
      companyAddress: '12 King St W, Toronto',
      postalCode: 'M5H 1A1',
    })
  })

  test('filters by status (new unless asked), searches name, company, e-mail and city, sorts and pages', async () => {
    const tag = unique()
    const made = []
    for (let i = 0; i < 27; i++)
      made.push(await applied({ company: `Pager ${tag} ${String(i).padStart(2, '0')}`, city: `Town${tag}` }))
    await deps.db
      .update(cardApplications)
      .set({ status: 'declined', declineReason: 'Test' })
      .where(eq(cardApplications.id, made[0]!.id))

    const first = await listed(`?q=Town${tag}`)
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    // Newest first: the last one applied leads.
    expect(first.items[0]!.id).toBe(made[26]!.id)
    const second = await listed(`?q=Town${tag}&page=2`)
    expect(second.items.map((row) => row.id)).toEqual([made[1]!.id])

    expect((await listed(`?q=Town${tag}&status=declined`)).items.map((row) => row.id)).toEqual([made[0]!.id])
    expect((await listed(`?q=Town${tag}&status=approved`)).total).toBe(0)
    expect((await listed(`?q=Town${tag}&status=all`)).total).toBe(27)

    const byCompany = await listed(`?q=Town${tag}&sort=company&dir=asc`)
    expect(byCompany.items[0]!.company).toBe(`Pager ${tag} 01`)
    const byCompanyDesc = await listed(`?q=Town${tag}&sort=company&dir=desc`)
    expect(byCompanyDesc.items[0]!.company).toBe(`Pager ${tag} 26`)

    const one = made[5]!
    for (const q of [one.form.fullName, one.form.company, one.form.email.toUpperCase()])
      expect((await listed(`?q=${encodeURIComponent(q)}`)).items.map((row) => row.id)).toEqual([one.id])
    const nothing = await listed(`?q=no-such-applicant-${tag}`)
    expect(nothing).toEqual({ items: [], total: 0, page: 1, pageSize: 25 })
  })

  test('an applicant whose e-mail already has an account is flagged, in the list and on the page', async () => {
    const customer = await createAccount(deps.db)
    const { id } = await applied({ email: customer.eMail.toUpperCase() })
    const page = await listed(`?q=${encodeURIComponent(customer.eMail)}`)
    expect(page.items[0]!.existingAccount).toEqual({
      id: customer.id,
      customerNo: customer.customerNo,
      name: customer.name,
    })
    expect(((await read(id)).body as AdminApplication).existingAccount).toMatchObject({ id: customer.id })
  })

  test('managers see the new applications on the dashboard; editors do not', async () => {
    await applied()
    const dashboard = (await api.get('/api/salt/admin/dashboard', { token })).body as AdminDashboard
    const pending = (
      await deps.db
        .select({ id: cardApplications.id })
        .from(cardApplications)
        .where(eq(cardApplications.status, 'new'))
    ).length
    expect(pending).toBeGreaterThan(1)
    expect(dashboard.attention[0]).toEqual({
      kind: 'new-applications',
      text: `${pending} new Salt Card applications wait for a decision.`,
      section: 'applications',
    })
    const editor = await createStaff(deps.db, 3000)
    const editorToken = await api.signIn(editor.eMail, editor.password)
    const editorView = (await api.get('/api/salt/admin/dashboard', { token: editorToken }))
      .body as AdminDashboard
    expect(editorView.attention.map((item) => item.kind)).not.toContain('new-applications')
  })
})

describe('approve', () => {
  test('creates one Prepaid customer with the cards asked for, mails a week-long link that sets a password', async () => {
    const { id, form } = await applied()
    const before = deps.now().getTime()
    const response = await approve(id, { version: 1, cards: 3 })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const decided = response.body as AdminApplication

    const [account, ...others] = await accountsWithEmail(form.email)
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
    const [mail, ...moreMail] = (await mailsTo(form.email.toLowerCase())).filter((row) =>
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

  test('twice at once (a double click, two managers): one account, one mail, the other told it is decided', async () => {
    const { id, form } = await applied()
    const answers = await Promise.all([
      approve(id, { version: 1, cards: 2 }),
      approve(id, { version: 1, cards: 2 }, colleagueToken),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.body).toMatchObject({ error: { code: 'already_decided' } })
    const created = await accountsWithEmail(form.email)
    expect(created).toHaveLength(1)
    expect(await deps.db.select().from(cards).where(eq(cards.accountId, created[0]!.id))).toHaveLength(2)
    const mails = await mailsTo(form.email.toLowerCase())
    expect(mails.filter((mail) => mail.subject.startsWith('Set your'))).toHaveLength(1)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `applications/${id}`), eq(auditLog.action, 'applications.approved')))
    expect(audit).toBeDefined()
  })

  test('different applications approved at once get different customer and card numbers', async () => {
    const made = await Promise.all([applied(), applied(), applied(), applied()])
    const answers = await Promise.all(made.map(({ id }) => approve(id, { version: 1, cards: 2 })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const customerNos = answers.map((answer) => (answer.body as AdminApplication).account!.customerNo)
    expect(new Set(customerNos).size).toBe(4)
    const accountIds = answers.map((answer) => (answer.body as AdminApplication).account!.id)
    const cardRows = await deps.db.select().from(cards).where(inArray(cards.accountId, accountIds))
    expect(new Set(cardRows.map((card) => card.cardNo)).size).toBe(8)
  })

  test('two applications from one address approved at once: one account, the other refused as taken', async () => {
    const email = `twice-${unique()}@example.test`
    const [a, b] = await Promise.all([applied({ email }), applied({ email })])
    const answers = await Promise.all([
      approve(a.id, { version: 1, cards: 1 }),
      approve(b.id, { version: 1, cards: 1 }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      error: { code: 'email_has_account' },
    })
    expect(await accountsWithEmail(email)).toHaveLength(1)
  })

  test('an e-mail address that already has an account is refused with a clear message, and nothing is made', async () => {
    const customer = await createAccount(deps.db)
    const { id } = await applied({ email: customer.eMail })
    const before = await deps.db.select({ id: accounts.id }).from(accounts)
    const mailsBefore = await mailsTo(customer.eMail)
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
    expect(await mailsTo(customer.eMail)).toEqual(mailsBefore)
  })

  test('a stale version is refused (409) and changes nothing', async () => {
    const { id, form } = await applied()
    await deps.db.update(cardApplications).set({ version: 2 }).where(eq(cardApplications.id, id))
    const response = await approve(id, { version: 1, cards: 1 })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect(await accountsWithEmail(form.email)).toEqual([])
  })

  test.each([
    [{ version: 1 }, 'cards'],
    [{ version: 1, cards: 0 }, 'cards'],
    [{ version: 1, cards: 21 }, 'cards'],
    [{ version: 1, cards: 1.5 }, 'cards'],
    [{ version: 1, cards: '2' }, 'cards'],
    [{ cards: 1 }, 'version'],
    [{ version: 0, cards: 1 }, 'version'],
  ])('bad input %j is a 400 naming %s', async (body, field) => {
    const { id } = await applied()
    const response = await approve(id, body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
    })
    expect(((await read(id)).body as AdminApplication).status).toBe('new')
  })
})

describe('decline', () => {
  test('needs a reason', async () => {
    const { id } = await applied()
    for (const body of [{ version: 1 }, { version: 1, reason: '' }, { version: 1, reason: '   ' }]) {
      const response = await decline(id, body)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { reason: expect.any(String) } } })
    }
    const tooLong = await decline(id, { version: 1, reason: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)
    expect(((await read(id)).body as AdminApplication).status).toBe('new')
  })

  test('keeps the reason, audits it, mails the applicant nothing, and cannot be approved after', async () => {
    const { id, form } = await applied()
    const mailsBefore = (await mailsTo(form.email)).length
    const response = await decline(id, { version: 1, reason: '  Duplicate of an earlier application.  ' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({
      status: 'declined',
      declineReason: 'Duplicate of an earlier application.',
      decidedBy: { id: manager.id },
      account: null,
      version: 2,
    })
    expect(await mailsTo(form.email)).toHaveLength(mailsBefore)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `applications/${id}`))
    expect(audit).toMatchObject({
      action: 'applications.declined',
      actorAccountId: manager.id,
      details: { reason: 'Duplicate of an earlier application.' },
    })
    const late = await approve(id, { version: 2, cards: 1 })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({
      error: {
        code: 'already_decided',
        message: 'This application was already declined. Reload the page to see the decision.',
      },
    })
    expect(await accountsWithEmail(form.email)).toEqual([])
  })
})

describe('bad addresses and queries', () => {
  test.each([
    ['/api/salt/admin/applications?status=pending'],
    ['/api/salt/admin/applications?page=0'],
    ['/api/salt/admin/applications?sort=email'],
    ['/api/salt/admin/applications/abc'],
    ['/api/salt/admin/applications/99999999999'],
  ])('GET %s is a 400', async (path) => {
    expect((await api.get(path, { token })).status).toBe(400)
  })

  test('an application that does not exist is a 404, also for approve and decline', async () => {
    expect((await read(2_000_000_000)).status).toBe(404)
    expect((await approve(2_000_000_000, { version: 1, cards: 1 })).status).toBe(404)
    expect((await decline(2_000_000_000, { version: 1, reason: 'No.' })).status).toBe(404)
  })
})
