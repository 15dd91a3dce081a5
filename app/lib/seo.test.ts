import { describe, expect, it } from 'vitest'
import { pageMeta } from './seo.ts'

const root = {
  loaderData: {
    publicConfig: {
      brandName: 'Draglam Salt',
      brandPrefix: 'draglam',
      hotlines: [],
      siteUrl: 'https://salt.example/',
    },
  },
}
const product = { loaderData: { breadcrumb: { 'treated-rock-salt': 'Treated Rock Salt' } } }

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined

describe('pageMeta', () => {
  const meta = pageMeta([root, product], '/products/bulk-salt/treated-rock-salt', {
    title: 'Treated Rock Salt',
    description: 'Rock salt treated with brine.',
    type: 'product',
    jsonLd: [{ '@type': 'Product', name: 'Treated Rock Salt' }],
  })

  it('appends the brand to the title and states the canonical URL on the configured site', () => {
    expect(meta[0]).toEqual({ title: 'Treated Rock Salt | Draglam Salt' })
    expect(find(meta, 'rel', 'canonical')?.href).toBe(
      'https://salt.example/products/bulk-salt/treated-rock-salt',
    )
    expect(find(meta, 'name', 'description')?.content).toBe('Rock salt treated with brine.')
  })

  it('gives Open Graph an absolute URL and image, and a website type unless the page is an article', () => {
    expect(find(meta, 'property', 'og:url')?.content).toBe(
      'https://salt.example/products/bulk-salt/treated-rock-salt',
    )
    expect(find(meta, 'property', 'og:image')?.content).toBe('https://salt.example/images/share-card.png')
    expect(find(meta, 'property', 'og:type')?.content).toBe('website')
    expect(find(meta, 'property', 'og:title')?.content).toBe('Treated Rock Salt | Draglam Salt')
  })

  it("adds the page's JSON-LD and a BreadcrumbList whose labels come from the records", () => {
    const structured = meta.flatMap((entry) => ('script:ld+json' in entry ? [entry['script:ld+json']] : []))
    expect(structured[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Treated Rock Salt',
    })
    expect(structured[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://salt.example/' },
        { position: 2, name: 'Products & Services', item: 'https://salt.example/products' },
        { position: 3, name: 'Bulk salt', item: 'https://salt.example/products/bulk-salt' },
        {
          position: 4,
          name: 'Treated Rock Salt',
          item: 'https://salt.example/products/bulk-salt/treated-rock-salt',
        },
      ],
    })
  })

  it('marks noindex pages, keeps absolute images as given and leaves home without breadcrumbs', () => {
    const home = pageMeta([root], '/', {
      title: 'Home',
      description: 'd',
      image: 'https://cdn.example/x.png',
      noindex: true,
    })
    expect(find(home, 'name', 'robots')?.content).toBe('noindex')
    expect(find(home, 'property', 'og:image')?.content).toBe('https://cdn.example/x.png')
    expect(home.some((entry) => 'script:ld+json' in entry)).toBe(false)
    expect(find(meta, 'name', 'robots')).toBeUndefined()
  })
})
