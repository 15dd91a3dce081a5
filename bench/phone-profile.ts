import { type Browser, type Page, chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../scripts/ensure-chromium.ts'
import { formatTable } from './table.ts'

/**
 * A first visit on a phone, as Lighthouse's mobile profile throttles it in DevTools: "slow 4G" (150 ms round trips
 * and 1.6 Mbit/s, times DevTools' factors), 4× CPU slowdown, a 412 px screen. The goals: a tap on the urgent
 * notice's "Got it" as soon as it shows closes it within 200 ms, and the page hydrates within 2.5 s.
 */
const phone = { width: 412, height: 823, cpuSlowdown: 4, latencyMs: 562.5, downKbps: 1474.56, upKbps: 675 }
const visitsPerPage = Number(process.env.BENCH_PHONE_VISITS ?? 5)

interface Visit {
  firstPaintMs: number
  hydratedMs: number
  /** When the tap was sent, after navigation start: as soon as "Got it" showed. */
  tapSentMs: number
  tapToClosedMs: number
}

interface Probe {
  hydratedAt: number | null
  closedAt: number | null
}

/**
 * Runs in the page before its own scripts: notes when the root hydrates (`data-hydrated` on <html>) and when the
 * notice, once tapped, is no longer visible, at the DOM change itself (the main thread may be busy long after).
 */
function installProbe() {
  const probe: Probe = { hydratedAt: null, closedAt: null }
  Object.assign(window, { __phoneProbe: probe })
  let tapped = false
  document.addEventListener('pointerdown', () => (tapped = true), true)
  new MutationObserver(() => {
    if (probe.hydratedAt === null && document.documentElement.hasAttribute('data-hydrated'))
      probe.hydratedAt = performance.now()
    const dismiss = document.querySelector('[data-notice-dismiss]')
    if (tapped && probe.closedAt === null && (!dismiss || !dismiss.checkVisibility()))
      probe.closedAt = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await throttle(page)
    await page.addInitScript(installProbe)
    await page.goto(url, { waitUntil: 'commit' })
    const gotIt = page.getByRole('button', { name: 'Got it' })
    await gotIt.waitFor({ state: 'visible' })
    const tapSentAt = Date.now()
    await gotIt.tap({ noWaitAfter: true })
    await page.waitForFunction(() => {
      const probe = (window as unknown as { __phoneProbe: Probe }).__phoneProbe
      return probe.closedAt !== null && probe.hydratedAt !== null
    })
    const timing = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      probe: (window as unknown as { __phoneProbe: Probe }).__phoneProbe,
    }))
    const tapSentMs = tapSentAt - timing.origin
    return {
      firstPaintMs: timing.firstPaint,
      hydratedMs: timing.probe.hydratedAt!,
      tapSentMs,
      tapToClosedMs: timing.probe.closedAt! - tapSentMs,
    }
  } finally {
    await context.close()
  }
}

async function throttle(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown })
  await devtools.send('Network.enable')
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downKbps * 1024) / 8,
    uploadThroughput: (phone.upKbps * 1024) / 8,
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
const ms = (value: number) => `${Math.round(value).toLocaleString('en-CA')} ms`

/** Each page visited `visitsPerPage` times, each in a fresh browser context (a first visit, cold cache). */
export async function phoneProfileTable(appUrl: string, pages: ReadonlyArray<[string, string]>) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  const rows: string[][] = []
  try {
    for (const [label, pagePath] of pages) {
      const visits: Visit[] = []
      for (let i = 0; i < visitsPerPage; i++) visits.push(await visit(browser, `${appUrl}${pagePath}`))
      const closing = visits.map((each) => each.tapToClosedMs)
      rows.push([
        label,
        ms(median(visits.map((each) => each.firstPaintMs))),
        ms(median(visits.map((each) => each.hydratedMs))),
        ms(median(visits.map((each) => each.tapSentMs))),
        `${ms(median(closing))} (max ${ms(Math.max(...closing))})`,
      ])
    }
  } finally {
    await browser.close()
  }
  return formatTable([
    [
      `page (${visitsPerPage} first visits)`,
      'first paint',
      'hydrated (goal < 2,500 ms)',
      'tap on "Got it" sent at',
      'tap → notice closed (goal ≤ 200 ms)',
    ],
    ...rows,
  ])
}
