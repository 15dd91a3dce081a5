import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, urgentNotice } from '#tests/e2e/support/site.ts'

/** axe's serious and critical findings, one readable line per rule, so a failure names what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
}

test('home with the urgent notice open has no serious accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expect(urgentNotice(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expect(urgentNotice(page)).toBeVisible()
  await closeDialog(page)
  expect(await seriousViolations(page)).toEqual([])
})
