import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { monthName } from '#domain/statements/month.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { deliveredOrder } from '#tests/e2e/support/delivered-order.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { newCustomer, scalePickup } from '#tests/e2e/support/fleet.ts'
import { sidewaysScroll } from '#tests/e2e/support/reflow.ts'
import { useSession } from '#tests/e2e/support/site.ts'
import { pdfText } from '#tests/support/pdf-text.ts'

/** The Toronto month of an instant, YYYY-MM. */
const torontoMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at).slice(0, 7)

test('a customer opens a pickup’s e-ticket from the transactions, downloads its PDF, and finds it on this month’s statement', async ({
  page,
}) => {
  // A customer of the test's own (approval, mailed password link, credit) on a busy machine.
  test.slow()
  const { card, token } = await newCustomer(page.request)
  const ticketNo = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`
  const pickup = await scalePickup(page.request, {
    ticketNo,
    cardNo: card.cardNo,
    tonnes: 3.25,
    amountCents: 4_550,
  })
  expect(pickup.status(), await pickup.text()).toBe(200)
  const month = torontoMonth(new Date())

  await useSession(page, token)
  await page.goto('/profile/salt-transaction')
  await page
    .getByRole('link', { name: /^E-ticket of the pickup on / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Pickup ticket ${ticketNo}` })).toBeVisible()
  const ticketUrl = page.url()
  const ticket = page.getByRole('definition')
  await expect(ticket).toContainText([ticketNo, 'Bradford', 'Rock Salt', '3.25 t', '$45.50'])
  expect(await seriousViolations(page)).toEqual([])

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`pickup-ticket-${ticketNo}.pdf`)
  const { pages } = await pdfText(await readFile(await download.path()))
  expect(pages[0]).toEqual(expect.arrayContaining([`Pickup ticket ${ticketNo}`, ticketNo, '$45.50']))

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Statements', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible()
  await page.getByRole('link', { name: monthName(month), exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Statement for ${monthName(month)}` }),
  ).toBeVisible()
  const entries = page.getByRole('table', { name: /^Transactions of / })
  await expect(entries.getByRole('row').filter({ hasText: ticketNo })).toContainText('−$45.50')
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 800 })
  expect(await sidewaysScroll(page)).toEqual([])
  await page.goto(ticketUrl)
  await expect(page.getByRole('heading', { level: 1, name: `Pickup ticket ${ticketNo}` })).toBeVisible()
  expect(await sidewaysScroll(page)).toEqual([])
})

test('a customer opens the delivery ticket from the order’s timeline and downloads its PDF', async ({
  page,
}) => {
  // A customer of the test's own, then a quote, an acceptance and a delivery, each through the API.
  test.slow()
  const { card, token } = await newCustomer(page.request)
  const ticketNo = `DT-${randomBytes(3).toString('hex').toUpperCase()}`
  const { requestId, orderNo } = await deliveredOrder(page.request, { token, cardId: card.id, ticketNo })

  await useSession(page, token)
  await page.goto(`/profile/requests/${requestId}`)
  await page.getByRole('link', { name: `Delivery ticket ${ticketNo}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Delivery ticket ${ticketNo}` })).toBeVisible()
  await expect(page.getByRole('definition')).toContainText([
    ticketNo,
    orderNo,
    'PO-E2E',
    '1 t',
    'Bradford',
    'Pat Site-Lead',
    '$113.00',
  ])
  expect(await seriousViolations(page)).toEqual([])

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`delivery-ticket-${ticketNo}.pdf`)
  const { pages } = await pdfText(await readFile(await download.path()))
  expect(pages[0]).toEqual(expect.arrayContaining([`Delivery ticket ${ticketNo}`, orderNo, 'Pat Site-Lead']))

  await page.setViewportSize({ width: 375, height: 800 })
  expect(await sidewaysScroll(page)).toEqual([])
})
