import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { weekdays } from '#domain/locations/hours.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { AdminLocation, AdminLocationRow } from '#domain/locations/schemas.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { auditLog, locationProducts, locations } from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { findSlugRedirect } from '#server/services/admin/slug-redirects.ts'
import { findLocationPage } from '#server/services/locations/locations.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedCatalog(deps.db, {})
await seedLocations(deps.db)

// Every field of every yard: an editor's reach. What yard staff may do is admin-yard-grants.test.ts's.
const staff = await createStaff(deps.db, 3000)
const token = await api.signIn(staff.eMail, staff.password)
const list = (query: Record<string, string> = {}) => api.get('/api/salt/admin/locations', { token, query })
const get = (id: number | string) => api.get(`/api/salt/admin/locations/${id}`, { token })
const put = (id: number | string, json: unknown) =>
  api.request(`/api/salt/admin/locations/${id}`, { method: 'PUT', token, json })

let notified = 0
deps.contentChanges.subscribe(() => notified++)

async function idOf(slug: string): Promise<number> {
  const [row] = await deps.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, slug))
  return row!.id
}
const record = async (id: number) => (await get(id)).body as AdminLocation

describe('GET /api/salt/admin/locations', () => {
  test('A to Z with each yard’s live status, the storefront’s own text at the server’s clock', async () => {
    const response = await list()
    expect(response.status).toBe(200)
    const page = response.body as AdminListPage<AdminLocationRow>
    expect(page.total).toBe(demoLocations.length)
    expect(page.items.map((row) => row.locationName)).toEqual(
      demoLocations.map((location) => location.locationName).sort((a, b) => a.localeCompare(b, 'en-CA')),
    )
    const now = deps.now()
    for (const row of page.items) {
      const demo = demoLocations.find((location) => location.slug === row.slug)!
      expect(row.status).toBe(openingStatus(demo, now))
    }
  })

  test('search in name, slug and city; filter published or hidden; sort by city, both ways', async () => {
    const names = async (query: Record<string, string>) =>
      ((await list(query)).body as AdminListPage<AdminLocationRow>).items.map((row) => row.locationName)
    expect(await names({ q: 'oshawa' })).toEqual(['Oshawa Docks'])
    expect(await names({ q: 'toronto-west' })).toEqual(['Etobicoke/Toronto West'])
    const mentionsToronto = demoLocations
      .filter((location) => /toronto/i.test(`${location.locationName} ${location.slug} ${location.city}`))
      .sort((a, b) => a.city.localeCompare(b.city) || a.locationName.localeCompare(b.locationName))
    expect(mentionsToronto.length).toBeGreaterThan(1)
    expect(await names({ q: 'Toronto', sort: 'city' })).toEqual(
      mentionsToronto.map((location) => location.locationName),
    )
    expect(await names({ q: '100%_' })).toEqual([])

    const byCity = ((await list({ sort: 'city' })).body as AdminListPage<AdminLocationRow>).items
    const cities = byCity.map((row) => row.city)
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })))
    const reversed = ((await list({ sort: 'name', dir: 'desc' })).body as AdminListPage<AdminLocationRow>)
      .items
    expect(reversed[0]!.locationName).toBe('Toronto')

    const kitchener = await idOf('kitchener')
    await deps.db.update(locations).set({ published: false }).where(eq(locations.id, kitchener))
    expect(await names({ published: 'hidden' })).toEqual(['Kitchener'])
    expect(await names({ published: 'published' })).not.toContain('Kitchener')
    await deps.db.update(locations).set({ published: true }).where(eq(locations.id, kitchener))
  })

  test('pages of 25', async () => {
    const template = demoLocations[0]!
    await deps.db.insert(locations).values(
      Array.from({ length: 20 }, (_, i) => ({
        ...template,
        slug: `paging-yard-${i}`,
        locationName: `Paging Yard ${i + 1}`,
      })),
    )
    const first = (await list({ q: 'paging' })).body as AdminListPage<AdminLocationRow>
    expect(first).toMatchObject({ total: 20, page: 1, pageSize: 25 })
    const all = (await list()).body as AdminListPage<AdminLocationRow>
    const second = (await list({ page: '2' })).body as AdminListPage<AdminLocationRow>
    expect(all.items).toHaveLength(25)
    expect(second.items).toHaveLength(all.total - 25)
    expect(second.items[0]!.locationName).not.toBe(all.items[24]!.locationName)
    // "Paging Yard 2" before "Paging Yard 10": numbers in names sort as numbers.
    const paging = first.items.map((row) => row.locationName)
    expect(paging.indexOf('Paging Yard 2')).toBeLessThan(paging.indexOf('Paging Yard 10'))
  })

  test.each<Record<string, string>>([
    { sort: 'phone' },
    { published: 'maybe' },
    { page: '0' },
    { q: 'a\u0000b' },
  ])('a bad query %o is a 400 with fields', async (query) => {
    const response = await list(query)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: expect.any(Object) } })
  })
})

describe('GET /api/salt/admin/locations/:id', () => {
  test('the whole record and the stock of every product, carried or not', async () => {
    const id = await idOf('concord')
    const yard = await record(id)
    const demo = demoLocations.find((location) => location.slug === 'concord')!
    expect(yard).toMatchObject({
      id,
      slug: 'concord',
      locationName: demo.locationName,
      postalCode: demo.postalCode,
      weeklyHours: demo.weeklyHours,
      customSchedule: demo.customSchedule,
      todaysHours: demo.todaysHours,
      published: true,
      version: 1,
    })
    const stocked = await deps.db.select().from(locationProducts).where(eq(locationProducts.locationId, id))
    expect(yard.stock.length).toBeGreaterThan(stocked.length)
    for (const row of yard.stock) {
      const link = stocked.find((stock) => stock.productId === row.productId)
      expect(row.status).toBe(link?.status ?? 'not_carried')
      expect(row.productName).toEqual(expect.any(String))
      expect(row.groupName).toEqual(expect.any(String))
    }
  })

  test.each(['99999999999', 'abc', '0', '1.5'])('id %s is a 400 naming the id', async (id) => {
    const response = await get(id)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: { id: expect.any(String) } } })
  })

  test('an unknown id is a 404', async () => {
    expect((await get(2147483647)).status).toBe(404)
    expect((await put(2147483647, { version: 1, todaysHours: 'x' })).status).toBe(404)
  })
})

describe('PUT /api/salt/admin/locations/:id', () => {
  const lateShiftWeek = weekdays.map((day, index) => ({
    day,
    open: index < 6,
    openTime: '05:30',
    closeTime: index === 5 ? '12:00' : '19:00',
  }))
  const stormSchedule = [
    {
      fromDate: '2027-02-01',
      openTimestamp: '2027-02-01T12:00:00.000Z',
      closeTimestamp: '2027-02-03T23:00:00.000Z',
      note: 'Storm hours',
    },
  ]

  test('saves every field and the stock, bumps the version, audits before and after, clears the page cache', async () => {
    const id = await idOf('bradford')
    const before = await record(id)
    const [carried, dropped] = before.stock.filter((row) => row.status !== 'not_carried')
    const added = before.stock.find((row) => row.status === 'not_carried')!
    const notifiedBefore = notified
    const response = await put(id, {
      version: before.version,
      locationName: 'Bradford North',
      slug: 'bradford',
      address: '1 Yard Road',
      city: 'Bradford West Gwillimbury',
      postalCode: 'l3z 2a6',
      phone: '(905) 555-0199 ext. 12',
      eMail: 'north@example.com',
      latitude: '44.12',
      longitude: -79.56,
      published: false,
      weeklyHours: lateShiftWeek,
      customSchedule: stormSchedule,
      todaysHours: '  OPEN TODAY 6 AM – 2 PM (STORM)  ',
      stock: [
        { productId: carried!.productId, status: 'low' },
        { productId: dropped!.productId, status: 'not_carried' },
        { productId: added.productId, status: 'out' },
      ],
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const saved = response.body as AdminLocation
    expect(saved).toMatchObject({
      id,
      version: before.version + 1,
      locationName: 'Bradford North',
      address: '1 Yard Road',
      city: 'Bradford West Gwillimbury',
      postalCode: 'L3Z 2A6',
      phone: '(905) 555-0199 ext. 12',
      eMail: 'north@example.com',
      latitude: 44.12,
      longitude: -79.56,
      published: false,
      weeklyHours: lateShiftWeek,
      customSchedule: stormSchedule,
      todaysHours: 'OPEN TODAY 6 AM – 2 PM (STORM)',
    })
    const statusOf = (productId: number) => saved.stock.find((row) => row.productId === productId)?.status
    expect(statusOf(carried!.productId)).toBe('low')
    expect(statusOf(dropped!.productId)).toBe('not_carried')
    expect(statusOf(added.productId)).toBe('out')
    expect(await record(id)).toEqual(saved)
    expect(notified).toBe(notifiedBefore + 1)

    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `locations/${id}`))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'locations.updated',
      actorAccountId: staff.id,
      details: {
        before: {
          locationName: before.locationName,
          version: before.version,
          stock: { [String(carried!.productId)]: carried!.status },
        },
        after: {
          locationName: 'Bradford North',
          version: before.version + 1,
          todaysHours: 'OPEN TODAY 6 AM – 2 PM (STORM)',
          stock: { [String(carried!.productId)]: 'low', [String(added.productId)]: 'out' },
        },
      },
    })
    const after = (audits[0]!.details as { after: { stock: Record<string, string> } }).after
    expect(after.stock[String(dropped!.productId)]).toBeUndefined()
  })

  test('fields left out stay; an empty "Today’s hours" clears the override', async () => {
    const id = await idOf('brampton')
    const before = await record(id)
    const set = await put(id, { version: before.version, todaysHours: 'CLOSED TODAY (ICE)' })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({
      ...before,
      todaysHours: 'CLOSED TODAY (ICE)',
      version: before.version + 1,
      updatedAt: expect.any(String),
    })
    const cleared = await put(id, { version: before.version + 1, todaysHours: '' })
    expect((cleared.body as AdminLocation).todaysHours).toBeNull()
    expect((await put(id, { version: before.version + 2, todaysHours: null })).status).toBe(200)
  })

  test('stock saved here is what the storefront’s location page shows', async () => {
    const id = await idOf('concord')
    const before = await record(id)
    const published = before.stock.filter((row) => row.productPublished)
    const [outNow, newlyCarried] = [
      published.find((row) => row.status === 'in_stock')!,
      published.find((row) => row.status === 'not_carried')!,
    ]
    const response = await put(id, {
      version: before.version,
      stock: [
        { productId: outNow.productId, status: 'out' },
        { productId: newlyCarried.productId, status: 'low' },
      ],
    })
    expect(response.status).toBe(200)
    const page = await findLocationPage(deps.db, 'concord')
    const shown = (name: string) => page!.products.find((product) => product.name === name)?.status
    expect(shown(outNow.productName)).toBe('out')
    expect(shown(newlyCarried.productName)).toBe('low')
  })

  test('a changed slug keeps the old page as a 301 to the new one; a slug another yard uses is refused', async () => {
    const id = await idOf('oakville')
    const before = await record(id)
    const moved = await put(id, { version: before.version, slug: 'oakville-south' })
    expect(moved.status).toBe(200)
    expect(await findSlugRedirect(deps.db, '/location/oakville')).toBe('/location/oakville-south')
    expect(await findLocationPage(deps.db, 'oakville-south')).not.toBeNull()

    const refused = await put(id, { version: before.version + 1, slug: 'toronto' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error: { fields: { slug: 'Another location already uses this slug.' } },
    })
    expect((await record(id)).slug).toBe('oakville-south')
  })

  test('a save based on a stale version is a 409 and writes nothing', async () => {
    const id = await idOf('kitchener')
    const before = await record(id)
    expect((await put(id, { version: before.version, todaysHours: 'First' })).status).toBe(200)
    const auditsBefore = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `locations/${id}`))
    const notifiedBefore = notified
    const stale = await put(id, {
      version: before.version,
      todaysHours: 'Second',
      stock: [{ productId: before.stock[0]!.productId, status: 'out' }],
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    const now = await record(id)
    expect(now.todaysHours).toBe('First')
    expect(now.stock[0]!.status).toBe(before.stock[0]!.status)
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `locations/${id}`)),
    ).toHaveLength(auditsBefore.length)
    expect(notified).toBe(notifiedBefore)
  })

  const week = (change: (day: (typeof lateShiftWeek)[number], index: number) => object) =>
    lateShiftWeek.map((day, index) => ({ ...day, ...change(day, index) }))
  test.each([
    ['a name with a NUL byte', { locationName: 'Brad\u0000ford' }, 'locationName'],
    ['an empty name', { locationName: '   ' }, 'locationName'],
    ['a US zip code', { postalCode: '90210' }, 'postalCode'],
    ['a postal code with D', { postalCode: 'D4N 9B1' }, 'postalCode'],
    ['a phone number of letters', { phone: 'call us' }, 'phone'],
    ['an e-mail without @', { eMail: 'yard.example.com' }, 'eMail'],
    ['a latitude past the pole', { latitude: 91 }, 'latitude'],
    ['a longitude of text', { longitude: 'west' }, 'longitude'],
    ['a bad slug', { slug: 'Bradford North' }, 'slug'],
    ['hours at 25:00', { weeklyHours: week(() => ({ closeTime: '25:00' })) }, 'weeklyHours.0.closeTime'],
    ['six days of hours', { weeklyHours: lateShiftWeek.slice(0, 6) }, 'weeklyHours'],
    ['days out of order', { weeklyHours: [...lateShiftWeek].reverse() }, 'weeklyHours'],
    [
      'a custom row closing before it opens',
      { customSchedule: [{ ...stormSchedule[0], closeTimestamp: '2027-01-31T12:00:00.000Z' }] },
      'customSchedule.0.closeTimestamp',
    ],
    [
      'a custom row without a zone',
      { customSchedule: [{ ...stormSchedule[0], openTimestamp: '2027-02-01T07:00' }] },
      'customSchedule.0.openTimestamp',
    ],
    [
      'a NUL byte in a note',
      { customSchedule: [{ ...stormSchedule[0], note: 'a\u0000' }] },
      'customSchedule.0.note',
    ],
    ['a today’s hours text of 81 characters', { todaysHours: 'x'.repeat(81) }, 'todaysHours'],
    ['an unknown stock level', { stock: [{ productId: 1, status: 'plenty' }] }, 'stock.0.status'],
    [
      'a product id out of range',
      { stock: [{ productId: 99999999999, status: 'low' }] },
      'stock.0.productId',
    ],
    [
      'a product that does not exist',
      { stock: [{ productId: 2147483647, status: 'low' }] },
      'stock.0.productId',
    ],
    ['no version', { version: undefined }, 'version'],
  ])('%s is a 400 naming the field, and nothing changes', async (_name, change, field) => {
    const id = await idOf('toronto')
    const before = await record(id)
    const response = await put(id, { version: before.version, ...change })
    expect(response.status).toBe(400)
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty([
      field,
    ])
    expect(await record(id)).toEqual(before)
  })

  test('an id out of range or a body that is not an object is a 400', async () => {
    expect((await put('99999999999', { version: 1 })).status).toBe(400)
    const text = await api.request(`/api/salt/admin/locations/${await idOf('toronto')}`, {
      method: 'PUT',
      token,
      rawBody: '"todaysHours"',
    })
    expect(text.status).toBe(400)
  })

  test('yard staff may save; a customer may not', async () => {
    const customer = await createStaff(deps.db, 1)
    const customerToken = await api.signIn(customer.eMail, customer.password)
    const id = await idOf('toronto')
    const response = await api.request(`/api/salt/admin/locations/${id}`, {
      method: 'PUT',
      token: customerToken,
      json: { version: 1, todaysHours: 'x' },
    })
    expect(response.status).toBe(403)
    const rows = await deps.db
      .select()
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.todaysHours, 'x')))
    expect(rows).toEqual([])
  })
})
