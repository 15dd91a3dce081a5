import { unsafeMarkup } from '#tests/support/xss-checks.ts'
import { expect, test } from './support/fixtures.ts'
import { signIn } from './support/site.ts'
import { assertServedHtmlClean, batches, payloads, postOf, trap } from './support/xss.ts'

/**
 * No script, event handler, javascript: URL or CSS expression reaches a visitor from any field. Posts carry
 * the corpus in title, excerpt, author and body; the public page and the staff preview open in Chromium with a trap
 * (every payload would call alert or set window.__xss), and the served HTML itself is read for anything unsafe.
 */

const blogsAdmin = '/admin/draglamblogs'

test.describe('XSS corpus through every post field', () => {
  test('the corpus reaches the browser in batches of 25', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100)
  })

  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1} of ${batches.length}: public page, list and staff preview run nothing`, async ({
      page,
      request,
    }) => {
      // Signed in first, so the site's first-visit notice is out of the way for the pages that follow.
      const token = await signIn(page, 'editor')
      const post = postOf(batch, index)
      const created = await request.post('/api/salt/admin/posts', {
        data: post,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { id } = (await created.json()) as { id: number }

      const caught = trap(page)
      const response = await page.goto(`/blogs/${post.slug}`)
      expect(response?.status()).toBe(200)
      assertServedHtmlClean(await response!.text(), response!.headers()['content-security-policy'], 'article')
      // Plain-text fields are text: the payload shows literally, it is not markup.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      await expect(page.getByText(`By ${post.author}`, { exact: false })).toBeVisible()
      await caught.assertNothingRan()

      // The save cleared the page cache, and a render that began before it is never kept (page-cache.ts).
      expect((await page.goto('/blogs'))?.status()).toBe(200)
      await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible()
      await caught.assertNothingRan()

      await page.goto(`${blogsAdmin}/${id}`)
      await page.getByRole('button', { name: 'Preview' }).click()
      const preview = page.getByTestId('post-preview')
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title)
      expect(unsafeMarkup(await preview.locator('article').innerHTML())).toEqual([])
      await caught.assertNothingRan()
    })
  }
})
