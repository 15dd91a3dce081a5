import type { Locator, Page } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'

/**
 * The save bar sticks to the bottom of a phone's screen over the form; a popup opened from it must cover it, backdrop
 * and all, or a tap meant for the bar's Save would land under the dialog's dimmed backdrop.
 */
test.use({ viewport: { width: 375, height: 740 } })

/** What a tap at the middle of `target` would reach: the backdrop or the dialog, or the bar itself. */
async function topmostAt(page: Page, target: Locator) {
  const box = (await target.boundingBox())!
  return page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return {
        inBackdrop: Boolean(hit?.closest('[role="presentation"]')?.querySelector('[role="dialog"]')),
        inDialog: Boolean(hit?.closest('[role="dialog"]')),
      }
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  )
}

test('a confirm popup opened from a screen with the sticky save bar covers the bar, backdrop and dialog', async ({
  page,
}) => {
  await login(page, 'editor', '/admin/draglamblogs')
  // A demo blog post's page (the list's first row), read through the list's own endpoint.
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const posts = await page.request.get('/api/salt/admin/posts', {
    headers: { authorization: `Bearer ${token}` },
    params: { kind: 'blog' },
  })
  const { items } = (await posts.json()) as { items: Array<{ id: number }> }
  await page.goto(`/admin/draglamblogs/${items[0]!.id}`)
  const save = page.getByRole('main').getByRole('button', { name: 'Save', exact: true })
  const remove = page.getByRole('main').getByRole('button', { name: 'Delete', exact: true })
  // The bar is stuck to the bottom of the screen, over the form, before anything opens.
  await expect(save).toBeInViewport()
  expect(await topmostAt(page, save)).toEqual({ inBackdrop: false, inDialog: false })

  await remove.click()
  const dialog = page.getByRole('dialog', { name: /^Delete / })
  await expect(dialog).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('confirm-over-save-bar-375.png') })
  for (const control of [save, remove])
    expect(await topmostAt(page, control)).toEqual({ inBackdrop: true, inDialog: false })
  const dialogBox = (await dialog.boundingBox())!
  // The dialog sits within the screen and its own buttons are reachable, not under the bar.
  expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(740)
  const cancel = dialog.getByRole('button', { name: 'Cancel' })
  expect(await topmostAt(page, cancel)).toEqual({ inBackdrop: true, inDialog: true })
  await cancel.click()
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()
})
