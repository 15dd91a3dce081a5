import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's serious and critical findings on the page as it is now, one readable line per rule; `within` limits the
 * check to one part (a walk that has checked the frame once checks only each page's main content).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank tab for every check to merge results from
  // cross-origin frames, which the shop does not render, and that tab cost as much as the check. Only violations are
  // read: axe then builds selectors for the nodes of no other result type, a tenth of the walks' CPU.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  const { violations } = await (within ? builder.include(within) : builder).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
}
