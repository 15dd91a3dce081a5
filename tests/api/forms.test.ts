import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { type FormKind, formSubmissions, outbox } from '#server/db/schema.ts'
import { limits } from '#server/services/rate-limit.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const salesMailbox = deps.config.SALES_EMAIL

let ipCounter = 0
/** Each test from its own address, so the per-address limit only bites where a test wants it to. */
const nextIp = () => `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

let mailCounter = 0
const uniqueEmail = () => `visitor-${++mailCounter}-${Date.now()}@example.test`

/** A complete, valid request of each form, with a little HTML in the free text to prove it is escaped. */
function validData(kind: FormKind, email: string): Record<string, string> {
  switch (kind) {
    case 'contact':
      return { name: 'Dana <b>Bold</b>', email, phone: '', message: 'Do you sell <script>x</script> brine?' }
    case 'contactSales':
      return {
        name: 'Sam Plow',
        company: 'Plow & Sons <Ltd>',
        email,
        phone: '(905) 555-0182',
        interest: 'seasonal-supply',
        message: 'About 800 t for the season.\nThree sites.',
      }
    case 'becomeDealer':
      return {
        company: 'North Yard Supply',
        contactName: 'Lee Dealer',
        email,
        phone: '705-555-0110',
        address: '12 Quarry Rd',
        city: 'Barrie',
        postalCode: 'l4n 7z3',
        storageCapacity: '1,200 t covered dome',
        message: '',
      }
    case 'quickOrder':
      return {
        name: 'Robin Lot',
        company: '',
        email,
        phone: '416 555 0199',
        productGroup: 'bulk-salt',
        product: 'Treated rock salt',
        quantity: '24',
        unit: 'tonnes',
        deliveryAddress: '400 Commerce Dr',
        city: 'Concord',
        postalCode: 'L4K 4T2',
        preferredFrom: '2026-12-01',
        preferredTo: '2026-12-03',
        notes: 'Gate code 1234',
      }
  }
}

/** The fields each form requires: an empty request must name exactly these. */
const requiredFields: Record<FormKind, string[]> = {
  contact: ['name', 'email', 'message'],
  contactSales: ['name', 'company', 'email', 'phone', 'interest', 'message'],
  becomeDealer: [
    'company',
    'contactName',
    'email',
    'phone',
    'address',
    'city',
    'postalCode',
    'storageCapacity',
  ],
  quickOrder: [
    'name',
    'email',
    'phone',
    'productGroup',
    'quantity',
    'unit',
    'deliveryAddress',
    'city',
    'postalCode',
    'preferredFrom',
    'preferredTo',
  ],
}

const send = (htmlType: FormKind, htmlData: unknown, ip = nextIp(), extra: Record<string, unknown> = {}) =>
  api.post('/api/salt/send-email', { htmlType, htmlData, ...extra }, { ip })

const rowsFrom = (email: string) =>
  deps.db.select().from(formSubmissions).where(eq(formSubmissions.eMail, email))
const queuedFor = (address: string) => deps.db.select().from(outbox).where(eq(outbox.toAddress, address))

const kinds: FormKind[] = ['contact', 'contactSales', 'becomeDealer', 'quickOrder']

describe.each(kinds)('%s form', (kind) => {
  test('empty input is a 400 naming exactly the required fields, and nothing is stored', async () => {
    const response = await send(kind, {})
    expect(response.status).toBe(400)
    const body = response.body as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('invalid_input')
    expect(Object.keys(body.error.fields).sort()).toEqual([...requiredFields[kind]].sort())
  })

  test('a bad e-mail address is named, and a missing htmlData is a 400 too', async () => {
    const email = uniqueEmail()
    const bad = await send(kind, { ...validData(kind, email), email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { fields: { email: expect.any(String) } } })
    expect((await send(kind, undefined)).status).toBe(400)
    expect(await rowsFrom(email)).toEqual([])
  })

  test('a filled honeypot answers success but stores and sends nothing', async () => {
    const email = uniqueEmail()
    const response = await send(kind, { ...validData(kind, email), website: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true })
    expect(await rowsFrom(email)).toEqual([])
    expect(await queuedFor(email)).toEqual([])
  })

  test('a good request is stored and mailed to the sales mailbox and the sender, never to toEmail', async () => {
    const email = uniqueEmail()
    const before = smtp.to(salesMailbox).length
    const response = await send(kind, validData(kind, email), nextIp(), {
      toEmail: 'relay-target@elsewhere.test',
      subject: 'Buy now',
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({ success: true })

    const [row] = await rowsFrom(email)
    expect(row).toMatchObject({ kind, eMail: email, status: 'new' })
    expect(row!.ip).toBeTruthy()

    await app.deliverMail()
    expect(smtp.to('relay-target@elsewhere.test')).toEqual([])
    const salesMails = smtp.to(salesMailbox).slice(before)
    expect(salesMails).toHaveLength(1)
    const sales = salesMails[0]!
    expect(sales.subject).not.toContain('Buy now')
    expect(sales.text).toContain(`Reply to: ${email}`)
    expect(sales.html).toContain(`href="mailto:${email}"`)
    expect(sales.text).toContain(`#${row!.id}`)

    const confirmations = smtp.to(email)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.subject).toBe('Draglam Salt: we received your request')
  })
})

test('every value reaches the sales mail, HTML-escaped, with options in words', async () => {
  const email = uniqueEmail()
  expect((await send('contactSales', validData('contactSales', email))).status).toBe(200)
  const quick = uniqueEmail()
  expect((await send('quickOrder', validData('quickOrder', quick))).status).toBe(200)
  const contact = uniqueEmail()
  expect((await send('contact', validData('contact', contact))).status).toBe(200)
  await app.deliverMail()

  const sales = smtp.to(salesMailbox)
  const salesEnquiry = sales.find((mail) => mail.text.includes(email))!
  expect(salesEnquiry.subject).toBe(
    '[Contact Sales] Sales enquiry from Plow & Sons <Ltd>: A seasonal supply contract',
  )
  expect(salesEnquiry.html).toContain('Plow &#38; Sons &#60;Ltd&#62;')
  expect(salesEnquiry.html).not.toContain('<Ltd>')
  expect(salesEnquiry.html).toContain('About 800 t for the season.<br>Three sites.')
  expect(salesEnquiry.text).toContain('I am interested in:\nA seasonal supply contract')

  const order = sales.find((mail) => mail.text.includes(quick))!
  expect(order.subject).toBe('[Quick Order Salt] Quick order: 24 tonnes of Bulk Salt for Robin Lot')
  expect(order.text).toContain('Company:\n(not given)')
  expect(order.text).toContain('Deliver no earlier than:\n2026-12-01')
  expect(order.text).toContain('Postal code:\nL4K 4T2')

  const message = sales.find((mail) => mail.text.includes(contact))!
  expect(message.html).toContain('Do you sell &#60;script&#62;x&#60;/script&#62; brine?')
  expect(message.html).not.toMatch(/<script/i)
})

test('the confirmation is fixed text: nothing the sender typed goes back out', async () => {
  const email = uniqueEmail()
  const data = validData('contact', email)
  expect((await send('contact', data)).status).toBe(200)
  await app.deliverMail()
  const [confirmation] = smtp.to(email)
  expect(confirmation!.text).toContain('We received your "Contact us" request')
  expect(confirmation!.text).toContain('1-888-555-7258')
  for (const typed of ['Dana', 'Bold', 'brine', 'script']) {
    expect(confirmation!.text).not.toContain(typed)
    expect(confirmation!.html).not.toContain(typed)
  }
})

test('a quick order names the representative call in its confirmation', async () => {
  const email = uniqueEmail()
  expect((await send('quickOrder', validData('quickOrder', email))).status).toBe(200)
  await app.deliverMail()
  expect(smtp.to(email)[0]!.text).toContain(
    'A Draglam Salt representative will call you to finalize your order.',
  )
})

test('a date window that ends before it starts is refused on the latest date', async () => {
  const response = await send('quickOrder', {
    ...validData('quickOrder', uniqueEmail()),
    preferredFrom: '2026-12-10',
    preferredTo: '2026-12-01',
  })
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ error: { fields: { preferredTo: expect.any(String) } } })
})

test('postal codes and phone numbers are checked', async () => {
  const response = await send('becomeDealer', {
    ...validData('becomeDealer', uniqueEmail()),
    postalCode: '90210',
    phone: '555-01',
  })
  expect(response.status).toBe(400)
  const fields = (response.body as { error: { fields: Record<string, string> } }).error.fields
  expect(Object.keys(fields).sort()).toEqual(['phone', 'postalCode'])
})

describe('rate limit', () => {
  const { limit, windowMs } = limits.publicFormsPerIp

  test('one address gets a limited number of requests per form, then 429 with Retry-After', async () => {
    const ip = nextIp()
    for (let i = 0; i < limit; i++) {
      expect((await send('contact', validData('contact', uniqueEmail()), ip)).status).toBe(200)
    }
    const email = uniqueEmail()
    const limited = await send('contact', validData('contact', email), ip)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000)
    expect(await rowsFrom(email)).toEqual([])

    // Another form from the same address, and the same form from another address, still go through.
    expect((await send('quickOrder', validData('quickOrder', uniqueEmail()), ip)).status).toBe(200)
    expect((await send('contact', validData('contact', uniqueEmail()))).status).toBe(200)

    app.clock.advance(windowMs)
    expect((await send('contact', validData('contact', uniqueEmail()), ip)).status).toBe(200)
  })
})
