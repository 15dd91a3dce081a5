import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { listRequests, sessions } from '#server/db/schema.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount } from '#tests/support/seed.ts'
import {
  applicationForm,
  listSubmission,
  seedListCatalog,
  sendEmail,
  torontoDay,
  validList,
} from '#tests/support/my-list.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const sales = deps.config.SALES_EMAIL
await seedListCatalog(deps.db)

const storedItems = [
  {
    slug: 'list-rock-salt',
    unitName: 'tonne',
    quantity: 6,
    productName: 'Treated Rock Salt <Premium>',
    customSize: false,
  },
  {
    slug: 'list-rock-salt',
    unitName: 'bulk sack',
    quantity: 2,
    productName: 'Treated Rock Salt <Premium>',
    customSize: false,
  },
  { slug: 'list-brine', unitName: '1,000 L tote', quantity: 3, productName: 'Salt Brine', customSize: true },
]
const itemLines = [
  '- Treated Rock Salt <Premium>, tonne: 6 tonnes',
  '- Treated Rock Salt <Premium>, bulk sack: 2 bulk sacks',
  '- Salt Brine, 1,000 L tote: 3 x (1,000 L tote)',
]

const requestRow = async (id: number) =>
  (await deps.db.select().from(listRequests).where(eq(listRequests.id, id)))[0]

const requestIdOf = (body: unknown) => (body as { requestId: number }).requestId

/** The one mail of request #id in a mailbox. */
async function mailOf(address: string, requestId: number | null, subject: string) {
  await deliverAllMail(app)
  const mails = smtp
    .to(address)
    .filter(
      (mail) => mail.subject === subject && (requestId === null || mail.text.includes(`#${requestId}:`)),
    )
  expect(mails).toHaveLength(1)
  return mails[0]!
}

describe('send-email myListSubmission (signed in)', () => {
  test('stores the list for the session’s account and mails sales and the customer, the browser’s choices ignored', async () => {
    const customer = await createAccount(deps.db, { name: 'Midtown Plowing' })
    const someoneElse = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    const delivery = {
      siteAddress: '200 Bay St, loading dock <B>',
      city: 'Toronto',
      postalCode: 'm5j2j2',
      dateFrom: torontoDay(1),
      dateTo: torontoDay(3),
      notes: 'Call before arriving.\nGate code 4411',
    }
    const response = await sendEmail(
      api,
      {
        htmlType: 'myListSubmission',
        toEmail: 'attacker@evil.example',
        subject: 'Free salt for everyone',
        htmlData: {
          list: validList(),
          account: { id: someoneElse.id, eMail: 'attacker@evil.example', name: 'Mallory' },
          delivery,
        },
      },
      { token },
    )
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({ success: true, requestId: expect.any(Number) })
    const requestId = requestIdOf(response.body)

    expect(await requestRow(requestId)).toMatchObject({
      kind: 'myList',
      accountId: customer.id,
      items: storedItems,
      delivery: { ...delivery, postalCode: 'M5J 2J2' },
      applicant: null,
      status: 'new',
      ip: expect.any(String),
    })

    const toSales = await mailOf(sales, requestId, '[DELIVERY REQUEST] made for My List items')
    for (const line of [
      ...itemLines,
      'Site address: 200 Bay St, loading dock <B>',
      'Postal code: M5J 2J2',
      `Requested from: ${delivery.dateFrom}`,
      `Requested to: ${delivery.dateTo}`,
      'Notes: Call before arriving.\nGate code 4411',
      'Name: Midtown Plowing',
      `Customer number: ${customer.customerNo}`,
      `E-mail: ${customer.eMail}`,
    ]) {
      expect(toSales.text).toContain(line)
    }
    expect(toSales.html).toContain(
      '<td style="border:1px solid #ccc;padding:4px 8px;text-align:left">Treated Rock Salt &#60;Premium&#62;</td>',
    )
    expect(toSales.html).toContain('loading dock &#60;B&#62;')
    expect(toSales.html).not.toContain('<Premium>')
    expect(toSales.text).not.toContain('Mallory')

    const confirmation = await mailOf(customer.eMail, null, 'Your My List request with Draglam Salt')
    expect(confirmation.text).toContain(
      'Your request has been successfully submitted. A Draglam Salt representative will call you to finalize your order.',
    )
    for (const line of itemLines) expect(confirmation.text).toContain(line)
    expect(smtp.to('attacker@evil.example')).toEqual([])
    expect(smtp.to(someoneElse.eMail)).toEqual([])
  })

  test('without delivery details the row holds none and the mail says so', async () => {
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    const response = await sendEmail(
      api,
      {
        htmlType: 'myListSubmission',
        htmlData: {
          list: [{ slug: 'list-bulk-order', unitName: 'tonne', quantity: 10 }],
          delivery: { notes: ' ' },
        },
      },
      { token },
    )
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const requestId = requestIdOf(response.body)
    expect(await requestRow(requestId)).toMatchObject({
      delivery: null,
      items: [{ slug: 'list-bulk-order', unitName: 'tonne', quantity: 10, productName: 'Bulk Order Salt' }],
    })
    const toSales = await mailOf(sales, requestId, '[DELIVERY REQUEST] made for My List items')
    expect(toSales.text).toContain('Site address: —')
    expect(toSales.text).toContain('- Bulk Order Salt, tonne: 10 tonnes')
  })

  test('signed out, or with a revoked token: 401 and nothing stored', async () => {
    const before = await deps.db.select().from(listRequests)
    const body = { htmlType: 'myListSubmission', htmlData: { list: validList() } }
    expect((await sendEmail(api, body)).status).toBe(401)
    const customer = await createAccount(deps.db)
    const token = await api.signIn(customer.eMail, customer.password)
    await api.post('/api/salt/logout', {}, { token })
    const revoked = await sendEmail(api, body, { token })
    expect(revoked.status).toBe(401)
    expect(revoked.body).toMatchObject({ error: { code: 'unauthorized' } })
    expect(await deps.db.select().from(listRequests)).toEqual(before)
  })
})

describe('list-submission (sign in and submit)', () => {
  test('signs in with the lower-cased username, stores the list under that account and answers a working token', async () => {
    const customer = await createAccount(deps.db, { name: 'Scarborough Snow' })
    const response = await listSubmission(api, {
      type: 'login',
      username: `  ${customer.eMail.toUpperCase()} `,
      password: customer.password,
      list: validList(),
      delivery: { city: 'Markham' },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({
      success: true,
      admin: false,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{20,128}$/),
      requestId: expect.any(Number),
    })
    const { token } = response.body as { token: string }
    expect((await api.get('/api/salt/is-logged', { token })).body).toEqual({ logged: true, admin: false })

    const requestId = requestIdOf(response.body)
    expect(await requestRow(requestId)).toMatchObject({
      kind: 'listLogin',
      accountId: customer.id,
      items: storedItems,
      delivery: { city: 'Markham' },
    })
    const toSales = await mailOf(
      sales,
      requestId,
      `[DELIVERY REQUEST] My List items from Scarborough Snow (customer ${customer.customerNo})`,
    )
    for (const line of [...itemLines, 'City: Markham', `E-mail: ${customer.eMail}`]) {
      expect(toSales.text).toContain(line)
    }
    const confirmation = await mailOf(customer.eMail, null, 'Your My List request with Draglam Salt')
    for (const line of itemLines) expect(confirmation.text).toContain(line)
  })

  test('a wrong password or an unknown user is the sign-in’s own 401, and nothing is stored', async () => {
    const customer = await createAccount(deps.db)
    const loginFailure = await api.post('/api/salt/login', {
      username: customer.eMail,
      password: 'wrong-password',
    })
    expect(loginFailure.status).toBe(401)
    const before = await deps.db.select().from(listRequests)
    for (const username of [customer.eMail, 'nobody@example.test']) {
      const response = await listSubmission(api, {
        type: 'login',
        username,
        password: 'wrong-password',
        list: validList(),
      })
      expect(response.status).toBe(401)
      expect(response.body).toEqual(loginFailure.body)
    }
    expect(await deps.db.select().from(listRequests)).toEqual(before)
  })

  test('the sign-in’s limit per account and address applies: 429 once it is used up, even with the right password', async () => {
    const customer = await createAccount(deps.db)
    const attempt = (password: string) =>
      listSubmission(
        api,
        { type: 'login', username: customer.eMail, password, list: validList() },
        { ip: '203.0.113.9' },
      )
    for (let i = 0; i < 8; i++) expect((await attempt('wrong-password')).status).toBe(401)
    const blocked = await attempt(customer.password)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBeTruthy()
  })

  test('a refused list leaves no session behind', async () => {
    const customer = await createAccount(deps.db)
    const response = await listSubmission(api, {
      type: 'login',
      username: customer.eMail,
      password: customer.password,
      list: [{ slug: 'list-retired', unitName: 'bag', quantity: 1 }],
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_list', fields: { 'list.0.slug': expect.any(String) } },
    })
    expect(await deps.db.select().from(sessions).where(eq(sessions.accountId, customer.id))).toEqual([])
  })
})

describe('send-email newAccountListSubmission (no sign-in)', () => {
  test('stores the list with the application and mails sales and the applicant a fixed-text confirmation', async () => {
    const response = await sendEmail(api, {
      htmlType: 'newAccountListSubmission',
      toEmail: 'attacker@evil.example',
      htmlData: {
        form: { ...applicationForm('Riley@Okafor.example'), website: '' },
        list: validList(),
        delivery: { siteAddress: '1 Yonge St', dateFrom: torontoDay(0) },
      },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({ success: true, requestId: expect.any(Number) })
    const requestId = requestIdOf(response.body)
    expect(await requestRow(requestId)).toMatchObject({
      kind: 'newAccount',
      accountId: null,
      items: storedItems,
      delivery: { siteAddress: '1 Yonge St', dateFrom: torontoDay(0) },
      applicant: applicationForm('riley@okafor.example'),
    })

    const toSales = await mailOf(sales, requestId, 'New account request with My List: Okafor Property <Care>')
    for (const line of [
      ...itemLines,
      'Site address: 1 Yonge St',
      'Full name: Riley Okafor',
      'E-mail: riley@okafor.example',
      'Contact number: 416-555-0142',
      'Company address: 12 King St W, Toronto',
      'Postal code: M5H 1A1',
    ]) {
      expect(toSales.text).toContain(line)
    }
    expect(toSales.html).toContain('Okafor Property &#60;Care&#62;')

    const confirmation = await mailOf('riley@okafor.example', null, 'Your My List request with Draglam Salt')
    expect(confirmation.text).toContain('Your account request and your list were sent to an Account Manager')
    for (const line of itemLines) expect(confirmation.text).toContain(line)
    expect(confirmation.text).not.toContain('Okafor')
    expect(smtp.to('attacker@evil.example')).toEqual([])
  })

  test('the application form’s rules: required fields named, the e-mail must look like one', async () => {
    const form = applicationForm('form@example.test')
    for (const field of ['fullName', 'company', 'email', 'contactNumber', 'companyAddress'] as const) {
      const response = await sendEmail(api, {
        htmlType: 'newAccountListSubmission',
        htmlData: { form: { ...form, [field]: ' ' }, list: validList() },
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [`form.${field}`]: expect.any(String) } },
      })
    }
    const badEmail = await sendEmail(api, {
      htmlType: 'newAccountListSubmission',
      htmlData: { form: { ...form, email: 'riley at okafor' }, list: validList() },
    })
    expect(badEmail.body).toMatchObject({
      error: { fields: { 'form.email': 'Enter a valid e-mail address.' } },
    })
    const { postalCode: _p, city: _c, ...required } = form
    const minimal = await sendEmail(api, {
      htmlType: 'newAccountListSubmission',
      htmlData: { form: required, list: validList() },
    })
    expect(minimal.status, JSON.stringify(minimal.body)).toBe(200)
  })
})

describe('my-list/check', () => {
  test('answers the items still offered, with the catalogue’s details, and drops the rest', async () => {
    const response = await api.post('/api/salt/my-list/check', {
      items: [
        { slug: 'list-brine', unitName: '1,000 L tote' },
        { slug: 'no-such-product', unitName: 'tonne' },
        { slug: 'list-rock-salt', unitName: 'pallet' },
        { slug: 'list-retired', unitName: 'bag' },
        { slug: 'list-orphan', unitName: 'bag' },
        { slug: 'list-rock-salt', unitName: 'bulk sack' },
      ],
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      items: [
        {
          slug: 'list-brine',
          unitName: '1,000 L tote',
          productName: 'Salt Brine',
          imgUrl: '',
          minQty: 1,
          customSize: true,
          maxQty: 6,
          quantityStep: 'whole',
          href: '/products/list-test-salt/list-brine',
        },
        {
          slug: 'list-rock-salt',
          unitName: 'bulk sack',
          productName: 'Treated Rock Salt <Premium>',
          imgUrl: '/images/products/rock-salt.svg',
          minQty: 2,
          customSize: false,
          maxQty: 6,
          quantityStep: 'whole',
          href: '/products/list-test-salt/list-rock-salt',
        },
      ],
    })
    expect((await api.post('/api/salt/my-list/check', { items: [] })).body).toEqual({ items: [] })
  })

  test('refuses more than 100 items and wrong types with 400', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ slug: `p-${i}`, unitName: 'tonne' }))
    for (const body of [
      { items: many },
      { items: 'list-brine' },
      { items: [{ slug: 7, unitName: 'tonne' }] },
      {},
    ]) {
      const response = await api.post('/api/salt/my-list/check', body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'invalid_input' } })
    }
  })
})
