import { describe, expect, it } from 'vitest'
import { articleJsonLd, postPageSeo } from './content-seo.ts'
import type { PostDetail } from '#domain/content/posts.ts'

const post: PostDetail = {
  kind: 'blog',
  slug: 'salt-storage-tips',
  title: 'Storing road salt',
  excerpt: 'Keep it dry.',
  author: 'Dave Kowalski',
  coverImage: { url: '/images/posts/salt-storage.svg', alt: 'A dome', width: 1200, height: 675 },
  publishedAt: '2026-08-25T13:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  date: '2026-08-25',
  bodyHtml: '<p>Keep it dry.</p>',
}
const site = { siteUrl: 'https://salt.example/', brandName: 'Draglam Salt' }

describe('articleJsonLd', () => {
  it('describes the post with absolute URLs', () => {
    expect(articleJsonLd(post, '/blogs/salt-storage-tips', site)).toEqual({
      '@type': 'Article',
      headline: 'Storing road salt',
      description: 'Keep it dry.',
      datePublished: '2026-08-25T13:00:00.000Z',
      dateModified: '2026-09-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Dave Kowalski' },
      publisher: { '@type': 'Organization', name: 'Draglam Salt', url: 'https://salt.example/' },
      mainEntityOfPage: 'https://salt.example/blogs/salt-storage-tips',
      image: ['https://salt.example/images/posts/salt-storage.svg'],
    })
  })

  it('names the company as author when the post has none, and leaves out a missing image', () => {
    const ld = articleJsonLd({ ...post, author: '', coverImage: null }, '/blogs/x', site)
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Draglam Salt', url: 'https://salt.example/' })
    expect(ld).not.toHaveProperty('image')
  })
})

describe('postPageSeo', () => {
  it('is an article with its title, excerpt and structured data', () => {
    const seo = postPageSeo(post, '/blogs/salt-storage-tips', site)
    expect(seo).toMatchObject({ title: 'Storing road salt', description: 'Keep it dry.', type: 'article' })
    expect(seo.jsonLd).toEqual([articleJsonLd(post, '/blogs/salt-storage-tips', site)])
  })

  it('gives link previews a raster cover, and the site image instead of an SVG one', () => {
    expect(postPageSeo(post, '/x', site).image).toBeUndefined()
    const photo = { ...post, coverImage: { ...post.coverImage!, url: '/uploads/salt.webp' } }
    expect(postPageSeo(photo, '/x', site).image).toBe('/uploads/salt.webp')
  })
})
