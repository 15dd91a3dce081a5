import { afterAll, describe, expect, test } from 'vitest'
import { seedContent } from '#server/db/seed/content.ts'
import { faqEntries, posts } from '#server/db/schema.ts'
import { contentPageQueries } from '#server/services/content/page-queries.ts'
import { directReads } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { db } = app.deps
const content = contentPageQueries(db, () => new Date(), directReads(app.deps))

describe('demo content seed', () => {
  test('adds six news stories, six blog posts and the FAQ, then nothing on a second run', async () => {
    expect(await seedContent(db)).toBe(true)
    expect((await content.postPage('news', 1)).total).toBe(6)
    expect((await content.postPage('blog', 1)).total).toBe(6)
    const faq = await content.faq()
    expect(faq.map((group) => group.category)).toEqual([
      'Salt Card',
      'Ordering & delivery',
      'Products',
      'Safety',
    ])
    const faqCount = faq.reduce((sum, group) => sum + group.entries.length, 0)
    expect(faqCount).toBeGreaterThanOrEqual(12)

    expect(await seedContent(db)).toBe(false)
    expect(await db.$count(posts)).toBe(12)
    expect(await db.$count(faqEntries)).toBe(faqCount)
  })
})

describe('post lists', () => {
  test('newest first, with Toronto dates, excerpts and sized covers', async () => {
    const { posts: news, page, pageCount } = await content.postPage('news', 1)
    expect(page).toBe(1)
    expect(pageCount).toBe(1)
    const instants = news.map((post) => post.publishedAt)
    expect([...instants].sort().reverse()).toEqual(instants)
    expect(news[0]).toMatchObject({
      slug: 'ontario-road-salt-shortage',
      date: '2026-11-16',
      coverImage: { url: '/images/posts/salt-shortage.svg', width: 1200, height: 675 },
    })
    for (const post of news) expect(post.excerpt.length).toBeGreaterThan(20)
  })

  test('nine to a page; a page past the end is empty and says how many pages there are', async () => {
    const base = new Date('2026-01-01T12:00:00Z').getTime()
    await db.insert(posts).values(
      Array.from({ length: 10 }, (_, i) => ({
        kind: 'news' as const,
        slug: `archive-${i}`,
        title: `Archive story ${i}`,
        bodyHtml: `<p>${'Archived words about salt. '.repeat(20)}</p>`,
        status: 'published' as const,
        publishedAt: new Date(base + i * 86_400_000),
      })),
    )
    const first = await content.postPage('news', 1)
    const second = await content.postPage('news', 2)
    expect(first.posts).toHaveLength(9)
    expect(first).toMatchObject({ total: 16, pageCount: 2 })
    expect(second.posts).toHaveLength(7)
    expect(second.posts.at(-1)!.slug).toBe('archive-0')
    expect(new Set([...first.posts, ...second.posts].map((post) => post.slug)).size).toBe(16)

    const beyond = await content.postPage('news', 3)
    expect(beyond).toMatchObject({ posts: [], page: 3, pageCount: 2, total: 16 })
  })

  test('an excerpt left empty is cut from the body at a word', async () => {
    const { posts: page2 } = await content.postPage('news', 2)
    const archived = page2.find((post) => post.slug === 'archive-3')!
    expect(archived.excerpt.endsWith('…')).toBe(true)
    expect(archived.excerpt.length).toBeLessThanOrEqual(221)
    expect(archived.excerpt).not.toContain('<')
  })
})

describe('a single post', () => {
  test('drafts, unpublished dates and the other kind’s slugs are not found', async () => {
    await db.insert(posts).values([
      { kind: 'blog', slug: 'a-draft', title: 'Draft', status: 'draft', publishedAt: new Date() },
      { kind: 'blog', slug: 'no-date', title: 'No date', status: 'published' },
    ])
    expect(await content.post('blog', 'a-draft')).toBeNull()
    expect(await content.post('blog', 'no-date')).toBeNull()
    expect(await content.post('news', 'salt-storage-tips')).toBeNull()
    expect(await content.post('blog', 'salt-storage-tips')).toMatchObject({
      kind: 'blog',
      title: expect.any(String),
    })
    const slugs = (await content.postPage('blog', 1)).posts.map((post) => post.slug)
    expect(slugs).not.toContain('a-draft')
    expect(slugs).not.toContain('no-date')
  })

  test('a body stored unsafe is sanitized when it is read', async () => {
    await db.insert(posts).values({
      kind: 'news',
      slug: 'unsafe-body',
      title: 'Unsafe',
      bodyHtml:
        '<p onclick="steal()">Hi</p><script>steal()</script><img src="https://evil.example/x.png" alt="x"><a href="javascript:steal()">link</a>',
      status: 'published',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
    })
    const post = await content.post('news', 'unsafe-body')
    expect(post!.bodyHtml).toBe('<p>Hi</p><a>link</a>')
  })
})

describe('FAQ', () => {
  test('unpublished entries stay out, answers come sanitized with their plain text', async () => {
    await db.insert(faqEntries).values([
      { category: 'Safety', question: 'Hidden?', answerHtml: '<p>No</p>', published: false, sortOrder: 1 },
      {
        category: 'Safety',
        question: 'Unsafe answer?',
        answerHtml: '<p>Wear <strong>gloves</strong> &amp; goggles<script>x()</script></p>',
        sortOrder: 999,
      },
    ])
    const safety = (await content.faq()).find((group) => group.category === 'Safety')!
    expect(safety.entries.map((entry) => entry.question)).not.toContain('Hidden?')
    const unsafe = safety.entries.at(-1)!
    expect(unsafe.question).toBe('Unsafe answer?')
    expect(unsafe.answerHtml).toBe('<p>Wear <strong>gloves</strong> &amp; goggles</p>')
    expect(unsafe.answerText).toBe('Wear gloves & goggles')
  })
})
