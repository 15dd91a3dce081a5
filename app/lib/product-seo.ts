import type { PublicConfig } from './public-config.ts'

interface ProductForSeo {
  name: string
  summary: string
  slug: string
  images: Array<{ url: string }>
  group: { name: string }
}

/** schema.org Product for a product page (pageMeta adds @context): name, description, image, brand, category, url. */
export function productJsonLd(
  product: ProductForSeo,
  pathname: string,
  config: Pick<PublicConfig, 'brandName' | 'siteUrl'>,
): Record<string, unknown> {
  const siteUrl = config.siteUrl.replace(/\/$/, '')
  return {
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    sku: product.slug,
    image: product.images.map((image) => `${siteUrl}${image.url}`),
    brand: { '@type': 'Brand', name: config.brandName },
    category: product.group.name,
    url: `${siteUrl}${pathname}`,
  }
}
