import { type BrowserContext, type Page, type Request, test as base, expect } from '@playwright/test'
import { e2eBaseUrl } from './e2e-env.ts'

/**
 * Every browser error fails the test: console.error (React hydration mismatches, CSP violations, failed chunks),
 * uncaught exceptions, and any request that would leave the machine.
 */
export class BrowserErrors {
  private readonly seen: string[] = []
  private readonly expected: RegExp[] = []

  /**
   * Chromium logs every HTTP error answer as a console error ("Failed to load resource: … 404"); a test that provokes
   * one on purpose (an unknown page, a wrong password) declares it here, narrowly.
   */
  expect(pattern: RegExp) {
    this.expected.push(pattern)
  }

  record(message: string) {
    this.seen.push(message)
  }

  /**
   * The browser cannot reach beyond loopback (offSiteProxy); a request that tries fails, and is recorded here. Listening
   * instead of routing every request through the test process keeps each request inside the browser.
   */
  watch(context: BrowserContext) {
    context.on('console', (message) => {
      if (message.type() === 'error')
        this.record(`console.error ${message.text()} at ${message.location().url}`)
    })
    context.on('weberror', (error) => this.record(`uncaught ${error.error().message}`))
    context.on('requestfailed', (request) => {
      // A script or frame the page's own CSP refused never left the browser; that test checks the refusal itself.
      if (!isLoopback(new URL(request.url())) && !refusedByCsp(request))
        this.record(`off-site request ${request.url()}`)
    })
  }

  unexpected(): string[] {
    return this.seen.filter((message) => !this.expected.some((pattern) => pattern.test(message)))
  }
}

const refusedByCsp = (request: Request) => request.failure()?.errorText === 'csp'

function isLoopback(url: URL): boolean {
  return (
    url.protocol === 'data:' ||
    url.protocol === 'blob:' ||
    ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  )
}

/** The console line Chromium writes when the server answers `status` (for `path`, if given). */
export function httpErrorLog(status: number, path?: string): RegExp {
  const where = path ? ` at ${escapeRegExp(new URL(path, e2eBaseUrl).href)}$` : ''
  return new RegExp(
    `^console\\.error Failed to load resource: the server responded with a status of ${status}\\b.*${where}`,
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A page paints before it loads its scripts (ADR 0016), so the load event can come before the page works as an app.
 * After a full page load this waits, as a visitor's eye cannot but a test's click can, until the root has hydrated
 * (`data-hydrated` on <html>), or sees that the document boots no app (an API answer, a file).
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.querySelector('script[type="module"]'),
  )
}

/** Every page of the context waits for hydration after it navigates and has loaded, unless told to wait for less. */
export function awaitHydrationOnLoad(context: BrowserContext) {
  const patch = (page: Page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args)
          const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
            { waitUntil?: string } | undefined
          if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle')
            await waitForHydration(page)
          return response
        },
      })
    }
  }
  context.pages().forEach(patch)
  context.on('page', patch)
}

export const test = base.extend<{ browserErrors: BrowserErrors }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) awaitHydrationOnLoad(context)
    await use(context)
  },
  browserErrors: [
    async ({ context }, use) => {
      const errors = new BrowserErrors()
      errors.watch(context)
      await use(errors)
      expect(errors.unexpected(), 'errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
