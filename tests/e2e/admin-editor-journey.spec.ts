import type { Locator, Page } from '@playwright/test'
import { slugify } from '#domain/kernel/slug.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'
import { jpeg } from '#tests/support/upload-fixtures.ts'

/**
 * An editor's journey with images: a product and a blog post, each given a freshly uploaded picture through the
 * fileManager popup, published, and shown by the storefront from the re-encoded WebP files. (Renaming and deleting
 * are walked in admin-catalog.spec.ts and admin-posts.spec.ts.)
 */
async function uploadAndPick(page: Page, opener: Locator, alt: string) {
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Choose an image' })
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt)
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 800) })
  await dialog.getByRole('button', { name: `Use image: ${alt}` }).click()
  await expect(dialog).toHaveCount(0)
}

/** The image is ours, re-encoded: a WebP under /media with its widths offered, and it really loads. */
async function expectServedImage(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt })
  await expect(image).toHaveAttribute('src', /^\/media\/[a-z0-9]+-\d+\.webp$/)
  await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w/)
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
}

test('an editor publishes a product with an uploaded image, and the storefront shows it', async ({
  page,
}) => {
  test.slow()
  const name = `Grit Blend ${Date.now().toString(36)}`
  const alt = `${name} in a pail`
  await login(page, 'editor', '/admin/draglamproducts/add-new')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Bagged Salt' })
  await page.getByRole('button', { name: 'Add unit' }).click()
  await page.getByRole('group', { name: 'Unit 1' }).getByLabel('Unit name').fill('pail')
  await uploadAndPick(page, page.getByRole('button', { name: 'Add image…' }), alt)
  await page.getByLabel('Status', { exact: true }).selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/draglamproducts\/\d+$/)
  // The new record's own page says it was saved (the add-new form that said it is gone).
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

  await page.goto(`/products/bagged-salt/${slugify(name)}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expectServedImage(page, alt)
})

test('an editor publishes a blog post with an uploaded cover image, and the storefront shows it', async ({
  page,
}) => {
  test.slow()
  const title = `Brine before the storm ${Date.now().toString(36)}`
  const alt = 'A brine truck at the Concord yard'
  await login(page, 'editor', '/admin/draglamblogs/add-new')
  await page.getByLabel('Title').fill(title)
  await page.getByRole('textbox', { name: 'Body' }).click()
  await page.keyboard.type('Pre-wet the lots the evening before.')
  await uploadAndPick(page, page.getByRole('button', { name: 'Choose image…' }), alt)
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  // Saving a new post moves to its own page, which still says it was saved: the check waits for the move, so a
  // "Saved" glimpsed on the add-new form just before it goes cannot pass it.
  await expect(page).toHaveURL(/\/admin\/draglamblogs\/\d+$/)
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

  await page.goto(`/blogs/${slugify(title)}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectServedImage(page, alt)
})
