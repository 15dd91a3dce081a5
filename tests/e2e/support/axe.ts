import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** axe-core as the page sees it once injected. */
type PageWithAxe = Window & { axe?: typeof axe }

/**
 * Puts axe-core into the page's document unless it is there already. @axe-core/playwright evaluated its 550 KB source
 * twice for every check, which cost the browser as much as the check itself (0.38 → 0.20 CPU-s a check, measured on
 * /products); the walks check each page at two widths, and a document keeps what was injected until it navigates.
 * Configured as that library's legacy mode did: the shop renders no cross-origin frames to merge results from.
 */
async function injectAxe(page: Page) {
  if (await page.evaluate(() => (window as PageWithAxe).axe !== undefined)) return
  await page.evaluate(
    `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
  )
}

/**
 * axe's serious and critical findings on the page as it is now, one readable line per rule; `within` limits the
 * check to one part (a walk that has checked the frame once checks only each page's main content).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await injectAxe(page)
  // Only violations are read: axe then builds selectors for the nodes of no other result type, a tenth of the walks'
  // CPU.
  const violations = await page.evaluate(
    async (include) => {
      const { violations } = await (window as PageWithAxe).axe!.run(
        { include, exclude: [] },
        { resultTypes: ['violations'] },
      )
      return violations
    },
    within ? [within] : [],
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
}
