import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { sandboxApprovedCard } from '#server/adapters/payments/sandbox-cards.ts'
import { apiErrorShape } from '#tests/support/answer-checks.ts'
import { rawBody, rawExchange } from '#tests/support/raw-http.ts'
import { checkoutRedirect, customerWithCard, submitSandboxPayment } from '#tests/support/salt-card.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedCatalog(deps.db, { storage: deps.storage })
const port = Number(new URL(app.url).port)

/** A file beside the uploads folder: any answer that carries its text has left the folder. */
const sentinel = `sentinel-${Date.now()}`
await writeFile(path.join(deps.config.dataDir, 'sentinel.txt'), sentinel)

function expectErrorShape(body: unknown) {
  expect(apiErrorShape.safeParse(body).success, JSON.stringify(body)).toBe(true)
}
const serverStillServes = async () => expect((await fetch(`${app.url}/healthz`)).status).toBe(200)

describe('oversized requests are refused cleanly', () => {
  test('a 20 KiB header or address: 431 in the error shape, and the server keeps serving', async () => {
    const bigHeader = `GET /api/salt/notices HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`
    const bigAddress = `GET /api/salt/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`
    for (const head of [bigHeader, bigAddress]) {
      const answer = await rawExchange(port, head)
      expect(answer.status).toBe(431)
      expectErrorShape(rawBody(answer))
    }
    await serverStillServes()
  })

  test('a request that is not HTTP: 400 in the error shape', async () => {
    const answer = await rawExchange(port, 'HELLO THERE\r\n\r\n')
    expect(answer.status).toBe(400)
    expectErrorShape(rawBody(answer))
    await serverStillServes()
  })

  test('JSON past the limit, with or without a Content-Length: 413 in the error shape', async () => {
    const big = JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' })
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 30; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(10_000)))
        controller.close()
      },
    })
    const answers = [
      await api.request('/api/salt/login', { method: 'POST', rawBody: big }),
      await api.request('/api/salt/admin/posts', { method: 'POST', rawBody: `"${'a'.repeat(1_100_000)}"` }),
      await fetch(`${app.url}/api/salt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunked,
        duplex: 'half',
      } as RequestInit).then(async (response) => ({ status: response.status, body: await response.json() })),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expectErrorShape(answer.body)
    }
  })
})

describe('malformed and mislabelled bodies are 4xx in the error shape', () => {
  const bodies: Array<[name: string, body: string, contentType: string, headers?: Record<string, string>]> = [
    ['cut-off JSON', '{"username":', 'application/json'],
    ['a trailing comma', '{"username":"a",}', 'application/json'],
    ['two documents', '{"a":1}{"b":2}', 'application/json'],
    ['nesting 40,000 deep', `${'['.repeat(40_000)}${']'.repeat(40_000)}`, 'application/json'],
    ['XML', '<login><username>a</username></login>', 'application/xml'],
    ['a form declared as JSON', 'username=a&password=b', 'application/json'],
    ['JSON in UTF-16', '{"username":"a"}', 'application/json; charset=utf-16'],
    ['an unknown content encoding', '{}', 'application/json', { 'content-encoding': 'compress' }],
    ['brotli that is not', 'not brotli', 'application/json', { 'content-encoding': 'br' }],
    ['a multipart body', '--x\r\n\r\nhello\r\n--x--', 'multipart/form-data; boundary=x'],
  ]
  test.each(bodies)('%s', async (_name, rawBody, contentType, headers) => {
    const answer = await api.request('/api/salt/login', { method: 'POST', rawBody, contentType, headers })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expectErrorShape(answer.body)
  })
})

describe('path traversal on documents and media finds nothing outside them', () => {
  const attempts = [
    '/documents/..%2fsentinel.txt',
    '/documents/..%2f..%2fsentinel.txt',
    '/documents/%2e%2e%2fsentinel.txt',
    '/documents/%252e%252e%252fsentinel.txt',
    '/documents/sds-rock-salt/..%2f..%2fsentinel.txt',
    '/documents/sds-rock-salt/..%5c..%5csentinel.txt',
    '/documents/..%5c..%5csentinel.txt',
    '/documents/....%2f%2f....%2f%2fsentinel.txt',
    '/media/..%2fsentinel.txt',
    '/media/..%2f..%2fsentinel.txt',
    '/media/%2e%2e%5csentinel.txt',
    '/media/sentinel.txt%00.webp',
  ]
  test.each(attempts)('%s', async (attempt) => {
    const response = await fetch(`${app.url}${attempt}`, { redirect: 'manual' })
    const text = await response.text()
    expect(text).not.toContain(sentinel)
    // 404 (or 400 for a NUL), or the 301 of a stale file name, whose target is the document's own address.
    expect([301, 400, 404]).toContain(response.status)
    if (response.status === 301)
      expect(response.headers.get('location')).toBe('/documents/sds-rock-salt/sds-rock-salt.pdf')
  })
})

describe('no redirect leaves the site, whatever a redirect or returnTo parameter says', () => {
  const evil = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']
  const params = ['redirect', 'returnTo', 'return_to', 'next', 'url', 'continue']
  const stayOnSite = (location: string | null) => {
    if (location === null) return
    const target = new URL(location, app.url)
    expect([new URL(app.url).origin, new URL(testSiteUrl).origin], location).toContain(target.origin)
  }
  // Appended, not resolved: `//evil.example/…` must reach the server as a path, not become the host.
  const withParams = (address: string, value: string) => {
    const url = new URL(`${app.url}${address}`)
    for (const param of params) url.searchParams.set(param, value)
    return url
  }

  test.each(evil)('redirects of the server (301s, stale document names): %s', async (value) => {
    let redirected = 0
    for (const address of [
      '/terms-and-condition',
      '/terms-and-condition//evil.example',
      '/products/salt-storage/plastic-storage-containers',
      '/documents/sds-rock-salt/old-name.pdf',
      '//evil.example/terms-and-condition',
    ]) {
      const response = await fetch(withParams(address, value), { redirect: 'manual' })
      if (response.status === 301) redirected += 1
      stayOnSite(response.headers.get('location'))
    }
    // The two permanent redirects and the stale document name did redirect: the check above looked at real targets.
    expect(redirected).toBeGreaterThanOrEqual(3)
  })

  test.each(evil)('the payment page sends the customer back to the shop only: %s', async (value) => {
    const { card, token } = await customerWithCard(deps.db, api.signIn)
    const redirectUrl = await checkoutRedirect(api, token, card.id, 10_000)
    const paid = await submitSandboxPayment(app.url, withParams(redirectUrl, value).href, {
      cardNumber: sandboxApprovedCard,
    })
    expect(paid.status).toBe(303)
    stayOnSite(paid.headers.get('location'))
  })
})
