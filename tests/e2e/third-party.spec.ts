import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2ePort } from '#tests/e2e/support/e2e-env.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'

/**
 * Third-party scripts when they are configured: a second production server (the build the suite already made) with
 * an analytics id and three widget URLs. The providers' hosts are answered here by stand-in scripts, so the test
 * stays on this machine; any other outside request still fails it (fixtures.ts).
 */
const port = e2ePort + 20
const baseURL = `http://127.0.0.1:${port}`
const widgets = {
  newsletter: 'https://forms.mailer.example/embed.js',
  signup: 'https://widgets.signup.example/widget.js',
  accessibility: 'https://cdn.a11y.example/widget.js',
}
let server: ChildProcess
let dataDir = ''

test.describe.configure({ mode: 'serial' })
test.use({ baseURL })

test.beforeAll(async () => {
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
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
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
      { timeout: 60_000 },
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
