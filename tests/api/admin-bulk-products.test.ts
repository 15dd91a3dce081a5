import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { BulkAnswer } from '#domain/admin/bulk.ts'
import { unitNeededText } from '#domain/catalogue/admin-schemas.ts'
import { auditLog, productUnits, products } from '#server/db/schema.ts'
import { catalogPageQueries } from '#server/services/catalog/page-queries.ts'
import { catalogEditor } from '#tests/support/admin-catalog.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const catalog = catalogPageQueries(deps.db, pageReadModel(deps))
const editor = await catalogEditor(app)
const group = await editor.createGroup()
const bulk = (body: unknown, token = editor.token) =>
  api.post('/api/salt/admin/products/bulk', body, { token })
const ok = async (body: unknown) => {
  const response = await bulk(body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as BulkAnswer
}
const rowOf = async (id: number) => (await deps.db.select().from(products).where(eq(products.id, id)))[0]
const auditsOf = (ids: number[]) =>
  deps.db
    .select()
    .from(auditLog)
    .where(
      inArray(
        auditLog.subject,
        ids.map((id) => `products/${id}`),
      ),
    )
    .orderBy(auditLog.id)

let notified = 0
deps.contentChanges.subscribe(() => notified++)

describe('POST /api/salt/admin/products/bulk: who may', () => {
  test('401 signed out; 403 for a customer and yard staff, and nothing changes', async () => {
    const product = await editor.createProduct(group.id, { published: false })
    const body = { action: 'publish', ids: [product.id] }
    expect((await api.post('/api/salt/admin/products/bulk', body)).status).toBe(401)
    for (const account of [await createAccount(deps.db), await createStaff(deps.db, staffLevels.yard)]) {
      const refused = await bulk(body, await api.signIn(account.eMail, account.password))
      expect(refused.status).toBe(403)
    }
    expect((await rowOf(product.id))?.published).toBe(false)
    expect(await auditsOf([product.id]).then((rows) => rows.map((row) => row.action))).toEqual([
      'products.created',
    ])
  })

  test('bad ids are a 400 naming the field', async () => {
    const response = await bulk({ action: 'unpublish', ids: [1, 'two'] })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { code: 'invalid_input', fields: { 'ids.1': 'Use record numbers.' } },
    })
  })
})

describe('POST /api/salt/admin/products/bulk: each id answered', () => {
  test('publish: drafts with a unit go live, one without a unit is refused in the form’s words, the rest go ahead', async () => {
    const ready = await editor.createProduct(group.id, { published: false })
    const noUnit = await editor.createProduct(group.id, { published: false, units: [] })
    const live = await editor.createProduct(group.id)
    expect(await catalog.product(group.slug, ready.slug)).toBeNull()
    const before = notified

    const answer = await ok({ action: 'publish', ids: [ready.id, noUnit.id, live.id, 2_000_000_000] })
    expect(answer.results).toEqual([
      { id: ready.id, outcome: 'published' },
      { id: noUnit.id, outcome: 'refused', message: unitNeededText },
      { id: live.id, outcome: 'unchanged' },
      { id: 2_000_000_000, outcome: 'not_found' },
    ])
    expect(notified).toBe(before + 1)
    // The storefront sees it at once: the page cache and the read model were cleared.
    expect(await catalog.product(group.slug, ready.slug)).toMatchObject({ name: ready.name })
    expect(await rowOf(ready.id)).toMatchObject({ published: true, version: 2 })
    expect(await rowOf(noUnit.id)).toMatchObject({ published: false, version: 1 })
    expect(await rowOf(live.id)).toMatchObject({ published: true, version: 1 })

    const audits = await auditsOf([ready.id, noUnit.id, live.id])
    expect(audits.map((row) => [row.action, row.subject])).toEqual([
      ['products.created', `products/${ready.id}`],
      ['products.created', `products/${noUnit.id}`],
      ['products.created', `products/${live.id}`],
      ['products.updated', `products/${ready.id}`],
    ])
    expect(audits[3]).toMatchObject({
      actorAccountId: editor.staff.id,
      details: {
        before: { id: ready.id, published: false, version: 1, units: [{ unitName: 'tonne' }] },
        after: { id: ready.id, published: true, version: 2, units: [{ unitName: 'tonne' }] },
      },
    })
  })

  test('unpublish takes products off the storefront; a form opened before is refused with 409', async () => {
    const product = await editor.createProduct(group.id)
    expect(await catalog.product(group.slug, product.slug)).not.toBeNull()
    expect((await ok({ action: 'unpublish', ids: [product.id] })).results).toEqual([
      { id: product.id, outcome: 'unpublished' },
    ])
    expect(await catalog.product(group.slug, product.slug)).toBeNull()
    const stale = await editor.send(
      'PUT',
      `/api/salt/admin/products/${product.id}`,
      editor.editBody(product, { name: 'Edited meanwhile' }),
    )
    expect(stale.status).toBe(409)
  })

  test('delete removes the products with their units, audited as freq audits them; again, they are not found', async () => {
    const first = await editor.createProduct(group.id)
    const second = await editor.createProduct(group.id, { published: false })
    const ids = [second.id, first.id]
    expect((await ok({ action: 'delete', ids })).results).toEqual([
      { id: second.id, outcome: 'deleted' },
      { id: first.id, outcome: 'deleted' },
    ])
    expect(await deps.db.select().from(products).where(inArray(products.id, ids))).toEqual([])
    expect(await deps.db.select().from(productUnits).where(inArray(productUnits.productId, ids))).toEqual([])
    const deleted = (await auditsOf(ids)).filter((row) => row.action === 'products.deleted')
    expect(deleted.map((row) => row.subject).sort()).toEqual(ids.map((id) => `products/${id}`).sort())
    expect(deleted.find((row) => row.subject === `products/${first.id}`)?.details).toMatchObject({
      before: { id: first.id, slug: first.slug },
      after: null,
    })
    expect(await catalog.product(group.slug, first.slug)).toBeNull()
    expect((await ok({ action: 'delete', ids })).results.map((result) => result.outcome)).toEqual([
      'not_found',
      'not_found',
    ])
  })

  test('two bulk actions on the same products at once both answer, one after the other (no deadlock)', async () => {
    const made = await Promise.all([1, 2, 3].map(() => editor.createProduct(group.id, { published: false })))
    const ids = made.map((product) => product.id)
    const [forward, backward] = await Promise.all([
      ok({ action: 'publish', ids }),
      ok({ action: 'publish', ids: [...ids].reverse() }),
    ])
    // Each product was published exactly once, by whichever action took its lock first.
    const outcomes = [...forward.results, ...backward.results]
    for (const id of ids)
      expect(
        outcomes
          .filter((result) => result.id === id)
          .map((result) => result.outcome)
          .sort(),
      ).toEqual(['published', 'unchanged'])
    const updates = (await auditsOf(ids)).filter((row) => row.action === 'products.updated')
    expect(updates).toHaveLength(3)
  })
})
