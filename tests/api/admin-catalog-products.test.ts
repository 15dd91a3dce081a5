import { asc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminProduct } from '#domain/catalogue/admin-answers.ts'
import { unitNeededText } from '#domain/catalogue/admin-schemas.ts'
import {
  auditLog,
  documents,
  locations,
  productDocuments,
  products,
  slugRedirects,
} from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { catalogPageQueries } from '#server/services/catalog/page-queries.ts'
import { searchCatalog } from '#server/services/catalog/search.ts'
import { locationPageQueries } from '#server/services/locations/page-queries.ts'
import { catalogEditor, productInput, uniqueSlug } from '#tests/support/admin-catalog.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const { db } = deps
await seedCatalog(db, { storage: deps.storage })
await seedLocations(db)
const readModel = pageReadModel(deps)
const catalog = catalogPageQueries(db, readModel)
const editor = await catalogEditor(app)
const group = await editor.createGroup()

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const put = (product: AdminProduct, changes: Parameters<typeof editor.editBody>[1] = {}) =>
  editor.send('PUT', `/api/salt/admin/products/${product.id}`, editor.editBody(product, changes))

describe('products in the admin API', () => {
  test('create stores units, specs, images, documents and stock; answers id and version; audits; notifies', async () => {
    const [sheet] = await db.select().from(documents).limit(1)
    const [yard] = await db.select().from(locations).limit(1)
    const before = notified
    const input = productInput(group.id, {
      descriptionHtml: '<p>Safe <img src=x onerror="alert(1)"><a href="javascript:alert(1)">here</a></p>',
      units: [
        { unitName: 'tonne', minQty: 2, customSize: false },
        { unitName: '1,000 L tote', minQty: 1, customSize: true },
      ],
      documentIds: [sheet!.id],
      stock: [{ locationId: yard!.id, status: 'low' }],
    })
    const response = await editor.send('POST', '/api/salt/admin/products', input)
    expect(response.status).toBe(201)
    const product = response.body as AdminProduct
    expect(product).toMatchObject({
      id: expect.any(Number),
      version: 1,
      units: input.units,
      specs: input.specs,
      images: input.images,
      documentIds: [sheet!.id],
      documents: [{ id: sheet!.id, title: sheet!.title }],
      stock: [{ locationId: yard!.id, status: 'low' }],
      href: `/products/${group.slug}/${input.slug}`,
    })
    expect(product.descriptionHtml).not.toMatch(/onerror|javascript:|<script/)
    expect(notified).toBe(before + 1)
    const [row] = await db.select().from(products).where(eq(products.id, product.id))
    expect(row?.searchText).toBe(`${input.name} ${input.summary} tonne 1,000 L tote`)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `products/${product.id}`))
    expect(audit).toMatchObject({
      action: 'products.created',
      actorAccountId: editor.staff.id,
      details: { before: null, after: { slug: input.slug, units: input.units } },
    })
    const page = await catalog.product(group.slug, input.slug)
    expect(page).toMatchObject({
      name: input.name,
      units: input.units,
      documents: [{ slug: sheet!.slug }],
      availability: [{ slug: yard!.slug, status: 'low' }],
    })
    expect((await editor.send('GET', `/api/salt/admin/products/${product.id}`)).body).toEqual(product)
  })

  test('a published product needs a unit (field error on units); a draft may have none but cannot be published so', async () => {
    const refused = await editor.send(
      'POST',
      '/api/salt/admin/products',
      productInput(group.id, { units: [] }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: { fields: { units: unitNeededText } } })
    const draft = await editor.createProduct(group.id, { units: [], published: false })
    const publish = await put(draft, { published: true })
    expect(publish.status).toBe(400)
    expect(publish.body).toMatchObject({ error: { fields: { units: unitNeededText } } })
    expect(await catalog.product(group.slug, draft.slug)).toBeNull()
  })

  test('unit names are unique per product', async () => {
    const units = [
      { unitName: 'bag', minQty: 1, customSize: false },
      { unitName: 'Bag', minQty: 5, customSize: false },
    ]
    const response = await editor.send('POST', '/api/salt/admin/products', productInput(group.id, { units }))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { 'units.1.unitName': expect.any(String) } } })
  })

  test('a slug any product has (in any group) is a field error on slug', async () => {
    const response = await editor.send(
      'POST',
      '/api/salt/admin/products',
      productInput(group.id, { slug: 'rock-salt' }),
    )
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { slug: 'Another product uses this slug.' } } })
  })

  test('an edit shows on the storefront at once; search finds the new name; unpublishing hides it everywhere', async () => {
    const product = await editor.createProduct(group.id)
    const word = `zephyrite${Date.now().toString(36)}`
    const saved = await put(product, {
      name: `Grit ${word}`,
      units: [{ unitName: 'skid', minQty: 1, customSize: false }],
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ version: 2 })
    expect(await catalog.product(group.slug, product.slug)).toMatchObject({
      name: `Grit ${word}`,
      units: [{ unitName: 'skid' }],
    })
    expect((await catalog.group(group.slug))?.products.map((item) => item.name)).toContain(`Grit ${word}`)
    expect((await searchCatalog(db, word)).map((result) => result.name)).toEqual([`Grit ${word}`])
    expect((await searchCatalog(db, `${word} skid`)).length).toBe(1)

    const hidden = await put(saved.body as AdminProduct, { published: false })
    expect(hidden.status).toBe(200)
    expect(await catalog.product(group.slug, product.slug)).toBeNull()
    expect((await catalog.group(group.slug))?.products.map((item) => item.slug)).not.toContain(product.slug)
    expect(await searchCatalog(db, word)).toEqual([])
  })

  test('a new slug or group records a 301 from the old product path; the audit row has before and after', async () => {
    const other = await editor.createGroup()
    const product = await editor.createProduct(group.id)
    const renamed = uniqueSlug('renamed')
    const first = await put(product, { slug: renamed })
    expect(first.status).toBe(200)
    const moved = await put(first.body as AdminProduct, { groupId: other.id })
    expect(moved.status).toBe(200)
    const finalPath = `/products/${other.slug}/${renamed}`
    const redirects = await db.select().from(slugRedirects).where(eq(slugRedirects.toPath, finalPath))
    expect(redirects.map((row) => row.fromPath).sort()).toEqual(
      [`/products/${group.slug}/${product.slug}`, `/products/${group.slug}/${renamed}`].sort(),
    )
    expect(await catalog.product(other.slug, renamed)).not.toBeNull()
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `products/${product.id}`))
      .orderBy(asc(auditLog.id))
    const updates = audits.filter((row) => row.action === 'products.updated')
    expect(updates).toHaveLength(2)
    expect(updates.at(-1)?.details).toMatchObject({
      before: { groupId: group.id, slug: renamed, version: 2 },
      after: { groupId: other.id, slug: renamed, version: 3 },
    })
  })

  test('a stale version is a 409; nothing is written, nothing notified', async () => {
    const product = await editor.createProduct(group.id)
    expect((await put(product, { name: 'First' })).status).toBe(200)
    const before = notified
    const stale = await put(product, {
      name: 'Second',
      slug: uniqueSlug('second'),
      units: [],
      published: false,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect(notified).toBe(before)
    const saved = (await editor.send('GET', `/api/salt/admin/products/${product.id}`)).body as AdminProduct
    expect(saved).toMatchObject({ name: 'First', slug: product.slug, version: 2, units: product.units })
  })

  test('stock per yard: set, changed and removed, as the storefront location page shows it', async () => {
    const [yard] = await db.select().from(locations).where(eq(locations.published, true)).limit(1)
    const stocked = async (slug: string) =>
      (await locationPageQueries(db, readModel).page(yard!.slug))?.products.find((item) => item.slug === slug)
        ?.status
    const product = await editor.createProduct(group.id, {
      stock: [{ locationId: yard!.id, status: 'in_stock' }],
    })
    expect(await stocked(product.slug)).toBe('in_stock')
    const out = await put(product, { stock: [{ locationId: yard!.id, status: 'out' }] })
    expect(await stocked(product.slug)).toBe('out')
    await put(out.body as AdminProduct, { stock: [] })
    expect(await stocked(product.slug)).toBeUndefined()
  })

  test('documents are linked and unlinked by id; an unknown document is a field error', async () => {
    const [sheet] = await db.select().from(documents).limit(1)
    const product = await editor.createProduct(group.id, { documentIds: [sheet!.id] })
    const unlinked = await put(product, { documentIds: [] })
    expect(unlinked.status).toBe(200)
    expect(
      await db.select().from(productDocuments).where(eq(productDocuments.productId, product.id)),
    ).toEqual([])
    const unknown = await put(unlinked.body as AdminProduct, { documentIds: [2_000_000_000] })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ error: { fields: { documentIds: expect.any(String) } } })
  })
})
