/** Public pages the benchmark measures, found through the sitemap so the bench follows the demo data. */
export interface BenchPages {
  group: string
  product: string
  location: string
  post: string | undefined
}

export async function discoverPages(appUrl: string): Promise<BenchPages> {
  const response = await fetch(`${appUrl}/sitemap.xml`)
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  const first = (pattern: RegExp) => paths.find((path) => pattern.test(path))
  const group = first(/^\/products\/[^/]+$/)
  const product = first(/^\/products\/[^/]+\/[^/]+$/)
  const location = first(/^\/location\/[^/]+$/)
  if (!group || !product || !location)
    throw new Error('The sitemap lists no product group, product or location page: is the demo data seeded?')
  return { group, product, location, post: first(/^\/(news|blogs)\/[^/]+$/) }
}

/** Words customers type, from whole names to first letters, so search meets hits, prefixes and misses. */
export const searchQueries = [
  'salt',
  'rock',
  'treated',
  'brine',
  'bag',
  'tote',
  'calcium',
  'bulk sa',
  'ice melt',
  'zzz',
]
