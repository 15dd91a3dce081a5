import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { locationProducts, locations, productGroups, products } from '#server/db/schema.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { seedLocations, stockFor } from '#server/db/seed/locations.ts'
import { findLocationPage, listPublishedLocations } from '#server/services/locations/locations.ts'
import { createTestDatabase } from '#tests/support/test-database.ts'

const { database, dispose } = await createTestDatabase()
afterAll(dispose)
const db = database.db

async function addCatalogue() {
  const [storage, bulk] = await db
    .insert(productGroups)
    .values([
      { slug: 'salt-storage', name: 'Salt Storage', sortOrder: 4 },
      { slug: 'bulk-salt', name: 'Bulk Salt', sortOrder: 0 },
    ])
    .returning({ id: productGroups.id })
  await db.insert(products).values([
    { groupId: bulk!.id, slug: 'treated-salt', name: 'Treated Salt', sortOrder: 1 },
    { groupId: bulk!.id, slug: 'coarse-rock-salt', name: 'Coarse Rock Salt', sortOrder: 0 },
    { groupId: bulk!.id, slug: 'fine-salt', name: 'Fine Salt', sortOrder: 2 },
    { groupId: storage!.id, slug: 'salt-dome', name: 'Salt Dome', sortOrder: 0 },
    { groupId: storage!.id, slug: 'salt-bin', name: 'Salt Bin', sortOrder: 1 },
    { groupId: storage!.id, slug: 'old-bin', name: 'Old Bin', sortOrder: 2, published: false },
  ])
}

describe('the demo locations seeder', () => {
  test('adds the eleven footer locations once; with no products yet it links none', async () => {
    expect(await seedLocations(db)).toBe(true)
    const rows = await db.select({ slug: locations.slug }).from(locations)
    expect(rows.map((row) => row.slug).sort()).toEqual(demoLocations.map((location) => location.slug).sort())
    expect(await db.select().from(locationProducts)).toEqual([])
    expect(await seedLocations(db)).toBe(false)
  })

  test('once the catalogue exists it stocks each location by its rule, with a mix of levels, once', async () => {
    await addCatalogue()
    expect(await seedLocations(db)).toBe(true)
    expect(await seedLocations(db)).toBe(false)
    const links = await db
      .select({ slug: locations.slug, product: products.slug, status: locationProducts.status })
      .from(locationProducts)
      .innerJoin(locations, eq(locations.id, locationProducts.locationId))
      .innerJoin(products, eq(products.id, locationProducts.productId))
    const publishedSlugs = ['coarse-rock-salt', 'fine-salt', 'salt-bin', 'salt-dome', 'treated-salt']
    const expected = demoLocations.flatMap((location, locationIndex) =>
      publishedSlugs.flatMap((product, productIndex) => {
        const status = stockFor(locationIndex, productIndex)
        return status ? [{ slug: location.slug, product, status }] : []
      }),
    )
    const order = (a: { slug: string; product: string }, b: { slug: string; product: string }) =>
      `${a.slug}/${a.product}`.localeCompare(`${b.slug}/${b.product}`)
    expect(links.sort(order)).toEqual(expected.sort(order))
    expect(new Set(links.map((link) => link.status))).toEqual(new Set(['in_stock', 'low', 'out']))
    expect(links.some((link) => link.product === 'old-bin')).toBe(false)
  })
})

describe('location reads', () => {
  test('published locations A–Z, case-insensitively, without unpublished ones', async () => {
    const extra = demoLocations[0]!
    await db.insert(locations).values([
      { ...extra, slug: 'ajax', locationName: 'ajax' },
      { ...extra, slug: 'zephyr', locationName: 'Zephyr', published: false },
      { ...extra, slug: 'elmvale', locationName: 'Élmvale' },
    ])
    const names = (await listPublishedLocations(db)).map((location) => location.locationName)
    expect(names).toEqual([
      'ajax',
      'Bradford',
      'Brampton',
      'Concord',
      'Élmvale',
      'Etobicoke/Toronto West',
      'Kitchener',
      'Mississauga',
      'Niagara Region',
      'Oakville',
      'Oshawa Docks',
      'Scarborough/Markham',
      'Toronto',
    ])
  })

  test('a location by slug with its published products in catalogue order; unknown or unpublished is null', async () => {
    const page = await findLocationPage(db, 'kitchener')
    expect(page?.location).toMatchObject({
      slug: 'kitchener',
      locationName: 'Kitchener',
      province: 'ON',
      weeklyHours: demoLocations[4]!.weeklyHours,
      customSchedule: demoLocations[4]!.customSchedule,
    })
    expect(page?.location).not.toHaveProperty('id')
    const index = demoLocations.findIndex((location) => location.slug === 'kitchener')
    const published = ['coarse-rock-salt', 'fine-salt', 'salt-bin', 'salt-dome', 'treated-salt']
    const carried = new Set(published.filter((_slug, productIndex) => stockFor(index, productIndex)))
    // Bulk Salt (group order 0) before Salt Storage (4); within a group by the products' own order.
    const catalogueOrder = ['coarse-rock-salt', 'treated-salt', 'fine-salt', 'salt-dome', 'salt-bin']
    expect(page?.products.map((product) => product.slug)).toEqual(
      catalogueOrder.filter((slug) => carried.has(slug)),
    )
    expect(page?.products[0]).toEqual({
      name: expect.any(String),
      slug: expect.any(String),
      groupSlug: expect.stringMatching(/^(bulk-salt|salt-storage)$/),
      groupName: expect.stringMatching(/^(Bulk Salt|Salt Storage)$/),
      status: expect.stringMatching(/^(in_stock|low|out)$/),
    })
    expect(await findLocationPage(db, 'no-such-yard')).toBeNull()
    expect(await findLocationPage(db, 'zephyr')).toBeNull()
  })
})
