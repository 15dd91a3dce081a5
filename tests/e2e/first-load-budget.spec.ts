import type { Page, Request } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { urgentNotice } from '#tests/e2e/support/site.ts'

/**
 * Issue 13: each public page kind's first-load JavaScript, as a visitor's browser gets it on a first visit (the
 * urgent notice included, which the demo data has active), held to a budget. Measured in gzip, the encoding every
 * client accepts; browsers that accept brotli get about 10 % less. A budget is the figure measured when it was set
 * plus a little: a page that needs more must say why here.
 */
const kib = 1024
const budgets = [
  // The goal for the home page: at most 10 files and 125 KB. Measured: 8 files, 124.6 KB, of which the
  // notice's file (its popup and frame) is 2.2 KB; with no notice active, 7 files and 122.4 KB.
  { page: '/', files: 10, bytes: 125 * kib },
  { page: '/products', files: 11, bytes: 126 * kib },
  { page: '/products/bulk-salt', files: 13, bytes: 127 * kib },
  { page: '/products/bulk-salt/rock-salt', files: 15, bytes: 129 * kib },
  { page: '/location/bradford', files: 12, bytes: 130 * kib },
  { page: '/news/ontario-road-salt-shortage', files: 13, bytes: 127 * kib },
  { page: '/faq', files: 12, bytes: 128 * kib },
  // A form page validates in the browser with the API's own zod schemas (23 KB of the 153 KB measured).
  { page: '/contact', files: 17, bytes: 154 * kib },
]

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })

for (const budget of budgets) {
  test(`${budget.page} loads at most ${budget.files} scripts and ${budget.bytes / kib} KB of them`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, budget.page)
    const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0)
    const report = scripts.map((script) => `${script.path} ${script.bytes} B`).join('\n')
    test.info().annotations.push({ type: 'first load', description: `${scripts.length} files, ${bytes} B` })
    expect(
      scripts.every((script) => script.encoding === 'gzip'),
      report,
    ).toBe(true)
    expect(scripts.length, report).toBeLessThanOrEqual(budget.files)
    expect(bytes, report).toBeLessThanOrEqual(budget.bytes)
  })
}

interface LoadedScript {
  path: string
  encoding: string | undefined
  /** The body as it came over the wire (compressed). */
  bytes: number
}

/**
 * The scripts a first visit loads before the visitor does anything: the page's own, and the urgent notice's once it
 * shows (it needs an API answer first, so it may come after the load event). The browser says it saves data, so
 * the idle prefetch of linked pages (spec 4, not on data-saver) stays out of the count.
 */
async function firstLoadScripts(page: Page, path: string): Promise<LoadedScript[]> {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request)
  })
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
  })
  await page.goto(path, { waitUntil: 'load' })
  await expect(urgentNotice(page)).toBeVisible()
  return Promise.all(
    requests.map(async (request) => {
      const response = await request.response()
      await response?.finished()
      return {
        path: new URL(request.url()).pathname,
        encoding: (await response?.allHeaders())?.['content-encoding'],
        bytes: (await request.sizes()).responseBodySize,
      }
    }),
  )
}
