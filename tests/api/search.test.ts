import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { SearchResult } from '#domain/catalogue/search-ranking.ts'
import { productGroups, productUnits, products } from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { refreshSearchText } from '#server/services/catalog/search-text.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedCatalog(deps.db, { storage: deps.storage })

/** A group and products whose names share a made-up word, so each ranking tier is tested on its own. */
async function addProduct(
  groupId: number,
  slug: string,
  name: string,
  {
    summary = '',
    units = ['each'],
    published = true,
  }: { summary?: string; units?: string[]; published?: boolean } = {},
) {
  const [row] = await deps.db
    .insert(products)
    .values({ groupId, slug, name, summary, published })
    .returning({ id: products.id })
  await deps.db.insert(productUnits).values(units.map((unitName) => ({ productId: row!.id, unitName })))
  await refreshSearchText(deps.db, row!.id)
}
const [zephyrGroup] = await deps.db
  .insert(productGroups)
  .values({ slug: 'zephyrite', name: 'Zephyrite', summary: 'A group for ranking tests.', sortOrder: 9 })
  .returning({ id: productGroups.id })
const [hiddenGroup] = await deps.db
  .insert(productGroups)
  .values({ slug: 'hidden-group', name: 'Hidden Zephyrite Group', published: false })
  .returning({ id: productGroups.id })
const groupId = zephyrGroup!.id
await addProduct(groupId, 'plain-grit', 'Plain Grit', { summary: 'Mixed with zephyrite dust.' })
await addProduct(groupId, 'blue-zephyrite-mix', 'Blue Zephyrite Mix')
await addProduct(groupId, 'coarse-grit', 'Coarse Grit', { units: ['zephyrite tote'] })
await addProduct(groupId, 'zephyrite-blend', 'Zephyrite Blend')
await addProduct(groupId, 'zephyrite-product', 'Zephyrite')
await addProduct(groupId, 'zephyrite-draft', 'Zephyrite Draft', { published: false })
await addProduct(hiddenGroup!.id, 'zephyrite-in-hidden-group', 'Zephyrite In Hidden Group')

async function search(q: string): Promise<SearchResult[]> {
  const response = await api.get('/api/salt/search', { query: { q } })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body as { results: SearchResult[] }).results
}
const names = (results: SearchResult[]) => results.map((result) => result.name)

describe('GET /api/salt/search', () => {
  test('ranks exact name, name prefix, name word, then summary and unit matches; a group first on a tie', async () => {
    const results = await search('zephyrite')
    expect(results.map((result) => `${result.kind} ${result.name}`)).toEqual([
      'group Zephyrite',
      'product Zephyrite',
      'product Zephyrite Blend',
      'product Blue Zephyrite Mix',
      'product Coarse Grit',
      'product Plain Grit',
    ])
    expect(results[0]).toEqual({
      kind: 'group',
      name: 'Zephyrite',
      href: '/products/zephyrite',
      summary: 'A group for ranking tests.',
    })
    expect(results[1]).toEqual({
      kind: 'product',
      name: 'Zephyrite',
      href: '/products/zephyrite/zephyrite-product',
      summary: '',
      groupName: 'Zephyrite',
    })
  })

  test('leaves out unpublished products and products of unpublished groups', async () => {
    const found = names(await search('zephyrite'))
    expect(found).not.toContain('Zephyrite Draft')
    expect(found).not.toContain('Zephyrite In Hidden Group')
    expect(found).not.toContain('Hidden Zephyrite Group')
  })

  test('matches unit names: "tote" finds the liquids sold in totes', async () => {
    const results = await search('tote')
    expect(names(results)).toEqual(
      expect.arrayContaining([
        'Salt Brine (23%)',
        'Magnesium Chloride Liquid (30%)',
        'Calcium Chloride Liquid (32%)',
      ]),
    )
    expect(results.find((result) => result.name === 'Salt Brine (23%)')).toMatchObject({
      kind: 'product',
      href: '/products/liquid-de-icing/salt-brine',
      groupName: 'Liquid De-Icing',
    })
  })

  test('matches word prefixes: "rock" finds "Rock Salt…" first, then names with the word inside', async () => {
    const found = names(await search('rock'))
    expect(found.slice(0, 6)).toEqual([
      'Rock Salt',
      'Rock Salt, 1 Tonne Bulk Sack',
      'Rock Salt, 20 kg Bags',
      'Rock Salt, 500 kg Sack',
      'Fine Rock Salt',
      'Treated Rock Salt',
    ])
    expect(names(await search('calc chlor'))).toEqual(
      expect.arrayContaining(['Calcium Chloride Liquid (32%)', 'Calcium Chloride Pellets, 20 kg Bags']),
    )
  })

  test('several words, any case and punctuation: the exact name comes first', async () => {
    expect(names(await search('SALT   brine'))[0]).toBe('Salt Brine (23%)')
    expect(names(await search('treated-rock-salt'))[0]).toBe('Treated Rock Salt')
  })

  test('finds stemmed forms and returns at most eight results', async () => {
    expect(names(await search('grits'))).toEqual(['Coarse Grit', 'Plain Grit'])
    expect(await search('salt')).toHaveLength(8)
  })

  test('empty, blank or missing query gives no results', async () => {
    expect(await search('')).toEqual([])
    expect(await search('   ')).toEqual([])
    const missing = await api.get('/api/salt/search')
    expect(missing.body).toEqual({ results: [] })
  })

  test('a query over 80 characters, or given twice, is a 400 naming q', async () => {
    for (const query of [{ q: 'x'.repeat(81) }]) {
      const response = await api.get('/api/salt/search', { query })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { q: expect.any(String) } },
      })
    }
    const twice = await api.get('/api/salt/search?q=rock&q=salt')
    expect(twice.status).toBe(400)
    expect(await search(`  ${'x'.repeat(80)}  `)).toEqual([])
  })

  test('tsquery operators, SQL and LIKE wildcards in the query are only text', async () => {
    for (const q of ['a:*|!', "rock' | !salt", "'); drop table products; --", '(', '\\', '!!!', '&', ':*']) {
      const response = await api.get('/api/salt/search', { query: { q } })
      expect(response.status, q).toBe(200)
      expect(Array.isArray((response.body as { results: unknown }).results), q).toBe(true)
    }
    // "%" and "_" match themselves, not any text.
    const percent = names(await search('%'))
    expect(percent.length).toBeGreaterThan(0)
    for (const name of percent) expect(name).toContain('%')
    expect(await search('_')).toEqual([])
    const [stillThere] = await deps.db.select().from(products).where(eq(products.slug, 'rock-salt'))
    expect(stillThere?.name).toBe('Rock Salt')
  })
})
