import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { locations, posts, productGroups, products } from '#server/db/schema.ts'
import { isPublicPost } from './content/posts.ts'

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

/** The public pages that are the same for everybody and worth finding; thank-you and list pages are left out. */
export const staticSitemapPaths = [
  '/',
  '/products',
  '/location',
  '/news',
  '/blogs',
  '/faq',
  '/about',
  '/contact',
  '/contact-sales',
  '/become-dealer',
  '/delivery-service',
  '/how-to-use-salt',
  '/salt-card-pickup',
  '/supply-and-spread',
  '/quick-order-salt',
  '/safety-documents',
  '/privacy-policy',
  '/terms-of-use',
] as const

const postSection = { news: '/news', blog: '/blogs' } as const

/** Every public page and published record (scheduled posts once their time has come), in a stable order. */
export async function sitemapEntries(db: Db, now: Date): Promise<SitemapEntry[]> {
  const [groups, groupProducts, yards, articles] = await Promise.all([
    db
      .select({ slug: productGroups.slug, updatedAt: productGroups.updatedAt })
      .from(productGroups)
      .where(eq(productGroups.published, true))
      .orderBy(productGroups.sortOrder, productGroups.slug),
    db
      .select({ slug: products.slug, groupSlug: productGroups.slug, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(productGroups, eq(products.groupId, productGroups.id))
      .where(and(eq(products.published, true), eq(productGroups.published, true)))
      .orderBy(productGroups.sortOrder, products.sortOrder, products.slug),
    db
      .select({ slug: locations.slug, updatedAt: locations.updatedAt })
      .from(locations)
      .where(eq(locations.published, true))
      .orderBy(locations.slug),
    db
      .select({ kind: posts.kind, slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublicPost(now))
      .orderBy(posts.kind, posts.slug),
  ])
  return [
    ...staticSitemapPaths.map((path) => ({ path })),
    ...groups.map((group) => ({ path: `/products/${group.slug}`, lastModified: group.updatedAt })),
    ...groupProducts.map((product) => ({
      path: `/products/${product.groupSlug}/${product.slug}`,
      lastModified: product.updatedAt,
    })),
    ...yards.map((yard) => ({ path: `/location/${yard.slug}`, lastModified: yard.updatedAt })),
    ...articles.map((post) => ({
      path: `${postSection[post.kind]}/${post.slug}`,
      lastModified: post.updatedAt,
    })),
  ]
}
