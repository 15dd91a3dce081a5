import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { accounts, cardApplications, cardRequests, outbox } from '#server/db/schema.ts'
import { limits } from '#server/services/rate-limit.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const sales = deps.config.SALES_EMAIL

let ipCounter = 0
/** Each request from its own address unless a test says otherwise, so the per-address limit stays out of the way. */
const nextIp = () => `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

const application = {
  fullName: 'Dana Whitfield',
  company: 'Whitfield Snow & Ice <Ltd>',
  email: 'Dana@Whitfield.example',
  contactNumber: '705-555-0133',
  companyAddress: '88 Bayfield St, Barrie',
  postalCode: 'L4M 3A9',
  city: 'Barrie',
}

const sendEmail = (body: unknown, options: { token?: string; ip?: string } = {}) =>
  api.post('/api/salt/send-email', body, { ip: options.ip ?? nextIp(), token: options.token })

describe('send-email applySalt', () => {
  test('stores a new application, mails sales and sends the applicant a fixed-text confirmation', async () => {
    const response = await sendEmail({
      htmlType: 'applySalt',
      toEmail: 'attacker@evil.example',
      htmlData: application,
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    const [row] = await deps.db
      .select()
      .from(cardApplications)
      .where(eq(cardApplications.eMail, 'dana@whitfield.example'))
    expect(row).toMatchObject({
      fullName: 'Dana Whitfield',
      company: 'Whitfield Snow & Ice <Ltd>',
      contactNumber: '705-555-0133',
      companyAddress: '88 Bayfield St, Barrie',
      postalCode: 'L4M 3A9',
      city: 'Barrie',
      status: 'new',
    })

    await deliverAllMail(app)
    const toSales = smtp.to(sales).filter((mail) => mail.subject.startsWith('Salt Card application'))
    expect(toSales).toHaveLength(1)
    expect(toSales[0]!.subject).toBe(`Salt Card application #${row!.id}: Whitfield Snow & Ice <Ltd>`)
    for (const line of [
      'Full name: Dana Whitfield',
      'E-mail: dana@whitfield.example',
      'Contact number: 705-555-0133',
      'Company address: 88 Bayfield St, Barrie',
      'Postal code: L4M 3A9',
    ]) {
      expect(toSales[0]!.text).toContain(line)
    }
    expect(toSales[0]!.html).toContain('Whitfield Snow &#38; Ice &#60;Ltd&#62;')
    const [confirmation] = smtp.to('dana@whitfield.example')
    expect(confirmation?.subject).toBe('Your Salt Card application with Draglam Salt')
    expect(confirmation?.text).toContain(
      'Thank you for requesting a Salt Card. An Account Manager will call to complete set-up.',
    )
    expect(confirmation?.text).not.toContain('Whitfield')
    expect(smtp.to('attacker@evil.example')).toEqual([])
  })

  test('postal code and city are optional; each required field missing is named', async () => {
    const { postalCode: _p, city: _c, ...required } = application
    const minimal = await sendEmail({
      htmlType: 'applySalt',
      htmlData: { ...required, email: 'min@example.test' },
    })
    expect(minimal.status).toBe(200)
    const [row] = await deps.db
      .select()
      .from(cardApplications)
      .where(eq(cardApplications.eMail, 'min@example.test'))
    expect(row).toMatchObject({ postalCode: null, city: null })

    for (const field of ['fullName', 'company', 'email', 'contactNumber', 'companyAddress'] as const) {
      const response = await sendEmail({ htmlType: 'applySalt', htmlData: { ...application, [field]: '  ' } })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
      })
    }
    const badEmail = await sendEmail({
      htmlType: 'applySalt',
      htmlData: { ...application, email: 'not-an-email' },
    })
    expect(badEmail.body).toMatchObject({ error: { fields: { email: 'Enter a valid e-mail address.' } } })
    expect((await sendEmail({ htmlType: 'applySalt' })).status).toBe(400)
  })

  test('a filled honeypot gets the same answer and nothing is stored or sent', async () => {
    const response = await sendEmail({
      htmlType: 'applySalt',
      htmlData: { ...application, email: 'robot@spam.example', website: 'http://spam.example' },
    })
    expect(response.body).toEqual({ success: true })
    expect(
      await deps.db.select().from(cardApplications).where(eq(cardApplications.eMail, 'robot@spam.example')),
    ).toEqual([])
    expect(await deps.db.select().from(outbox).where(eq(outbox.toAddress, 'robot@spam.example'))).toEqual([])
  })

  test('applications are limited per address: 429 with Retry-After after the limit', async () => {
    const ip = '203.0.113.77'
    const { limit } = limits.saltApplicationsPerIp
    for (let i = 0; i < limit; i++) {
      const response = await sendEmail(
        { htmlType: 'applySalt', htmlData: { ...application, email: `limit-${i}@example.test` } },
        { ip },
      )
      expect(response.status).toBe(200)
    }
    const blocked = await sendEmail(
      { htmlType: 'applySalt', htmlData: { ...application, email: 'limit-over@example.test' } },
      { ip },
    )
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBeTruthy()
    expect(
      await deps.db
        .select()
        .from(cardApplications)
        .where(eq(cardApplications.eMail, 'limit-over@example.test')),
    ).toEqual([])
  })
})

describe('send-email addCardCustomer', () => {
  test("stores the request for the signed-in account and mails sales and the account's own address", async () => {
    const customer = await createAccount(deps.db, { name: 'Orillia Plowing' })
    await deps.db
      .update(accounts)
      .set({ contactNumber: '705-555-0199', address: '5 Front St' })
      .where(eq(accounts.id, customer.id))
    const token = await api.signIn(customer.eMail, customer.password)
    const response = await sendEmail(
      {
        htmlType: 'addCardCustomer',
        toEmail: 'someone-else@example.test',
        subject: 'Anything the browser likes',
        htmlData: { quantity: 3, eMail: 'forged@example.test', name: 'Forged Name', customerNo: 'C999999' },
      },
      { token },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    const [request] = await deps.db.select().from(cardRequests).where(eq(cardRequests.accountId, customer.id))
    expect(request).toMatchObject({ quantity: 3, status: 'new' })

    await deliverAllMail(app)
    const toSales = smtp.to(sales).filter((mail) => mail.text.includes(customer.customerNo))
    expect(toSales).toHaveLength(1)
    expect(toSales[0]!.subject).toBe('You requested to add 3 Cards')
    expect(toSales[0]!.text).toContain(
      `Card request #${request!.id}: Orillia Plowing (customer ${customer.customerNo}) asks for 3 more Salt Cards.`,
    )
    expect(toSales[0]!.text).toContain(`E-mail: ${customer.eMail}`)
    expect(toSales[0]!.text).toContain('Contact number: 705-555-0199')
    expect(toSales[0]!.text).not.toContain('Forged')
    const [confirmation] = smtp.to(customer.eMail)
    expect(confirmation?.subject).toBe('You requested to add 3 Cards')
    expect(confirmation?.text).toContain('We received your request for 3 more Salt Cards.')
    expect(smtp.to('forged@example.test')).toEqual([])
    expect(smtp.to('someone-else@example.test')).toEqual([])
  })

  test('a quantity from 1 to 20 is required; without a token it is a 401', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    for (const htmlData of [
      {},
      { quantity: 0 },
      { quantity: 21 },
      { quantity: 2.5 },
      { quantity: 'many' },
      null,
    ]) {
      const response = await sendEmail({ htmlType: 'addCardCustomer', htmlData }, { token })
      expect(response.status, JSON.stringify(htmlData)).toBe(400)
    }
    expect(
      (await sendEmail({ htmlType: 'addCardCustomer', htmlData: { quantity: 1 } }, { token })).status,
    ).toBe(200)
    expect(
      (await sendEmail({ htmlType: 'addCardCustomer', htmlData: { quantity: '20' } }, { token })).status,
    ).toBe(200)
    const anonymous = await sendEmail({ htmlType: 'addCardCustomer', htmlData: { quantity: 2 } })
    expect(anonymous.status).toBe(401)
    const rows = await deps.db.select().from(cardRequests).where(eq(cardRequests.accountId, customer.id))
    expect(rows.map((row) => row.quantity).sort((a, b) => a - b)).toEqual([1, 20])
  })
})
