import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminListRequest } from '#domain/admin/queues/list-request-schemas.ts'
import { listRequests } from '#server/db/schema.ts'
import { catalogEditor, productInput } from '#tests/support/admin-catalog.ts'
import { seedListCatalog, sendEmail, storedCounts } from '#tests/support/my-list.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** ADR 0030: quantities typed up to the unit's maximum, in its step, checked by the server. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
await seedListCatalog(deps.db)

const customer = await createAccount(deps.db, { name: 'Georgian Bay Paving' })
const token = await api.signIn(customer.eMail, customer.password)
const manager = await createStaff(deps.db, 5000)
const managerToken = await api.signIn(manager.eMail, manager.password)

const submitList = (list: unknown) =>
  sendEmail(api, { htmlType: 'myListSubmission', htmlData: { list } }, { token })

const bulkTonnes = (quantity: number) => ({ slug: 'list-bulk-salt', unitName: 'tonne', quantity })
const bags = (quantity: number) => ({ slug: 'list-bulk-salt', unitName: 'bag', quantity })

describe('quantities the unit allows are stored and shown as typed', () => {
  test('40 t of bulk salt and 400 bags: stored, mailed to sales and the customer, shown to staff', async () => {
    const response = await submitList([bulkTonnes(40), bags(400)])
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const requestId = (response.body as { requestId: number }).requestId

    const [row] = await deps.db.select().from(listRequests).where(eq(listRequests.id, requestId))
    expect(row?.items).toEqual([
      { ...bulkTonnes(40), productName: 'Bulk Salt', customSize: false },
      { ...bags(400), productName: 'Bulk Salt', customSize: false },
    ])

    await deliverAllMail(app)
    const lines = ['- Bulk Salt, tonne: 40 tonnes', '- Bulk Salt, bag: 400 bags']
    const toSales = smtp.to(deps.config.SALES_EMAIL).find((mail) => mail.text.includes(`#${requestId}:`))
    const toCustomer = smtp.to(customer.eMail).at(-1)
    for (const line of lines) {
      expect(toSales?.text).toContain(line)
      expect(toCustomer?.text).toContain(line)
    }
    expect(toSales?.html).toContain('>40 tonnes</td>')

    const staffView = await api.get(`/api/salt/admin/listrequests/${requestId}`, { token: managerToken })
    expect(staffView.status).toBe(200)
    expect((staffView.body as AdminListRequest).items.map((item) => item.quantity)).toEqual([40, 400])
  })

  test('tenths of a tonne stay exact, at both ends of the range', async () => {
    const sentAndStored = [
      [40.5, 40.5],
      [0.1 + 0.2 + 0.7, 1],
      [59.9, 59.9],
      [60, 60],
    ]
    for (const [sent, stored] of sentAndStored) {
      const response = await submitList([bulkTonnes(sent!)])
      expect(response.status, `${sent}: ${JSON.stringify(response.body)}`).toBe(200)
      const requestId = (response.body as { requestId: number }).requestId
      const [row] = await deps.db.select().from(listRequests).where(eq(listRequests.id, requestId))
      expect((row?.items as Array<{ quantity: number }>)[0]?.quantity).toBe(stored)
    }
    await deliverAllMail(app)
    expect(smtp.to(customer.eMail).some((mail) => mail.text.includes('Bulk Salt, tonne: 40.5 tonnes'))).toBe(
      true,
    )
  })

  test("my-list/check gives the browser each unit's range", async () => {
    const response = await api.post('/api/salt/my-list/check', {
      items: [
        { slug: 'list-bulk-salt', unitName: 'tonne' },
        { slug: 'list-rock-salt', unitName: 'bulk sack' },
      ],
    })
    expect(response.body).toMatchObject({
      items: [
        { unitName: 'tonne', minQty: 1, maxQty: 60, quantityStep: 'tenth' },
        { unitName: 'bulk sack', minQty: 2, maxQty: 6, quantityStep: 'whole' },
      ],
    })
  })
})

describe("quantities outside the unit's range or off its step: 400 naming the field, nothing stored", () => {
  const refused = async (item: object, message: string) => {
    const before = await storedCounts(deps.db)
    const response = await submitList([{ slug: 'list-rock-salt', unitName: 'bulk sack', quantity: 2 }, item])
    expect(response.status, JSON.stringify(item)).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_list', fields: { 'list.1.quantity': message } },
    })
    expect(await storedCounts(deps.db)).toEqual(before)
  }

  test('out of range', async () => {
    await refused(bulkTonnes(60.1), 'Ask for 1 to 60.')
    await refused(bulkTonnes(61), 'Ask for 1 to 60.')
    await refused(bulkTonnes(0.9), 'Ask for 1 to 60.')
    await refused(bulkTonnes(-40), 'Ask for 1 to 60.')
    await refused(bags(9), 'Ask for 10 to 400.')
    await refused(bags(401), 'Ask for 10 to 400.')
    await refused({ slug: 'list-rock-salt', unitName: 'tonne', quantity: 7 }, 'Ask for 1 to 6.')
  })

  test('off the step', async () => {
    await refused(bulkTonnes(40.05), 'Ask in tenths of a tonne, like 40.5.')
    await refused(bulkTonnes(40.0001), 'Ask in tenths of a tonne, like 40.5.')
    await refused(bags(10.5), 'Ask for a whole number of bags.')
  })

  test('not a number at all: 400 invalid_input naming the field', async () => {
    for (const quantity of ['40', null, true]) {
      const response = await sendEmail(
        api,
        { htmlType: 'myListSubmission', htmlData: { list: [{ ...bulkTonnes(1), quantity }] } },
        { token },
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { 'list.0.quantity': expect.any(String) } },
      })
    }
  })
})

describe('staff set the range in the product editor', () => {
  test('a maximum and tenths are saved and read back; a unit without a maximum gets what plus reaches', async () => {
    const editor = await catalogEditor(app)
    const group = await editor.createGroup()
    const product = await editor.createProduct(group.id, {
      units: [
        { unitName: 'tonne', minQty: 1, customSize: false, maxQty: 60, quantityStep: 'tenth' },
        { unitName: 'bag', minQty: 10, customSize: false },
      ],
    })
    expect(product.units).toEqual([
      { unitName: 'tonne', minQty: 1, customSize: false, maxQty: 60, quantityStep: 'tenth' },
      { unitName: 'bag', minQty: 10, customSize: false, maxQty: 10, quantityStep: 'whole' },
    ])
  })

  test('a maximum below 6 or below the minimum is refused, naming the unit row', async () => {
    const editor = await catalogEditor(app)
    const group = await editor.createGroup()
    for (const [unit, message] of [
      [{ unitName: 'tonne', minQty: 1, customSize: false, maxQty: 5 }, /Use 6 or more/],
      [{ unitName: 'bag', minQty: 10, customSize: false, maxQty: 9 }, /Use 10 or more/],
    ] as const) {
      const response = await editor.send(
        'POST',
        '/api/salt/admin/products',
        productInput(group.id, { units: [unit] }),
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { fields: { 'units.0.maxQty': expect.stringMatching(message) } },
      })
    }
  })
})
