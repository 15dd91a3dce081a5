import type { PostDetail } from '#domain/content/posts.ts'
import type { PageSeo } from './seo.ts'

interface Site {
  siteUrl: string
  brandName: string
}

const absolute = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`

/** schema.org Article of a post page (pageMeta adds @context and the BreadcrumbList). */
export function articleJsonLd(post: PostDetail, path: string, site: Site): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: site.brandName, url: absolute(site.siteUrl, '/') }
  return {
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : publisher,
    publisher,
    mainEntityOfPage: absolute(site.siteUrl, path),
    ...(post.coverImage ? { image: [absolute(site.siteUrl, post.coverImage.url)] } : {}),
  }
}

/** What a post page tells search engines and link previews (for `pageMeta`). */
export function postPageSeo(post: PostDetail, path: string, site: Site | undefined): PageSeo {
  const cover = post.coverImage?.url
  return {
    title: post.title,
    description: post.excerpt,
    // Link previews do not show SVG: posts with a drawn cover share the site's own image.
    image: cover && !cover.endsWith('.svg') ? cover : undefined,
    type: 'article',
    jsonLd: site ? [articleJsonLd(post, path, site)] : [],
  }
}
