import { describe, expect, it } from 'vitest'
import { productJsonLd } from './product-seo.ts'

describe('productJsonLd', () => {
  it('describes the product with absolute URLs and the brand', () => {
    const product = {
      name: 'Treated Rock Salt',
      summary: 'Rock salt pre-wetted with magnesium chloride.',
      slug: 'treated-rock-salt',
      images: [{ url: '/images/products/treated-rock-salt.svg' }],
      group: { name: 'Bulk Salt' },
    }
    expect(
      productJsonLd(product, '/products/bulk-salt/treated-rock-salt', {
        brandName: 'Draglam Salt',
        siteUrl: 'https://salt.example/',
      }),
    ).toEqual({
      '@type': 'Product',
      name: 'Treated Rock Salt',
      description: 'Rock salt pre-wetted with magnesium chloride.',
      sku: 'treated-rock-salt',
      image: ['https://salt.example/images/products/treated-rock-salt.svg'],
      brand: { '@type': 'Brand', name: 'Draglam Salt' },
      category: 'Bulk Salt',
      url: 'https://salt.example/products/bulk-salt/treated-rock-salt',
    })
  })
})
