import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminDashboard } from '#domain/admin/dashboard.ts'
import type { AdminApplication, AdminApplicationList } from '#domain/admin/queues/application-schemas.ts'
import { auditLog, cardApplications } from '#server/db/schema.ts'
import {
  accountsWithEmail,
  applicationCalls,
  applied,
  mailsTo,
  uniqueTag,
} from '#tests/support/api/applications.ts'
import { applicationForm, seedListCatalog, sendEmail, validList } from '#tests/support/my-list.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const manager = await createStaff(deps.db, 5000)
const token = await api.signIn(manager.eMail, manager.password)
await seedListCatalog(deps.db)
const { list, read, approve, decline } = applicationCalls(api, token)

async function listed(query: string): Promise<AdminApplicationList> {
  const response = await list(query)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminApplicationList
}

describe('the queue', () => {
  test('an application sent through the applySalt popup is in the queue with everything the applicant sent', async () => {
    const tag = uniqueTag()
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
    const tag = uniqueTag()
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
    const tag = uniqueTag()
    const made = []
    for (let i = 0; i < 27; i++)
      made.push(
        await applied(deps, { company: `Pager ${tag} ${String(i).padStart(2, '0')}`, city: `Town${tag}` }),
      )
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
    const { id } = await applied(deps, { email: customer.eMail.toUpperCase() })
    const page = await listed(`?q=${encodeURIComponent(customer.eMail)}`)
    expect(page.items[0]!.existingAccount).toEqual({
      id: customer.id,
      customerNo: customer.customerNo,
      name: customer.name,
    })
    expect(((await read(id)).body as AdminApplication).existingAccount).toMatchObject({ id: customer.id })
  })

  test('managers see the new applications on the dashboard; editors do not', async () => {
    await applied(deps)
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

describe('decline', () => {
  test('needs a reason', async () => {
    const { id } = await applied(deps)
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
    const { id, form } = await applied(deps)
    const mailsBefore = (await mailsTo(deps, form.email)).length
    const response = await decline(id, { version: 1, reason: '  Duplicate of an earlier application.  ' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({
      status: 'declined',
      declineReason: 'Duplicate of an earlier application.',
      decidedBy: { id: manager.id },
      account: null,
      version: 2,
    })
    expect(await mailsTo(deps, form.email)).toHaveLength(mailsBefore)
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
    expect(await accountsWithEmail(deps, form.email)).toEqual([])
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
