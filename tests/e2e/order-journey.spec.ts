import { readFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import { monthName } from '#domain/statements/month.ts'
import { awaitHydrationOnLoad, expect, test } from '#tests/e2e/support/fixtures.ts'
import { newCustomer } from '#tests/e2e/support/fleet.ts'
import { signIn, useSession } from '#tests/e2e/support/site.ts'
import { pdfText } from '#tests/support/pdf-text.ts'

/**
 * The contractor's whole loop in the browser (ADR 0032), each person at their own screen: a customer types 40 t of bulk salt into My
 * List and sends it; a manager quotes it; the customer asks for a change and gets version 2, accepts it with a PO
 * number; the manager schedules and delivers it; the customer sees the timeline, the delivery ticket's PDF and the
 * payment on this month's statement.
 */
const torontoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
const torontoMonth = () => torontoDay(0).slice(0, 7)
/** Now on a Toronto wall clock, as a datetime-local field takes it (YYYY-MM-DDTHH:MM). */
const torontoNow = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Toronto',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(new Date())
    .replace(' ', 'T')

async function sendQuote(page: Page, requestId: number, version: number, price: string) {
  await page.goto(`/admin/listrequests/${requestId}`)
  const form = page.getByRole('form', { name: 'Quote' })
  const line = form.getByRole('group', { name: 'Line 1' })
  await expect(line.getByLabel('Product')).toHaveValue('Rock Salt')
  await expect(line.getByLabel('Quantity')).toHaveValue('40')
  await line.getByLabel('Unit price ($)').fill(price)
  await form.getByLabel('Delivery fee ($)').fill('0')
  await form.getByLabel('Delivery day').fill(torontoDay(7))
  await form.getByLabel('Valid until').fill(torontoDay(3))
  await form.getByRole('button', { name: version === 1 ? 'Send quote' : `Send version ${version}` }).click()
  // The quote shows the version just sent (and the form starts the next one).
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(`^Version ${version}, sent `) }),
  ).toBeVisible()
}

test('40 t typed, quoted, changed, accepted with a PO, scheduled and delivered; the customer sees it all', async ({
  page,
  browser,
}) => {
  // Three people, a dozen screens, a PDF: several minutes on a busy two-core machine.
  test.setTimeout(240_000)
  const { token } = await newCustomer(page.request)
  const ticketNo = `DJ-${randomBytes(3).toString('hex').toUpperCase()}`

  // The customer types 40 t of bulk salt and sends the list.
  await useSession(page, token)
  await page.goto('/products/bulk-salt/rock-salt')
  await page.getByRole('button', { name: 'Add to My List: tonne', exact: true }).click()
  const sidebar = page.getByRole('dialog', { name: 'My List' })
  await sidebar.getByRole('textbox', { name: 'Rock Salt, quantity in tonnes' }).fill('40')
  await expect(sidebar.getByRole('row', { name: /Rock Salt/ }).first()).toContainText('40 tonnes')
  await page.keyboard.press('Escape')
  await page.goto('/my-list')
  await page.getByLabel('Site address').fill('12 Plow Lane')
  await page.getByLabel('Postal code').fill('L4G 3V6')
  const sending = page.waitForResponse((r) => r.url().endsWith('/api/salt/send-email'))
  await page.getByRole('button', { name: 'Send my request' }).click()
  const { requestId } = (await (await sending).json()) as { requestId: number }
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible()

  // A manager, in a browser of their own, quotes $5.50 a tonne.
  const staffContext = await browser.newContext()
  awaitHydrationOnLoad(staffContext)
  const staff = await staffContext.newPage()
  await signIn(staff, 'manager')
  await sendQuote(staff, requestId, 1, '5.50')

  // The customer asks for a change and gets version 2.
  await page.goto(`/profile/requests/${requestId}`)
  await expect(page.getByRole('heading', { name: 'Accept version 1' })).toBeVisible()
  await page.getByLabel('What should change?').fill('Can you do $5.00 a tonne for 40 t?')
  await page.getByRole('button', { name: 'Ask for changes' }).click()
  await expect(
    page.getByText('Your message is sent. We will send you a new version of the quote.'),
  ).toBeVisible()
  await sendQuote(staff, requestId, 2, '5.00')
  await expect(staff.getByText('Can you do $5.00 a tonne for 40 t?')).toBeVisible()

  // Version 1 stays readable; version 2 is accepted with a PO number, paid from the Salt Card.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Accept version 2' })).toBeVisible()
  await page.getByText(/^Version 1 \(sent .*, superseded\)$/).click()
  await expect(page.getByRole('region', { name: 'Lines of version 1' })).toContainText('$5.50')
  await page.getByLabel('Purchase-order number (optional)').fill('PO-4471')
  const pay = page.getByLabel('Pay')
  const cardOption = await pay.locator('option', { hasText: '($250.00)' }).first().textContent()
  await pay.selectOption({ label: cardOption! })
  const accepting = page.waitForResponse((r) => r.url().endsWith(`/api/salt/requests/${requestId}/accept`))
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  const { order } = (await (await accepting).json()) as AcceptQuoteAnswer
  await expect(
    page.getByRole('heading', { level: 2, name: `Order ${order.orderNo}: Confirmed` }),
  ).toBeVisible()
  await expect(page.getByText(/^Thank you: your order is confirmed\./)).toBeVisible()

  // The manager schedules it at Bradford, sends it out and delivers it.
  await staff.goto(`/admin/orders/${order.id}`)
  const move = async (step: string, fill: () => Promise<void> = async () => {}) => {
    await staff.getByLabel('Move to').selectOption({ label: step })
    await fill()
    await staff.getByRole('button', { name: `Mark ${step.toLowerCase()}` }).click()
    await expect(staff.getByRole('list', { name: 'Order timeline' })).toContainText(step)
  }
  await move('Scheduled', async () => {
    await staff.getByLabel('Delivery day').fill(torontoDay(7))
    await staff.getByLabel('Yard').selectOption({ label: 'Bradford' })
    await staff.getByLabel('Truck / carrier').fill('Truck 12')
  })
  await move('Out for delivery')
  await move('Delivered', async () => {
    await staff.getByLabel('Delivered quantity').fill('40 t')
    await staff.getByLabel('Delivered at (Toronto)').fill(torontoNow())
    await staff.getByLabel('Delivery ticket number').fill(ticketNo)
    await staff.getByLabel('Signed by').fill('Pat Site-Lead')
  })
  await staffContext.close()

  // The customer's timeline, the delivery ticket and its PDF.
  await page.reload()
  const timeline = page.getByRole('list', { name: 'Order timeline' })
  for (const step of ['Confirmed', 'Scheduled', 'Out for delivery', 'Delivered'])
    await expect(timeline).toContainText(step)
  await expect(timeline).toContainText('PO-4471')
  await page.getByRole('link', { name: `Delivery ticket ${ticketNo}` }).click()
  await expect(page.getByRole('definition')).toContainText([
    ticketNo,
    order.orderNo,
    'PO-4471',
    '40 t',
    '$226.00',
  ])
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the PDF' }).click()
  const { pages } = await pdfText(await readFile(await (await downloading).path()))
  expect(pages[0]).toEqual(
    expect.arrayContaining([`Delivery ticket ${ticketNo}`, order.orderNo, 'Pat Site-Lead']),
  )

  // This month's statement shows the order's payment from the card.
  await useSession(page, token)
  await page.goto(`/profile/statements/${torontoMonth()}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Statement for ${monthName(torontoMonth())}` }),
  ).toBeVisible()
  const entries = page.getByRole('table', { name: /^Transactions of / })
  await expect(entries.getByRole('row').filter({ hasText: '−$226.00' })).toHaveCount(1)
})
