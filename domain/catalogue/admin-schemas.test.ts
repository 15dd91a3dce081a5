import { describe, expect, test } from 'vitest'
import { productInputSchema, unitNeededText } from './admin-schemas.ts'
import { storedImageSchema } from '#domain/media/stored-image.ts'

const image = { url: '/media/abc/800.webp', alt: 'A pile of salt', width: 800, height: 600 }

describe('storedImageSchema', () => {
  test.each(['/media/2026/pile-800.webp', '/images/products/rock-salt.svg'])('takes %s', (url) => {
    expect(storedImageSchema.safeParse({ ...image, url }).success).toBe(true)
  })
  test.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://evil.test/a.png',
    '//evil.test/a.png',
    '/media/../secret',
    '/media/a b.png',
    '/\\evil.test/a.png',
    '/uploads/a.png',
  ])('refuses %s', (url) => {
    expect(storedImageSchema.safeParse({ ...image, url }).success).toBe(false)
  })
  test('needs alt text and a positive size; variants are checked too', () => {
    expect(storedImageSchema.safeParse({ ...image, alt: ' ' }).success).toBe(false)
    expect(storedImageSchema.safeParse({ ...image, width: 0 }).success).toBe(false)
    expect(
      storedImageSchema.safeParse({ ...image, variants: [{ url: 'javascript:x', width: 1, height: 1 }] })
        .success,
    ).toBe(false)
  })
})

const product = {
  name: 'Rock Salt',
  slug: 'rock-salt',
  groupId: 1,
  summary: '',
  descriptionHtml: '',
  specs: [],
  units: [{ unitName: 'tonne', minQty: 1, customSize: false }],
  images: [],
  documentIds: [],
  stock: [],
  featured: false,
  sortOrder: 0,
  published: true,
}

describe('productInputSchema', () => {
  test('a published product needs a unit, reported on units; a draft does not', () => {
    const result = productInputSchema.safeParse({ ...product, units: [] })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['units'], message: unitNeededText }),
    ])
    expect(productInputSchema.safeParse({ ...product, units: [], published: false }).success).toBe(true)
  })
  test('unit names are unique per product, whatever the case; minQty is at least 1', () => {
    const units = [product.units[0], { unitName: 'Tonne', minQty: 1, customSize: false }]
    expect(productInputSchema.safeParse({ ...product, units }).error?.issues[0]?.path).toEqual([
      'units',
      1,
      'unitName',
    ])
    const zero = [{ unitName: 'bag', minQty: 0, customSize: false }]
    expect(productInputSchema.safeParse({ ...product, units: zero }).success).toBe(false)
  })
  test('a group must be chosen', () => {
    expect(productInputSchema.safeParse({ ...product, groupId: 0 }).error?.issues[0]?.path).toEqual([
      'groupId',
    ])
  })
})
