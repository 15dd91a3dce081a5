import { groupInput, productInput } from '#tests/support/admin-catalog.ts'
import { expect, test } from './support/fixtures.ts'
import { signIn } from './support/site.ts'
import { assertDomClean, assertServedHtmlClean, batches, fieldText, trap } from './support/xss.ts'

/**
 * The same corpus through the catalogue's fields: a group's name, summary and description, and a product's name,
 * summary, description, specification rows and unit name. Each batch gets its own published group and product;
 * their public pages open in Chromium with the trap, and the served HTML is read for anything unsafe.
 */
test.describe('XSS corpus through every catalogue field', () => {
  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1} of ${batches.length}: the group and product pages run nothing`, async ({
      page,
      request,
    }) => {
      const headers = { authorization: `Bearer ${await signIn(page, 'editor')}` }
      const text = (i: number, max: number) => fieldText(batch[i % batch.length]!, max) || `xss ${i}`
      const group = await request.post('/api/salt/admin/productgroups', {
        headers,
        data: groupInput({ name: text(0, 120), summary: text(1, 500), descriptionHtml: batch.join('\n') }),
      })
      expect(group.status(), await group.text()).toBe(201)
      const { id: groupId, slug: groupSlug } = (await group.json()) as { id: number; slug: string }
      const product = await request.post('/api/salt/admin/products', {
        headers,
        data: productInput(groupId, {
          name: text(2, 120),
          summary: text(3, 500),
          descriptionHtml: batch.join('\n'),
          specs: batch
            .slice(0, 5)
            .map((payload, i) => ({ label: text(i + 4, 80), value: fieldText(payload, 200) })),
          units: [{ unitName: text(5, 40), minQty: 1, customSize: false }],
        }),
      })
      expect(product.status(), await product.text()).toBe(201)
      const { slug } = (await product.json()) as { slug: string }

      const caught = trap(page)
      for (const path of [`/products/${groupSlug}`, `/products/${groupSlug}/${slug}`]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        assertServedHtmlClean(await response!.text(), response!.headers()['content-security-policy'])
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await assertDomClean(page)
        await caught.assertNothingRan()
      }
      // Plain-text fields are text: the product's name shows literally, it is not markup.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(2, 120))
    })
  }
})
