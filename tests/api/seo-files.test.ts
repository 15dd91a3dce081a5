import { afterAll, describe, expect, test } from 'vitest'
import { locations, posts, productGroups, products } from '#server/db/schema.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app

const hours = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map(
  (day) => ({ day, open: day !== 'Sunday', openTime: '07:00', closeTime: '17:00' }),
)

const [group] = await deps.db
  .insert(productGroups)
  .values([
    { slug: 'bulk-salt', name: 'Bulk Salt' },
    { slug: 'hidden-group', name: 'Hidden', published: false },
  ])
  .returning()
await deps.db.insert(products).values([
  {
    groupId: group!.id,
    slug: 'treated-rock-salt',
    name: 'Treated rock salt',
    updatedAt: new Date('2026-10-03T12:00:00Z'),
  },
  { groupId: group!.id, slug: 'secret-blend', name: 'Secret blend', published: false },
])
await deps.db.insert(locations).values({
  slug: 'bradford',
  locationName: 'Bradford',
  address: '1 Yard Rd',
  city: 'Bradford',
  postalCode: 'L3Z 0A1',
  phone: '905-555-0100',
  eMail: 'bradford@example.com',
  latitude: 44.1,
  longitude: -79.6,
  weeklyHours: hours,
})
await deps.db.insert(posts).values([
  {
    kind: 'news',
    slug: 'shortage-update',
    title: 'Shortage update',
    status: 'published',
    publishedAt: new Date(),
  },
  { kind: 'blog', slug: 'brine-basics', title: 'Brine basics', status: 'published', publishedAt: new Date() },
  { kind: 'blog', slug: 'unfinished-draft', title: 'Draft', status: 'draft' },
])

describe('sitemap.xml', () => {
  test('lists the static pages and every published record, with absolute URLs, and nothing unpublished', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of ['/', '/products', '/location', '/faq', '/terms-of-use', '/products/bulk-salt']) {
      expect(locs).toContain(`${testSiteUrl}${path}`)
    }
    expect(locs).toContain(`${testSiteUrl}/products/bulk-salt/treated-rock-salt`)
    expect(locs).toContain(`${testSiteUrl}/location/bradford`)
    expect(locs).toContain(`${testSiteUrl}/news/shortage-update`)
    expect(locs).toContain(`${testSiteUrl}/blogs/brine-basics`)
    expect(xml).not.toMatch(/hidden-group|secret-blend|unfinished-draft|thankyou|profile|admin/)
    expect(xml).toContain(
      `<loc>${testSiteUrl}/products/bulk-salt/treated-rock-salt</loc><lastmod>2026-10-03</lastmod>`,
    )
  })
})

describe('robots.txt', () => {
  test('points to the sitemap and keeps crawlers out of private areas', async () => {
    const response = await fetch(`${app.url}/robots.txt`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain(`Sitemap: ${testSiteUrl}/sitemap.xml`)
    for (const path of ['/profile', '/admin', '/api/', '/my-list'])
      expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })
})
