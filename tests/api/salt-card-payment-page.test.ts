import { afterAll, describe, expect, test } from 'vitest'
import {
  checkoutRedirect,
  customerWithCard,
  sessionFieldOf,
  submitSandboxPayment,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const signIn = api.signIn.bind(api)
const redirectUrlFor = (token: string, cardId: number, amountCents: number) =>
  checkoutRedirect(api, token, cardId, amountCents)

describe('the sandbox payment page', () => {
  test('shows merchant, amount and the four fields with the Pay button; no script; no caching', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn, { name: 'Salter <7>' })
    const page = await fetch(new URL(await redirectUrlFor(token, card.id, 123_456), app.url))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const scriptSources = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(scriptSources).toMatch(/'nonce-/)
    expect(scriptSources).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).toContain('Pay Draglam Salt')
    expect(html).toContain('$1,234.56')
    expect(html).toContain(`Salt Card ${card.cardNo} (Salter &#60;7&#62;)`)
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card']) {
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label.replace(/[()]/g, '\\$&')}</label>`))
    }
    expect(html).toMatch(/<button class="pay" type="submit" name="action" value="pay">Pay<\/button>/)
    expect(html).not.toContain('<script')
    expect(html).not.toMatch(/(src|href)="https?:/)
  })

  test('says plainly, first thing on the page and in its title, that it is a test page', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const html = await (await fetch(new URL(await redirectUrlFor(token, card.id, 50_000), app.url))).text()
    expect(html).toContain('<title>Test payment page: Pay Draglam Salt</title>')
    const body = html.slice(html.indexOf('<main>'))
    expect(body.indexOf('Test payment page')).toBeLessThan(body.indexOf('Card number'))
    expect(body).toContain(
      'This is a test page of the demo shop, not a real payment: no card is charged and no money moves.',
    )
    const expired = await (await fetch(new URL('/pay/sandbox/chk_unknown?session=x', app.url))).text()
    expect(expired).toContain('Test payment page')
  })

  test('a number failing Luhn re-renders the page with the error and without the number or CVC', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const response = await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 50_000), {
      cardNumber: '4242 4242 4242 4241',
      cvc: '987',
      nameOnCard: 'Pat Plower',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('This card number is not valid. Check the digits.')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('value="Pat Plower"')
    expect(sessionFieldOf(html)).toBeTruthy()
    // Not '987' anywhere: the signed session token and the card's number are other digits that may hold it by chance.
    expect(html).not.toContain('4242424242424241')
    expect(html).not.toContain('4242 4242 4242 4241')
    const secretInputs = (html.match(/<input[^>]*>/g) ?? []).filter((tag) =>
      /name="(cardNumber|cvc)"/.test(tag),
    )
    expect(secretInputs).toHaveLength(2)
    for (const input of secretInputs) expect(input).not.toMatch(/value="[^"]/)
    expect(html).not.toMatch(/>\s*987\s*</)
  })

  test('an altered or foreign session shows the expired page and charges nothing', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const redirectUrl = await redirectUrlFor(token, card.id, 50_000)
    const altered = redirectUrl.replace(/session=(.)/, (_m, c: string) => `session=${c === 'a' ? 'b' : 'a'}`)
    const otherCheckout = redirectUrl.replace(/chk_[\w-]+/, 'chk_someoneelse')
    for (const url of [altered, otherCheckout, redirectUrl.replace(/\?.*/, '')]) {
      const page = await fetch(new URL(url, app.url))
      expect(page.status).toBe(400)
      expect(await page.text()).toContain('This payment page has expired or is not valid')
    }
  })

  test('card data never reaches a log line', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const redirectUrl = await redirectUrlFor(token, card.id, 50_000)
    await submitSandboxPayment(app.url, redirectUrl, { cardNumber: '4000 0566 5566 5556', cvc: '739' })
    await submitSandboxPayment(app.url, redirectUrl, { cardNumber: '4000056655665557', cvc: '739' })
    const logs = app.logLines.join('\n')
    expect(logs).toContain('/pay/sandbox/')
    // Whole values and field names only: short digit runs turn up in timestamps and request ids by chance.
    for (const secret of [
      '4000 0566',
      '4000056655665556',
      '4000056655665557',
      'cardNumber',
      'cvc',
      'Pat Plower',
      'session=',
    ]) {
      expect(logs).not.toContain(secret)
    }
  })
})
