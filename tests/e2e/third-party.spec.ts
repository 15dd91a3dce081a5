import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2ePort } from '#tests/e2e/support/e2e-env.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'

/**
 * Third-party scripts when they are configured: a second production server (the build the suite already made, with
 * the demo yards) with a maps key, an analytics id and three widget URLs. The providers' hosts are answered here by
 * stand-in scripts, so the test stays on this machine; any other outside request still fails it (fixtures.ts), and so
 * does any script the strict CSP refuses (a console error).
 */
const port = e2ePort + 20
const baseURL = `http://127.0.0.1:${port}`
const widgets = {
  newsletter: 'https://forms.mailer.example/embed.js',
  signup: 'https://widgets.signup.example/widget.js',
  accessibility: 'https://cdn.a11y.example/widget.js',
}
const mapsKey = 'AIzaSyD-stand_in_key_0123456789abcdef'
let server: ChildProcess
let dataDir = ''

test.describe.configure({ mode: 'serial' })
test.use({ baseURL })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'salt-e2e-third-party-'))
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: 'ignore',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      MAPS_API_KEY: mapsKey,
      ANALYTICS_ID: 'G-TEST12345',
      NEWSLETTER_EMBED_URL: widgets.newsletter,
      SIGNUP_WIDGET_URL: widgets.signup,
      ACCESSIBILITY_WIDGET_URL: widgets.accessibility,
    },
  })
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      // Seeding the demo yards and catalogue on a busy machine.
      { timeout: 120_000 },
    )
    .toBe(true)
})

test.afterAll(async () => {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

/** Serves each provider's script as a stand-in that marks the page, and records which were asked for. */
async function standInProviders(page: Page) {
  const requested: string[] = []
  await page.route(/^https:\/\/(forms\.mailer|widgets\.signup|cdn\.a11y)\.example\//, (route) => {
    requested.push(route.request().url())
    const name = new URL(route.request().url()).hostname.split('.')[0]
    return route.fulfill({
      contentType: 'text/javascript',
      body: `document.documentElement.dataset.${name} = 'loaded'`,
    })
  })
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true' })
  })
  return requested
}

test('on a wide window every configured script loads after the page is interactive, allowed by the CSP', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const requested = await standInProviders(page)
  const response = await page.goto('/')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain('https://cdn.a11y.example')
  expect(csp).toContain('https://*.googletagmanager.com')

  const root = page.locator('html')
  await expect(root).toHaveAttribute('data-forms', 'loaded')
  await expect(root).toHaveAttribute('data-widgets', 'loaded')
  await expect(root).toHaveAttribute('data-cdn', 'loaded')
  expect(requested).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST12345')
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length)).toBe(2)
  await expect(page.getByRole('heading', { name: 'Salt supply and storm updates' })).toBeVisible()
  await expect(page.locator('#newsletter-embed')).toBeAttached()
})

test('on a phone the accessibility widget stays away until the window grows past 570 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 570, height: 800 })
  const requested = await standInProviders(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-widgets', 'loaded')
  expect(requested.filter((url) => url.startsWith(widgets.accessibility))).toEqual([])

  await page.setViewportSize({ width: 800, height: 800 })
  await expect(page.locator('html')).toHaveAttribute('data-cdn', 'loaded')
})

/**
 * Google's Maps loader as it behaves: it defines google.maps.importLibrary at once and adds the API's main script
 * itself, here without a nonce, so the map draws only if 'strict-dynamic' passes the loader's trust on. The stand-in
 * API marks the map element and adds one element per marker.
 */
const mapsLoader = `(() => {
  let ready
  const libraries = new Promise((resolve) => { ready = resolve })
  window.__standInMapsReady = ready
  window.google = { maps: { importLibrary: (name) => libraries.then((all) => all[name]) } }
  const main = document.createElement('script')
  main.src = 'https://maps.googleapis.com/maps-api-v3/api/js/stand-in/main.js'
  document.head.append(main)
})()`
const mapsMain = `window.__standInMapsReady({
  maps: { Map: class { constructor(element) { this.element = element; element.dataset.standInMap = 'drawn' } fitBounds() { this.element.dataset.framed = 'yes' } } },
  marker: { Marker: class { constructor({ map, title }) { const pin = document.createElement('span'); pin.className = 'stand-in-marker'; pin.title = title; map.element.append(pin) } } },
  core: { LatLngBounds: class { extend() {} } },
})`

async function standInMaps(page: Page) {
  const requested: string[] = []
  await page.route(/^https:\/\/maps\.googleapis\.com\//, (route) => {
    const url = route.request().url()
    requested.push(url)
    const body = url.includes('/maps/api/js?') ? mapsLoader : mapsMain
    return route.fulfill({ contentType: 'text/javascript', body })
  })
  return requested
}

test("the maps loader, added by our trusted scripts, and the scripts it adds run under 'strict-dynamic'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await standInProviders(page)
  const requested = await standInMaps(page)
  const response = await page.goto('/location')
  const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]
  // A public page: its inline scripts are trusted by their hashes, and nothing else is named (no Google host).
  const sources = scriptSrc?.split(' ') ?? []
  expect(sources.slice(-2)).toEqual(["'strict-dynamic'", "'self'"])
  for (const source of sources.slice(0, -2)) expect(source).toMatch(/^'sha256-/)

  const map = page.getByRole('region', { name: /map/i })
  await expect(map).toHaveAttribute('data-stand-in-map', 'drawn')
  await expect(map.locator('.stand-in-marker')).toHaveCount(11)
  await expect(map).toHaveAttribute('data-framed', 'yes')
  expect(requested).toEqual([
    `https://maps.googleapis.com/maps/api/js?key=${mapsKey}&libraries=places&loading=async`,
    'https://maps.googleapis.com/maps-api-v3/api/js/stand-in/main.js',
  ])
  // No nonce to carry on a hashed page: the loader runs because a trusted script added it ('strict-dynamic').
  const loaderNonce = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/maps/api/js"]')?.nonce,
  )
  expect(loaderNonce).toBe('')
})

test('a script tag injected into the page, even from a Google host, is refused', async ({
  page,
  browserErrors,
}) => {
  await standInProviders(page)
  const injected = 'https://www.google.com/complete/search?client=chrome&q=salt&callback=alert'
  // Chromium's words for a script the CSP refused ("Refused to load" in older versions).
  browserErrors.expect(
    /^console\.error (Loading|Refused to load) the script 'https:\/\/www\.google\.com\/complete\/search/,
  )
  await page.route(`${baseURL}/about`, async (route) => {
    const original = await route.fetch()
    const html = (await original.text()).replace('</head>', `<script src="${injected}"></script></head>`)
    await route.fulfill({ response: original, body: html })
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { cspViolations?: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  await page.goto('/about')
  await expect
    .poll(() => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations))
    .toEqual([expect.stringMatching(/^script-src-elem https:\/\/www\.google\.com/)])
})
