import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminPost, AdminPostList } from '#domain/content/post-schemas.ts'
import { auditLog, posts, slugRedirects } from '#server/db/schema.ts'
import { contentPageQueries } from '#server/services/content/page-queries.ts'
import { sitemapEntries } from '#server/services/sitemap.ts'
import { minutes } from '#tests/support/clock.ts'
import { createStaff } from '#tests/support/seed.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, clock } = app

const editor = await createStaff(deps.db, 3000)
const token = await api.signIn(editor.eMail, editor.password)
const content = contentPageQueries(deps.db, deps.now, pageReadModel(deps))

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const unique = () => Math.random().toString(36).slice(2, 8)

function draft(overrides: Record<string, unknown> = {}) {
  const slug = `storm-${unique()}`
  return {
    kind: 'blog',
    title: 'Storm prep',
    slug,
    excerpt: 'Get ready.',
    author: 'Dana',
    coverImage: null,
    bodyHtml: '<h2>Before the storm</h2><p>Salt <strong>early</strong>.</p>',
    status: 'draft',
    publishedAt: null,
    ...overrides,
  }
}

const create = (body: unknown) => api.post('/api/salt/admin/posts', body, { token })
const update = (id: number, body: unknown) =>
  api.request(`/api/salt/admin/posts/${id}`, { method: 'PUT', json: body, token })
const read = (id: number | string) => api.get(`/api/salt/admin/posts/${id}`, { token })

async function created(overrides: Record<string, unknown> = {}): Promise<AdminPost> {
  const response = await create(draft(overrides))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as AdminPost
}

describe('create, read, update', () => {
  test('a draft is saved with its fields, audited as blogs, and not public', async () => {
    const before = notified
    const post = await created()
    expect(post).toMatchObject({
      kind: 'blog',
      title: 'Storm prep',
      status: 'draft',
      publishedAt: null,
      version: 1,
    })
    expect(notified).toBe(before + 1)
    expect((await read(post.id)).body).toEqual(post)
    expect(await content.post('blog', post.slug)).toBeNull()
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `blogs/${post.id}`))
    expect(audit).toMatchObject({
      action: 'blogs.created',
      actorAccountId: editor.id,
      details: { before: null, after: { id: post.id, slug: post.slug, status: 'draft' } },
    })
  })

  test('publishing without a date publishes now; the post is on its list and in the sitemap', async () => {
    const post = await created({ kind: 'news' })
    const response = await update(post.id, { ...post, status: 'published', version: 1 })
    expect(response.status).toBe(200)
    const saved = response.body as AdminPost
    expect(saved.version).toBe(2)
    expect(Math.abs(Date.parse(saved.publishedAt!) - deps.now().getTime())).toBeLessThan(5_000)
    expect((await content.post('news', post.slug))?.title).toBe('Storm prep')
    expect((await content.postPage('news', 1)).posts.map((p) => p.slug)).toContain(post.slug)
    expect((await sitemapEntries(deps.db, deps.now())).map((e) => e.path)).toContain(`/news/${post.slug}`)
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `news/${post.id}`))
    expect(audits.map((a) => a.action)).toEqual(['news.created', 'news.updated'])
  })

  test('a slug change keeps the old address as a 301 to the new one', async () => {
    const post = await created({ status: 'published' })
    const response = await update(post.id, { ...post, slug: `${post.slug}-new`, version: post.version })
    expect(response.status).toBe(200)
    const [redirect] = await deps.db
      .select()
      .from(slugRedirects)
      .where(eq(slugRedirects.fromPath, `/blogs/${post.slug}`))
    expect(redirect?.toPath).toBe(`/blogs/${post.slug}-new`)
  })

  test('an edit based on an old version is a 409 stale_edit and changes nothing', async () => {
    const post = await created()
    expect((await update(post.id, { ...post, title: 'First', version: 1 })).status).toBe(200)
    const stale = await update(post.id, { ...post, title: 'Second', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect(((await read(post.id)).body as AdminPost).title).toBe('First')
  })

  test('slugs are unique per kind: the same slug in the other kind is fine, in the same kind a field error', async () => {
    const post = await created()
    expect((await create(draft({ kind: 'news', slug: post.slug }))).status).toBe(201)
    const taken = await create(draft({ slug: post.slug }))
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({
      error: { fields: { slug: 'Another blog post already uses this slug.' } },
    })
    const other = await created()
    const renamed = await update(other.id, { ...other, slug: post.slug, version: other.version })
    expect(renamed.status).toBe(400)
  })

  test('the body is sanitized on save: the stored HTML is clean', async () => {
    const post = await created({
      bodyHtml:
        '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://evil.test/x.png"><iframe src="/x"></iframe>',
    })
    const [row] = await deps.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row?.bodyHtml).toBe('<p>Hi</p><a>x</a>')
    expect(post.bodyHtml).toBe(row?.bodyHtml)
  })

  test('the preview answers the body sanitized with the same allow-list', async () => {
    const response = await api.post(
      '/api/salt/admin/posts/preview',
      { bodyHtml: '<h2>Hi</h2><img src=x onerror=alert(1)><p style="x">ok</p>' },
      { token },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ bodyHtml: '<h2>Hi</h2><p>ok</p>' })
  })
})

describe('scheduled publishing', () => {
  test('a scheduled post is not public before its time and is public after, with no further save', async () => {
    const at = new Date(deps.now().getTime() + minutes(30)).toISOString()
    const post = await created({ status: 'scheduled', publishedAt: at })
    expect(post.status).toBe('scheduled')
    expect(await content.post('blog', post.slug)).toBeNull()
    expect((await content.postPage('blog', 1)).posts.map((p) => p.slug)).not.toContain(post.slug)
    expect((await sitemapEntries(deps.db, deps.now())).map((e) => e.path)).not.toContain(
      `/blogs/${post.slug}`,
    )

    clock.advance(minutes(31))
    expect((await content.post('blog', post.slug))?.publishedAt).toBe(at)
    expect((await content.postPage('blog', 1)).posts.map((p) => p.slug)).toContain(post.slug)
    expect((await sitemapEntries(deps.db, deps.now())).map((e) => e.path)).toContain(`/blogs/${post.slug}`)

    // Live now, it can still be edited without picking a new date.
    const fixed = await update(post.id, { ...post, title: 'Storm prep (fixed)', version: post.version })
    expect(fixed.status).toBe(200)
  })

  test('scheduled needs a date, and a date in the past is refused', async () => {
    const missing = await create(draft({ status: 'scheduled', publishedAt: null }))
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      error: { fields: { publishedAt: 'Choose when the post goes live.' } },
    })
    const past = await create(
      draft({ status: 'scheduled', publishedAt: new Date(deps.now().getTime() - minutes(1)).toISOString() }),
    )
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ error: { fields: { publishedAt: expect.any(String) } } })
  })
})

describe('the list', () => {
  test('filters by kind and status, searches title, slug and excerpt, sorts and pages', async () => {
    const tag = unique()
    await created({ title: `Brine ${tag} A`, status: 'published' })
    await created({ title: `Brine ${tag} B`, kind: 'news' })
    await created({ title: 'Other', excerpt: `about brine ${tag}` })
    const list = async (query: Record<string, string>) => {
      const response = await api.get('/api/salt/admin/posts', { token, query: { q: tag, ...query } })
      expect(response.status).toBe(200)
      return response.body as AdminPostList
    }
    expect((await list({})).total).toBe(3)
    expect((await list({ kind: 'news' })).items.map((p) => p.title)).toEqual([`Brine ${tag} B`])
    expect((await list({ kind: 'blog', status: 'published' })).items.map((p) => p.title)).toEqual([
      `Brine ${tag} A`,
    ])
    expect((await list({ sort: 'title', dir: 'asc' })).items.map((p) => p.title)).toEqual([
      `Brine ${tag} A`,
      `Brine ${tag} B`,
      'Other',
    ])
    expect((await list({ page: '2' })).items).toEqual([])
  })
})

describe('bad input is a 4xx, never a 5xx', () => {
  test.each([
    ['a NUL byte in the title', { title: 'Storm\u0000' }],
    ['a wrong kind', { kind: 'page' }],
    ['a title of the wrong type', { title: 42 }],
    ['an upper-case slug', { slug: 'Storm' }],
    [
      'a cover image on another host',
      { coverImage: { url: 'https://evil.test/a.png', alt: 'a', width: 1, height: 1 } },
    ],
    [
      'a javascript: cover image',
      { coverImage: { url: 'javascript:alert(1)', alt: 'a', width: 1, height: 1 } },
    ],
    [
      'a cover image without alt text',
      { coverImage: { url: '/uploads/a.webp', alt: '', width: 1, height: 1 } },
    ],
    ['a cover image of no size', { coverImage: { url: '/uploads/a.webp', alt: 'a', width: 0, height: 1 } }],
    ['a date that is no date', { status: 'published', publishedAt: 'tomorrow' }],
    ['a NUL byte in the body', { bodyHtml: '<p>\u0000</p>' }],
  ])('%s → 400', async (_name, overrides) => {
    const response = await create(draft(overrides))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { fields: expect.any(Object) } })
  })

  test.each(['99999999999', 'abc', '0', '-1', '1.5'])('the id %s is a 4xx', async (id) => {
    const response = await read(id)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const put = await api.request(`/api/salt/admin/posts/${id}`, { method: 'PUT', json: draft(), token })
    expect(put.status).toBeGreaterThanOrEqual(400)
    expect(put.status).toBeLessThan(500)
  })

  test('an unknown id is a 404, a missing version a 400, a bad list query a 400', async () => {
    expect((await read(2147483647)).status).toBe(404)
    expect((await update(2147483647, { ...draft(), version: 1 })).status).toBe(404)
    const post = await created()
    expect((await update(post.id, draft())).status).toBe(400)
    expect((await api.get('/api/salt/admin/posts', { token, query: { kind: 'page' } })).status).toBe(400)
    expect((await api.get('/api/salt/admin/posts', { token, query: { sort: 'id' } })).status).toBe(400)
  })

  test('yard staff (2000) may not touch posts', async () => {
    const yard = await createStaff(deps.db, 2000)
    const yardToken = await api.signIn(yard.eMail, yard.password)
    expect((await api.get('/api/salt/admin/posts', { token: yardToken })).status).toBe(403)
    expect((await api.post('/api/salt/admin/posts', draft(), { token: yardToken })).status).toBe(403)
  })
})
