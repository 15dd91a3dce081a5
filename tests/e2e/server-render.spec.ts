import { createHash } from 'node:crypto'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'

test.describe('the home page without JavaScript', () => {
  test('arrives as complete HTML with the top bar, each inline script trusted by its hash', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['x-powered-by']).toBeUndefined()

    const html = await response.text()
    expect(html).toMatch(/<h1[\s>]/)
    expect(html).toContain('My Salt Card')
    expect(html).toContain('0 items')

    // A public page is the same for everybody (page cache): no nonce, each inline script named by its sha256.
    const csp = response.headers()['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    expect(csp).not.toMatch(/'nonce-/)
    expect(html).not.toMatch(/\snonce=/)
    // JSON-LD blocks are data the browser never runs, so the policy does not apply to them.
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes),
    )
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const [, , text = ''] of inlineScripts)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(scriptSrc.slice(-2)).toEqual(["'strict-dynamic'", "'self'"])
    expect(scriptSrc).not.toContain("'unsafe-inline'")

    // curl's Accept gets the stored page (once its compression is done): the same bytes and policy, no render.
    const asCurl = () => request.get('/', { headers: { accept: '*/*' } })
    await expect.poll(async () => (await asCurl()).headers()['x-page-cache']).toBe('hit')
    const curl = await asCurl()
    expect(curl.headers()['content-security-policy']).toBe(csp)
    expect(await curl.text()).toBe(html)
  })

  test('a customer page keeps a fresh nonce per response on every inline script', async ({ request }) => {
    const [first, next] = [await request.get('/profile'), await request.get('/profile')]
    const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const html = await first.text()
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/type="application\/ld\+json"/.test(attributes))
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
    expect(next.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
    expect(next.headers()['x-page-cache']).toBeUndefined()
  })

  test.describe('in a browser with scripts off', () => {
    test.use({ javaScriptEnabled: false })

    test('shows the heading and the top bar', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('My Salt Card', { exact: true }).first()).toBeVisible()
      await expect(page.getByText('0 items')).toBeVisible()
    })
  })
})

test('an unknown path is a real 404 page', async ({ page, browserErrors }) => {
  browserErrors.expect(httpErrorLog(404, '/no-such-page'))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByText('This page could not be found')).toBeVisible()
})

test.describe('permanent redirects of the spec', () => {
  const cases = [
    ['/products/salt-storage/plastic-storage-containers/anything', '/products/salt-storage'],
    ['/products/salt-storage/plastic-storage-containers', '/products/salt-storage'],
    ['/terms-and-condition', '/terms-of-use'],
    ['/terms-and-conditions/x', '/terms-of-use'],
  ] as const
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://host').pathname).toBe(to)
    })
  }
})
