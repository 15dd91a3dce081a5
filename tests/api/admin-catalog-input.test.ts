import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AdminProduct, AdminProductRow } from '#domain/catalogue/admin-answers.ts'
import type { ProductInput } from '#domain/catalogue/admin-schemas.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { productGroups, products } from '#server/db/schema.ts'
import { catalogEditor, groupInput, productInput } from '#tests/support/admin-catalog.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const editor = await catalogEditor(app)
const list = async (query: string) => {
  const response = await editor.send('GET', `/api/salt/admin/products${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminListPage<AdminProductRow>
}

describe('the products list', () => {
  test('searches name, slug and summary; filters by group and status; sorts; pages', async () => {
    const brines = await editor.createGroup({ name: 'Aa Brines' })
    const sacks = await editor.createGroup({ name: 'Zz Sacks' })
    await editor.createProduct(brines.id, { name: 'Cobalt brine', slug: 'cobalt-brine', sortOrder: 3 })
    await editor.createProduct(sacks.id, { name: 'Amber sack', slug: 'amber-sack', sortOrder: 1 })
    await editor.createProduct(sacks.id, {
      name: 'Beryl sack',
      slug: 'beryl-sack',
      summary: 'A quartzite blend.',
      sortOrder: 2,
      published: false,
    })

    expect((await list('?q=cobalt')).items.map((row) => row.slug)).toEqual(['cobalt-brine'])
    expect((await list('?q=beryl-s')).items.map((row) => row.slug)).toEqual(['beryl-sack'])
    expect((await list('?q=quartzite')).items.map((row) => row.slug)).toEqual(['beryl-sack'])
    expect((await list(`?group=${sacks.id}`)).items.map((row) => row.slug)).toEqual([
      'amber-sack',
      'beryl-sack',
    ])
    expect((await list('?status=draft')).items.map((row) => row.slug)).toEqual(['beryl-sack'])
    expect((await list('?status=published&sort=name&dir=desc')).items.map((row) => row.slug)).toEqual([
      'cobalt-brine',
      'amber-sack',
    ])
    expect((await list('?sort=group')).items.map((row) => row.groupName)).toEqual([
      'Aa Brines',
      'Zz Sacks',
      'Zz Sacks',
    ])
    expect((await list('?sort=order')).items.map((row) => row.sortOrder)).toEqual([1, 2, 3])
    expect((await list('?sort=updated&dir=desc')).items[0]?.slug).toBe('beryl-sack')
    expect((await list('?q=cobalt')).items[0]).toMatchObject({
      groupId: brines.id,
      groupName: 'Aa Brines',
      published: true,
    })

    for (let index = 0; index < 26; index++)
      await editor.createProduct(brines.id, { name: `Paged ${String(index).padStart(2, '0')}` })
    const first = await list(`?group=${brines.id}&q=paged`)
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect((await list(`?group=${brines.id}&q=paged&page=2`)).items.map((row) => row.name)).toEqual([
      'Paged 25',
    ])
  })
})

const image = productInput(1).images[0]!

describe('bad input is a 4xx, never a 5xx, and writes nothing', () => {
  let product: AdminProduct
  let validProduct: ProductInput
  beforeAll(async () => {
    const group = await editor.createGroup()
    product = await editor.createProduct(group.id)
    validProduct = productInput(group.id)
  })

  const productCases: Array<[string, Record<string, unknown>]> = [
    ['a NUL byte in the name', { name: 'Rock\u0000Salt' }],
    ['a NUL byte in the description', { descriptionHtml: '<p>a\u0000b</p>' }],
    ['a too-long name', { name: 'x'.repeat(121) }],
    ['a too-long summary', { summary: 'x'.repeat(501) }],
    ['a group id too big for the database', { groupId: 99_999_999_999 }],
    ['an unknown group', { groupId: 2_000_000_000 }],
    ['a group id as text', { groupId: '1' }],
    ['published as text', { published: 'yes' }],
    ['units not a list', { units: 'tonne' }],
    ['a unit with minQty 0', { units: [{ unitName: 'tonne', minQty: 0, customSize: false }] }],
    ['a fractional minQty', { units: [{ unitName: 'tonne', minQty: 1.5, customSize: false }] }],
    ['a javascript: image', { images: [{ ...image, url: 'javascript:alert(1)' }] }],
    ['a data: image', { images: [{ ...image, url: 'data:image/svg+xml,<svg onload=alert(1)>' }] }],
    ['an image on another host', { images: [{ ...image, url: 'https://evil.test/a.png' }] }],
    ['an image without alt text', { images: [{ ...image, alt: '' }] }],
    ['an image of width 0', { images: [{ ...image, width: 0 }] }],
    ['an unknown document', { documentIds: [99_999] }],
    ['a document id too big', { documentIds: [99_999_999_999] }],
    ['an unknown yard', { stock: [{ locationId: 99_999, status: 'in_stock' }] }],
    ['an unknown stock status', { stock: [{ locationId: 1, status: 'plenty' }] }],
    ['a slug with spaces', { slug: 'rock salt' }],
    ['a spec without a value', { specs: [{ label: 'Grain', value: '' }] }],
  ]

  test.each(productCases)('POST a product with %s', async (_name, change) => {
    const before = await deps.db.select({ n: count() }).from(products)
    const response = await editor.send('POST', '/api/salt/admin/products', { ...validProduct, ...change })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: expect.any(Object) } })
    expect(await deps.db.select({ n: count() }).from(products)).toEqual(before)
  })

  test.each(productCases)('PUT a product with %s', async (_name, change) => {
    const body = { ...editor.editBody(product), ...change }
    const response = await editor.send('PUT', `/api/salt/admin/products/${product.id}`, body)
    expect(response.status, JSON.stringify(response.body)).toBe(400)
  })

  test.each([
    ['a NUL byte in the name', { name: 'Ice\u0000' }],
    ['a too-long name', { name: 'x'.repeat(121) }],
    ['a javascript: image', { image: { ...image, url: 'javascript:alert(1)' } }],
    ['an image object as text', { image: '/images/a.png' }],
    ['order as text', { sortOrder: '1' }],
    ['a fractional order', { sortOrder: 1.5 }],
  ])('POST a group with %s', async (_name, change) => {
    const before = await deps.db.select({ n: count() }).from(productGroups)
    const response = await editor.send('POST', '/api/salt/admin/productgroups', {
      ...groupInput(),
      ...change,
    })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(await deps.db.select({ n: count() }).from(productGroups)).toEqual(before)
  })

  test.each([
    ['GET', '/api/salt/admin/products/99999999999', 400],
    ['GET', '/api/salt/admin/products/abc', 400],
    ['GET', '/api/salt/admin/products/2147483647', 404],
    ['GET', '/api/salt/admin/productgroups/99999999999', 400],
    ['GET', '/api/salt/admin/productgroups/2147483647', 404],
    ['GET', '/api/salt/admin/products?page=0', 400],
    ['GET', '/api/salt/admin/products?group=99999999999', 400],
    ['GET', '/api/salt/admin/products?sort=price', 400],
    ['GET', '/api/salt/admin/products?status=gone', 400],
    ['GET', '/api/salt/admin/productgroups?published=maybe', 400],
    ['GET', `/api/salt/admin/products?q=${'x'.repeat(201)}`, 400],
    ['GET', '/api/salt/admin/products?q=%00', 400],
  ])('%s %s is a %i', async (method, path, status) => {
    expect((await editor.send(method, path)).status).toBe(status)
  })

  test('PUT without a version, or to a missing record, is a 4xx', async () => {
    const { version: _version, ...body } = editor.editBody(product)
    expect((await editor.send('PUT', `/api/salt/admin/products/${product.id}`, body)).status).toBe(400)
    const missing = await editor.send('PUT', '/api/salt/admin/products/2147483647', editor.editBody(product))
    expect(missing.status).toBe(404)
    const groupMissing = await editor.send('PUT', '/api/salt/admin/productgroups/2147483647', {
      ...groupInput(),
      version: 1,
    })
    expect(groupMissing.status).toBe(404)
  })

  test('a description past the rich-text limit is a field error; a body past 1 MB is refused as too large', async () => {
    const long = { ...editor.editBody(product), descriptionHtml: 'x'.repeat(200_001) }
    const tooLong = await editor.send('PUT', `/api/salt/admin/products/${product.id}`, long)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({ error: { fields: { descriptionHtml: 'The text is too long.' } } })
    const huge = { ...editor.editBody(product), descriptionHtml: 'x'.repeat(1_100_000) }
    expect((await editor.send('PUT', `/api/salt/admin/products/${product.id}`, huge)).status).toBe(413)
  })

  test('a body that is not JSON, or not an object, is a 400', async () => {
    const raw = await app.api.request('/api/salt/admin/products', {
      method: 'POST',
      token: editor.token,
      rawBody: '{"name":',
    })
    expect(raw.status).toBe(400)
    expect((await editor.send('POST', '/api/salt/admin/products', [1, 2])).status).toBe(400)
    expect((await editor.send('POST', '/api/salt/admin/productgroups', 'text')).status).toBe(400)
  })
})

describe('two saves racing for one slug', () => {
  test('one wins; the other is told so with a 4xx, never a 500', async () => {
    const input = groupInput()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => editor.send('POST', '/api/salt/admin/productgroups', input)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    for (const status of statuses.filter((status) => status !== 201)) expect([400, 409]).toContain(status)
  })
})
