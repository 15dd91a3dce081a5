import { rm } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { weekdays } from '#domain/locations/hours.ts'
import { productGroupLinks } from '#domain/site/links.ts'
import {
  documents,
  locationProducts,
  locations,
  productGroups,
  productUnits,
  products,
} from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { catalogPageQueries } from '#server/services/catalog/page-queries.ts'
import { directReads } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const { db, storage } = deps
const firstRun = await seedCatalog(db, { storage })
const queries = catalogPageQueries(db, directReads(deps))

const rowCount = async (table: typeof products | typeof productUnits | typeof documents) =>
  (await db.select({ n: count() }).from(table))[0]?.n

describe('the demo catalogue seed', () => {
  test('the five footer groups with at least three products each, units and a custom size', async () => {
    expect(firstRun).toBe(true)
    const groups = await queries.groups()
    expect(groups.map((group) => group.href)).toEqual(productGroupLinks.map((link) => link.href))
    for (const group of groups) {
      const page = await queries.group(group.slug)
      expect(page?.products.length, group.slug).toBeGreaterThanOrEqual(3)
      for (const product of page?.products ?? [])
        expect(product.units.length, product.slug).toBeGreaterThan(0)
    }
    const units = await db.select().from(productUnits)
    for (const name of ['tonne', 'bag', 'skid', 'litre', '1,000 L tote']) {
      expect(
        units.some((unit) => unit.unitName === name),
        name,
      ).toBe(true)
    }
    expect(units.some((unit) => unit.customSize)).toBe(true)
    expect((await db.select().from(products).where(eq(products.featured, true))).length).toBeGreaterThan(0)
  })

  test('keeps each product’s search text as name, summary and unit names', async () => {
    const [brine] = await db.select().from(products).where(eq(products.slug, 'salt-brine'))
    expect(brine?.searchText).toBe(`${brine?.name} ${brine?.summary} litre 1,000 L tote`)
  })

  test('stores each document’s PDF in file storage at its recorded size', async () => {
    const rows = await db.select().from(documents)
    expect(rows.length).toBeGreaterThanOrEqual(5)
    for (const row of rows) {
      expect(await storage.stat(row.storageKey), row.slug).toMatchObject({ size: row.sizeBytes })
    }
  })

  test('a second run adds nothing; a file lost from storage is put back', async () => {
    const before = await Promise.all([rowCount(products), rowCount(productUnits), rowCount(documents)])
    expect(await seedCatalog(db, { storage })).toBe(false)
    expect(await Promise.all([rowCount(products), rowCount(productUnits), rowCount(documents)])).toEqual(
      before,
    )

    await rm(path.join(deps.config.dataDir, 'uploads', 'documents', 'sds-salt-brine.pdf'))
    expect(await storage.stat('documents/sds-salt-brine.pdf')).toBeNull()
    expect(await seedCatalog(db, { storage })).toBe(true)
    expect(await storage.stat('documents/sds-salt-brine.pdf')).not.toBeNull()
  })
})

describe('catalogue page queries', () => {
  test('a product page has its group, units, specs, documents and sanitized description', async () => {
    const page = await queries.product('bulk-salt', 'treated-rock-salt')
    expect(page).toMatchObject({
      name: 'Treated Rock Salt',
      href: '/products/bulk-salt/treated-rock-salt',
      group: { slug: 'bulk-salt', name: 'Bulk Salt', href: '/products/bulk-salt' },
      units: [
        { unitName: 'tonne', minQty: 1, customSize: false },
        { unitName: 'tri-axle load, about 25 t', minQty: 1, customSize: true },
      ],
      documents: [
        {
          slug: 'sds-treated-rock-salt',
          href: '/documents/sds-treated-rock-salt/sds-treated-rock-salt.pdf',
          mimeType: 'application/pdf',
        },
      ],
      availability: [],
    })
    expect(page?.specs.length).toBeGreaterThan(2)
  })

  test('the description is sanitized when the page reads it', async () => {
    await db
      .update(products)
      .set({ descriptionHtml: '<p onclick="x()">Dry <script>alert(1)</script>salt</p>' })
      .where(eq(products.slug, 'fine-rock-salt'))
    expect((await queries.product('bulk-salt', 'fine-rock-salt'))?.descriptionHtml).toBe('<p>Dry salt</p>')
  })

  test('nothing for an unknown slug, the wrong group, or anything unpublished', async () => {
    expect(await queries.product('bulk-salt', 'no-such-product')).toBeNull()
    expect(await queries.product('bagged-salt', 'treated-rock-salt')).toBeNull()
    expect(await queries.group('no-such-group')).toBeNull()

    await db.update(products).set({ published: false }).where(eq(products.slug, 'sand-salt-mix'))
    expect(await queries.product('bulk-salt', 'sand-salt-mix')).toBeNull()
    expect((await queries.group('bulk-salt'))?.products.map((product) => product.slug)).not.toContain(
      'sand-salt-mix',
    )

    await db.update(productGroups).set({ published: false }).where(eq(productGroups.slug, 'salt-storage'))
    expect(await queries.group('salt-storage')).toBeNull()
    expect(await queries.product('salt-storage', 'salt-bin')).toBeNull()
    expect((await queries.groups()).map((group) => group.slug)).not.toContain('salt-storage')
    const listed = (await queries.documents()).find((doc) => doc.slug === 'salt-storage-handling-guide')
    expect(listed?.products).toEqual([])

    await db.update(documents).set({ published: false }).where(eq(documents.slug, 'sds-rock-salt'))
    expect((await queries.product('bulk-salt', 'rock-salt'))?.documents).toEqual([])
    expect((await queries.documents()).map((doc) => doc.slug)).not.toContain('sds-rock-salt')
  })

  test('where it is available: published locations that stock it, A–Z, with their status', async () => {
    const hours = weekdays.map((day) => ({
      day,
      open: day !== 'Sunday',
      openTime: '07:00',
      closeTime: '17:00',
    }))
    const yard = (slug: string, locationName: string, published = true) => ({
      slug,
      locationName,
      published,
      address: '1 Yard Rd',
      city: 'Vaughan',
      postalCode: 'L4K 1A1',
      phone: '905-555-0100',
      eMail: `${slug}@example.com`,
      latitude: 43.8,
      longitude: -79.5,
      weeklyHours: hours,
    })
    const rows = await db
      .insert(locations)
      .values([
        yard('zeta-yard', 'Zeta Yard'),
        yard('alpha-yard', 'Alpha Yard'),
        yard('closed-yard', 'Closed', false),
      ])
      .returning({ id: locations.id })
    const [brine] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'salt-brine'))
    await db.insert(locationProducts).values([
      { locationId: rows[0]!.id, productId: brine!.id, status: 'low' },
      { locationId: rows[1]!.id, productId: brine!.id, status: 'in_stock' },
      { locationId: rows[2]!.id, productId: brine!.id, status: 'in_stock' },
    ])
    expect((await queries.product('liquid-de-icing', 'salt-brine'))?.availability).toEqual([
      { slug: 'alpha-yard', locationName: 'Alpha Yard', href: '/location/alpha-yard', status: 'in_stock' },
      { slug: 'zeta-yard', locationName: 'Zeta Yard', href: '/location/zeta-yard', status: 'low' },
    ])
  })
})
