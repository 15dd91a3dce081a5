import type { Page } from '@playwright/test'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { openSite } from '#tests/e2e/support/site.ts'

/** The search field in view (role queries skip hidden ones): the header's panel when wide, the mobile menu on phones. */
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search products' })
const resultList = (page: Page) => page.getByRole('listbox', { name: 'Search results' })

/** Types the query and waits for the server's answer to it, so "no list" means no results, not "not yet". */
async function search(page: Page, query: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(`/api/salt/search?q=${encodeURIComponent(query)}`) && response.ok(),
  )
  await searchField(page).fill(query)
  await answered
}

test.describe('product search in the header', () => {
  test('the list shows only while the field has focus and there are results', async ({ page }) => {
    await openSite(page, '/products')
    const toggle = page.getByRole('button', { name: 'Search products' })
    await toggle.click()
    const field = searchField(page)
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await search(page, 'zzqx')
    await expect(resultList(page)).toHaveCount(0)
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await search(page, 'rock')
    await expect(resultList(page)).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(field).toHaveAttribute('aria-controls', (await resultList(page).getAttribute('id')) ?? '')
    await expect(resultList(page).getByRole('option').first()).toContainText('Rock Salt')

    // Focus leaves: the list (and the panel) close; focus back: the same results show again.
    await page.keyboard.press('Tab')
    await expect(resultList(page)).toHaveCount(0)
    await toggle.click()
    await expect(searchField(page)).toBeFocused()
    await expect(resultList(page)).toBeVisible()
  })

  test('arrows move the active option, Escape closes the list then the panel, Enter opens the result', async ({
    page,
  }) => {
    await openSite(page, '/products')
    const toggle = page.getByRole('button', { name: 'Search products' })
    await toggle.click()
    await search(page, 'rock')
    const field = searchField(page)
    const options = resultList(page).getByRole('option')
    // The answer has arrived; its options render a moment later.
    await expect.poll(() => options.count()).toBeGreaterThan(2)
    const count = await options.count()
    const activeIs = async (index: number) => {
      const option = options.nth(index)
      await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
      await expect(option).toHaveAttribute('aria-selected', 'true')
    }

    await expect(field).not.toHaveAttribute('aria-activedescendant')
    await page.keyboard.press('ArrowDown')
    await activeIs(0)
    await page.keyboard.press('ArrowDown')
    await activeIs(1)
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await activeIs(0)
    await page.keyboard.press('ArrowUp')
    await activeIs(count - 1)

    await page.keyboard.press('Escape')
    await expect(resultList(page)).toHaveCount(0)
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('rock')
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(field).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await activeIs(0)
    await expect(options.first()).toContainText('Rock Salt')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/products/bulk-salt/rock-salt')
    await expect(page.getByRole('heading', { level: 1, name: 'Rock Salt' })).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('two ArrowDown presses before a render move two options', async ({ page }) => {
    await openSite(page, '/products')
    await page.getByRole('button', { name: 'Search products' }).click()
    await search(page, 'rock')
    const field = searchField(page)
    const options = resultList(page).getByRole('option')
    await expect.poll(() => options.count()).toBeGreaterThan(2)

    // Both keydowns in one task: React renders only after the task, so the second press finds the first one's
    // move not yet rendered (a browser's own key events each get a task, with a render between them).
    await field.evaluate((input) => {
      for (let press = 0; press < 2; press++)
        input.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        )
    })
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    )
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  })

  test('a click on a category result opens the category page', async ({ page }) => {
    await openSite(page, '/')
    await page.getByRole('button', { name: 'Search products' }).click()
    await search(page, 'liquid')
    await resultList(page)
      .getByRole('option', { name: /Liquid De-Icing\s*Product category/ })
      .click()
    await expect(page).toHaveURL('/products/liquid-de-icing')
    await expect(page.getByRole('heading', { level: 1, name: 'Liquid De-Icing' })).toBeVisible()
  })

  test('the open search with results has no serious accessibility violations', async ({ page }) => {
    await openSite(page, '/products')
    await page.getByRole('button', { name: 'Search products' }).click()
    await search(page, 'salt')
    await page.keyboard.press('ArrowDown')
    await expect(resultList(page)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the field sits in the mobile menu and finds products by unit name', async ({ page }) => {
      await openSite(page, '/')
      await page.getByRole('button', { name: 'Menu' }).click()
      await search(page, 'tote')
      const option = resultList(page).getByRole('option', { name: /^Salt Brine \(23%\)/ })
      await expect(option).toBeVisible()
      // Escape closes the list, not the menu around it.
      await page.keyboard.press('Escape')
      await expect(resultList(page)).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await option.click()
      await expect(page).toHaveURL('/products/liquid-de-icing/salt-brine')
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    })
  })
})
