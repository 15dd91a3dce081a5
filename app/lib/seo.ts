import type { MetaDescriptor } from 'react-router'
import { breadcrumbs, paramLabelsFromMatches } from './breadcrumbs.ts'
import type { PublicConfig } from './public-config.ts'

/** What a page says about itself to search engines and link previews. */
export interface PageSeo {
  /** The page's own title; the brand name is appended ("My List | Draglam Salt"). */
  title: string
  description: string
  /** Site-relative or absolute image for Open Graph; defaults to the site's share image. */
  image?: string
  type?: 'website' | 'article' | 'product'
  /** Structured data (schema.org objects without @context); BreadcrumbList is added by `pageMeta`. */
  jsonLd?: Array<Record<string, unknown>>
  /** Pages such as thank-you pages that search engines should not list. */
  noindex?: boolean
}

interface MetaMatch {
  loaderData: unknown
}

/** The root loader's public configuration, as a route's `meta` function sees it in `matches[0]`. */
export function rootConfig(matches: ReadonlyArray<MetaMatch | undefined>): PublicConfig | undefined {
  const data = matches[0]?.loaderData as { publicConfig?: PublicConfig } | undefined
  return data?.publicConfig
}

const defaultShareImage = '/images/share-card.png'

/**
 * Title, description, canonical URL, Open Graph and JSON-LD (with the page's BreadcrumbList) for a route's `meta`:
 * `export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location.pathname, {...})`.
 */
export function pageMeta(
  matches: ReadonlyArray<MetaMatch | undefined>,
  pathname: string,
  seo: PageSeo,
): MetaDescriptor[] {
  const config = rootConfig(matches)
  const brandName = config?.brandName ?? ''
  const siteUrl = (config?.siteUrl ?? '').replace(/\/$/, '')
  const canonical = `${siteUrl}${pathname}`
  const image = absoluteUrl(siteUrl, seo.image ?? defaultShareImage)
  const title = [seo.title, brandName].filter(Boolean).join(' | ')
  const crumbs = breadcrumbs(pathname, paramLabelsFromMatches(matches.filter((match) => match !== undefined)))
  const structured = [...(seo.jsonLd ?? [])]
  if (crumbs.length > 1) {
    structured.push({
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: `${siteUrl}${crumb.href}`,
      })),
    })
  }
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: brandName },
    { property: 'og:type', content: seo.type === 'article' ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...structured.map((data) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...data } })),
  ]
}

function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}
