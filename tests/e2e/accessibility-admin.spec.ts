import type { Page } from '@playwright/test'
import { adminPath, adminSections } from '#domain/admin/sections.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

/** The e2e server runs with the default brand prefix (server/config.ts). */
const brandPrefix = 'draglam'

/** The dashboard and its frame (the side navigation a strip on a phone) are checked at both widths. */
const widths = [
  { name: 'phone', width: 375, height: 740, sections: false },
  { name: 'desktop', width: 1280, height: 900, sections: true },
]
/**
 * A list can render other markup on a phone (its rows as stacked cards, the table hidden), so each list is checked
 * again at a phone's width: the window is resized on the list already open, which costs no second load.
 */
const phone = { width: 375, height: 740 }

/** Waits until the lazy screen has loaded its data: a first-level heading and nothing loading or busy any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
}

/** axe's findings in the main content of the screen now open, once it has settled. */
async function violationsHere(page: Page, path: string): Promise<string[]> {
  await settled(page)
  return (await seriousViolations(page, 'main')).map((line) => `${path}: ${line}`)
}

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  return violationsHere(page, path)
}

/** The first record of the list now open and, where the section has one, its add-new form. */
async function recordViolations(page: Page, list: string, canAdd: boolean): Promise<string[]> {
  const found: string[] = []
  const firstRecord = page.getByRole('main').locator(`a[href^="${list}/"]:not([href$="/add-new"])`).first()
  if ((await firstRecord.count()) > 0)
    found.push(...(await violationsOn(page, (await firstRecord.getAttribute('href'))!)))
  if (canAdd) found.push(...(await violationsOn(page, `${list}/add-new`)))
  return found
}

/**
 * Every admin screen the navigation offers, read from the same section list the app uses so a new section cannot be
 * forgotten: the dashboard with its frame (side navigation, account menu) at phone and desktop widths, then the main
 * content of each section's list at both widths, its first record and its add-new form, as the owner (who may open
 * them all).
 */
for (const { name, width, height, sections } of widths) {
  test.describe(`admin at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } })
    test.describe.configure({ timeout: 90_000 })

    test('the dashboard and the admin frame have no serious accessibility violations', async ({ page }) => {
      await login(page, 'admin')
      await settled(page)
      expect(await seriousViolations(page)).toEqual([])
    })

    // One test a section, so each test's time limit holds on a busy machine however many sections there are.
    for (const section of sections ? adminSections(brandPrefix) : []) {
      test(`${section.title}: list (at 1280 and 375 px), first record and add-new form have no serious accessibility violations`, async ({
        page,
      }) => {
        const list = adminPath(section.kind, brandPrefix)
        await login(page, 'admin', list)
        const found = await violationsHere(page, list)
        const desktop = page.viewportSize()!
        await page.setViewportSize(phone)
        found.push(...(await violationsHere(page, `${list} at ${phone.width} px`)))
        await page.setViewportSize(desktop)
        found.push(...(await recordViolations(page, list, section.canAdd)))
        expect(found).toEqual([])
      })
    }
  })
}
