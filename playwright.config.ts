import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './scripts/ensure-chromium.ts'
import { e2eBaseUrl } from './tests/e2e/support/e2e-env.ts'

const ci = Boolean(process.env.CI)
/**
 * The specs that change the seeded data others read: the admin's, and autoload's (it tops up the first demo
 * customer's card, whose balance the storefront specs check).
 */
const adminSpecs = /(admin-[\w-]+|autoload)\.spec\.ts$/
/**
 * The weather specs publish notices and close yards that the others' visitors read (a newly published notice opens the
 * urgent notice again for a visitor who dismissed the last one): one at a time, beside the admin project.
 */
const weatherSpecs = /admin-weather[\w-]*\.spec\.ts$/
/**
 * Nothing in a test may leave the machine: every request beyond loopback (which Chromium never sends through a proxy)
 * goes to a proxy that is not there and fails, and the fixtures record it (BrowserErrors).
 */
const offSiteProxy = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' }
/**
 * A test's page starts on about:blank in a renderer of its own. The shop answers with Cross-Origin-Opener-Policy:
 * same-origin, so the first visit to it leaves that browsing context group, and Chromium starts a second renderer for
 * the shop while the first exits: two renderer processes a test, the first one thrown away. At a limit of one, Chromium
 * reuses the page's own renderer for the swap (the group still changes; contexts never share a process, whatever the
 * limit). One renderer start fewer a test: 0.60 → 0.43 CPU-s for a new page's first load on this machine.
 */
const oneRendererAPage = '--renderer-process-limit=1'
/**
 * V8 in the test browser compiles to its baseline tier (Sparkplug) and no further (ADR 0046). A test's renderer lives
 * a few seconds, and most of what it runs (the shop's bundles, axe's rules on each page) runs a few times and is gone:
 * the optimising compilers' work never paid for itself. The same JavaScript, the same results, compiled less: measured
 * on this machine, 11 % less browser CPU for the catalog and content specs, 24 % less for the accessibility walk. The
 * benchmarks' browsers keep V8's defaults, as a visitor's browser does.
 */
const baselineJitOnly = '--js-flags=--max-opt=1'
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findChromium('headless-shell'),
    args: [...chromiumArgs, oneRendererAPage, baselineJitOnly],
    proxy: offSiteProxy,
  },
}

/** End to end: the production build in a system Chromium, as a person uses the site. */
export default defineConfig({
  testDir: 'tests/e2e',
  // One PGlite server answers every worker; two browsers keep it busy without making timing flaky.
  workers: 2,
  // No retries: a test that passes only on its second try hides a defect in the product or in the test.
  retries: 0,
  forbidOnly: true,
  // A bound for a test that hangs, not a measure of speed. In CI runs on 2026-11-28, where the host ran at a fifth of
  // its speed, tests with the 30 s default took up to 18.5 s (phone layouts, company users); `test.slow()` triples it.
  timeout: 60_000,
  // Hydration, lazy popup chunks and the profile load can take seconds on a busy two-core machine.
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: e2eBaseUrl,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    // Recording a trace costs every test about an eighth of its time (measured on the accessibility walks), so it is
    // off unless asked for: E2E_TRACE=1 keeps the trace of each failed test. A failure always leaves its screenshot and
    // the page's accessibility tree (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // The storefront specs read the seeded demo content; the admin specs change it (a yard's hours, new posts and
  // products). The admin project starts once the storefront one is done, so no reader sees a writer's changes.
  projects: [
    { name: 'chromium', testIgnore: adminSpecs, use: browser },
    {
      name: 'admin',
      testMatch: adminSpecs,
      testIgnore: weatherSpecs,
      dependencies: ['chromium'],
      use: browser,
    },
    { name: 'weather', testMatch: weatherSpecs, dependencies: ['chromium'], workers: 1, use: browser },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/start-server.ts',
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    // A cold run builds the client and server bundles first.
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
