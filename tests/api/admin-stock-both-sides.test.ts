import { afterAll, describe, expect, test } from 'vitest'
import type { AdminProduct } from '#domain/catalogue/admin-answers.ts'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { changedStock } from '#server/services/admin/stock-versions.ts'
import { catalogEditor } from '#tests/support/admin-catalog.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
await seedCatalog(app.deps.db, {})
await seedLocations(app.deps.db)
const editor = await catalogEditor(app)

const yard = async () => {
  const page = (await editor.send('GET', '/api/salt/admin/locations?q=concord')).body as {
    items: Array<{ id: number }>
  }
  return (await editor.send('GET', `/api/salt/admin/locations/${page.items[0]!.id}`)).body as AdminLocation
}
const saveYard = (location: AdminLocation, changes: Record<string, unknown>) =>
  editor.send('PUT', `/api/salt/admin/locations/${location.id}`, { version: location.version, ...changes })

describe('stock is edited from the yard and from the product; neither overwrites the other unseen', () => {
  test('changedStock lists the ids whose status differs, added and removed ones included', () => {
    const before = new Map([
      [1, 'in_stock'],
      [2, 'low'],
    ])
    const after = new Map([
      [2, 'out'],
      [3, 'in_stock'],
    ])
    expect(changedStock(before, after)).toEqual([1, 2, 3])
    expect(changedStock(before, new Map(before))).toEqual([])
  })

  test('a product saved with new stock at a yard makes a yard form loaded before it stale (409)', async () => {
    const group = await editor.createGroup()
    const product = await editor.createProduct(group.id)
    const loadedYard = await yard()
    const saved = await editor.send(
      'PUT',
      `/api/salt/admin/products/${product.id}`,
      editor.editBody(product, { stock: [{ locationId: loadedYard.id, status: 'low' }] }),
    )
    expect(saved.status).toBe(200)
    const stale = await saveYard(loadedYard, { todaysHours: 'OPEN TILL NOON' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect((await saveYard(await yard(), { todaysHours: 'OPEN TILL NOON' })).status).toBe(200)
  })

  test('a yard saved with new stock for a product makes a product form loaded before it stale (409)', async () => {
    const group = await editor.createGroup()
    const product = await editor.createProduct(group.id)
    const location = await yard()
    expect((await saveYard(location, { stock: [{ productId: product.id, status: 'out' }] })).status).toBe(200)
    const stale = await editor.send(
      'PUT',
      `/api/salt/admin/products/${product.id}`,
      editor.editBody(product, { summary: 'Changed without seeing the stock.' }),
    )
    expect(stale.status).toBe(409)
    const fresh = (await editor.send('GET', `/api/salt/admin/products/${product.id}`)).body as AdminProduct
    expect(fresh.stock).toEqual([{ locationId: location.id, status: 'out' }])
  })

  test('a yard save that leaves stock alone does not disturb the products', async () => {
    const group = await editor.createGroup()
    const product = await editor.createProduct(group.id)
    expect((await saveYard(await yard(), { todaysHours: null })).status).toBe(200)
    const saved = await editor.send('PUT', `/api/salt/admin/products/${product.id}`, editor.editBody(product))
    expect(saved.status).toBe(200)
  })
})
