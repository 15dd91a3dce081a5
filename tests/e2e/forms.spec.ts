import type { Page } from '@playwright/test'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { waitForMailedLink } from '#tests/e2e/support/mail.ts'
import { openSite } from '#tests/e2e/support/site.ts'

const generalThanks =
  'Your request has been successfully submitted. Please check your email for further confirmation.'
const orderThanks =
  'Your request has been successfully submitted. A Draglam Salt representative will call you to finalize your order.'

const form = (page: Page, name: string) => page.getByRole('form', { name })

/** Counts the form requests the page sends, so a test can prove that none went out. */
function countSendEmail(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/salt/send-email')) sent.push(request.url())
  })
  return sent
}

test('a form sent empty highlights its required fields, focuses the first and sends nothing', async ({
  page,
}) => {
  await openSite(page, '/contact-sales')
  const sent = countSendEmail(page)
  const sales = form(page, 'Contact Sales')
  await sales.getByRole('button', { name: 'Send to Sales' }).click()

  const invalid = sales.locator('[aria-invalid="true"]')
  await expect(invalid).toHaveCount(6)
  for (const label of ['Name', 'Company', 'Email', 'Phone', 'I am interested in', 'Message']) {
    await expect(sales.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(sales.getByLabel('Name')).toBeFocused()
  // The border colour changes (to the danger red), the original site's feedback; the words beside the fields that
  // ADR 0021 adds are no alert (error-texts.spec.ts checks them).
  await expect(sales.getByLabel('Name')).toHaveCSS('border-top-color', 'rgb(198, 40, 40)')
  await expect(sales.getByRole('alert')).toHaveCount(0)

  await sales.getByLabel('Name').fill('Sam')
  await expect(sales.getByLabel('Name')).not.toHaveAttribute('aria-invalid')
  await expect(page).toHaveURL('/contact-sales')
  expect(sent).toEqual([])
})

test('a form page, its fields highlighted, has no serious accessibility violations', async ({ page }) => {
  await openSite(page, '/quick-order-salt')
  await form(page, 'Quick Order Salt').getByRole('button', { name: 'Request my order' }).click()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
})

test('a bad e-mail address alone is highlighted and nothing is sent', async ({ page }) => {
  await openSite(page, '/contact')
  const sent = countSendEmail(page)
  const contact = form(page, 'Contact us')
  await contact.getByLabel('Name').fill('Dana')
  await contact.getByLabel('Email').fill('dana.example.com')
  await contact.getByLabel('Message').fill('Hello')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(contact.getByLabel('Email')).toBeFocused()
  await expect(contact.locator('[aria-invalid="true"]')).toHaveCount(1)
  expect(sent).toEqual([])
})

test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
  await openSite(page, '/contact')
  const honeypot = page.locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).not.toBeInViewport()
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
})

test('a filled contact form lands on /thankyou/general with the exact text', async ({ page }) => {
  await openSite(page, '/contact')
  const contact = form(page, 'Contact us')
  await contact.getByLabel('Name').fill('Dana Tester')
  await contact.getByLabel('Email').fill('dana.e2e@example.test')
  await contact.getByLabel('Message').fill('Do you deliver to Barrie?')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL('/thankyou/general')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you')
  await expect(page.getByText(generalThanks, { exact: true })).toBeVisible()
  // The worker mails both: the request to the sales mailbox, the fixed confirmation to the sender.
  expect(await waitForMailedLink('sales@draglamsalt.example', /Do you deliver to Barrie\?/)).toBeTruthy()
  expect(
    await waitForMailedLink('dana.e2e@example.test', /We received your "Contact us" request/),
  ).toBeTruthy()
})

test('a filled quick order lands on /thankyou with the exact text', async ({ page }) => {
  await openSite(page, '/quick-order-salt')
  const order = form(page, 'Quick Order Salt')
  await order.getByLabel('Name').fill('Robin Lot')
  await order.getByLabel('Email').fill('robin.e2e@example.test')
  await order.getByLabel('Phone').fill('416 555 0199')
  await order.getByLabel('Product group').selectOption({ label: 'Bulk Salt' })
  await order.getByLabel('Quantity').fill('24')
  await order.getByLabel('Unit').selectOption({ label: 'Tonnes' })
  await order.getByLabel('Delivery address').fill('400 Commerce Dr')
  await order.getByRole('textbox', { name: 'City', exact: true }).fill('Concord')
  await order.getByLabel('Postal code').fill('l4k 4t2')
  await order.getByLabel('Deliver no earlier than').fill('2026-12-01')
  await order.getByLabel('Deliver no later than').fill('2026-12-03')
  await order.getByRole('button', { name: 'Request my order' }).click()
  await expect(page).toHaveURL('/thankyou')
  await expect(page.getByText(orderThanks, { exact: true })).toBeVisible()
})

test('a filled dealer application lands on /thankyou/general', async ({ page }) => {
  await openSite(page, '/become-dealer')
  const dealer = form(page, 'Become a Dealer')
  await dealer.getByLabel('Company').fill('North Yard Supply')
  await dealer.getByLabel('Contact name').fill('Lee Dealer')
  await dealer.getByLabel('Email').fill('lee.e2e@example.test')
  await dealer.getByLabel('Phone').fill('705-555-0110')
  await dealer.getByLabel('Street address').fill('12 Quarry Rd')
  await dealer.getByRole('textbox', { name: 'City', exact: true }).fill('Barrie')
  await dealer.getByLabel('Postal code').fill('L4N 7Z3')
  await dealer.getByLabel('Yard / storage capacity').fill('1,200 t dome')
  await dealer.getByRole('button', { name: 'Apply to become a dealer' }).click()
  await expect(page).toHaveURL('/thankyou/general')
  await expect(page.getByText(generalThanks, { exact: true })).toBeVisible()
})

for (const width of [1280, 1024, 768])
  test(`on /contact at ${width} px, the sticky "Call us" box never covers the head office card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openSite(page, '/contact')
    const callUs = page.getByRole('complementary', { name: 'Call us' })
    const headOffice = page.getByRole('region', { name: 'Head office' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    // Scrolled from top to bottom, where a sticky box would slide over what follows it.
    for (let y = 0; y < height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const [a, b] = [await callUs.boundingBox(), await headOffice.boundingBox()]
      const overlap =
        a && b && a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width
      expect(overlap, `the boxes overlap when scrolled to ${y}px`).toBeFalsy()
    }
  })

test.describe('when sending fails', () => {
  async function fillContact(page: Page) {
    await openSite(page, '/contact')
    const contact = form(page, 'Contact us')
    await contact.getByLabel('Name').fill('Dana')
    await contact.getByLabel('Email').fill('dana.fail@example.test')
    await contact.getByLabel('Message').fill('Hello')
    return contact
  }

  test('a rate limit says how long to wait, and the form stays filled', async ({ page, browserErrors }) => {
    browserErrors.expect(httpErrorLog(429, '/api/salt/send-email'))
    // The limit itself is proven against the server in tests/api/forms.test.ts; here, what the page makes of it.
    await page.route('**/api/salt/send-email', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '420' },
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }),
      }),
    )
    const contact = await fillContact(page)
    await contact.getByRole('button', { name: 'Send message' }).click()
    await expect(contact.getByRole('alert')).toContainText('Please wait 7 minutes and try again')
    await expect(page).toHaveURL('/contact')
    await expect(contact.getByLabel('Name')).toHaveValue('Dana')
  })

  test('a lost connection says so', async ({ page, browserErrors }) => {
    browserErrors.expect(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/)
    await page.route('**/api/salt/send-email', (route) => route.abort('internetdisconnected'))
    const contact = await fillContact(page)
    await contact.getByRole('button', { name: 'Send message' }).click()
    await expect(contact.getByRole('alert')).toContainText('the connection to our server failed')
    await expect(contact.getByRole('button', { name: 'Send message' })).toBeEnabled()
  })
})
