import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog, posts, productGroups, products } from '#server/db/schema.ts'
import { findPublishedPost } from '#server/services/content/posts.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const editor = await createStaff(deps.db, 3000)
const token = await api.signIn(editor.eMail, editor.password)
const freq = (url: string, method = 'delete') => api.post('/api/salt/freq', { url, method }, { token })

let notified = 0
deps.contentChanges.subscribe(() => notified++)

async function newPost(kind: 'news' | 'blog') {
  const [post] = await deps.db
    .insert(posts)
    .values({
      kind,
      slug: `post-${Math.random().toString(36).slice(2)}`,
      title: 'Storm hours',
      status: 'published',
    })
    .returning()
  return post!
}

describe('POST /api/salt/freq', () => {
  test('deletes a blog post: answers its id, writes an audit row with the post as it was, clears the page cache', async () => {
    const post = await newPost('blog')
    const before = notified
    const response = await freq(`blogs/${post.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ id: post.id })
    expect(await deps.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([])
    expect(await findPublishedPost(deps.db, 'blog', post.slug, deps.now())).toBeNull()
    expect(notified).toBe(before + 1)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `blogs/${post.id}`))
    expect(audit).toMatchObject({
      action: 'blogs.deleted',
      actorAccountId: editor.id,
      details: { before: { id: post.id, slug: post.slug, title: 'Storm hours' }, after: null },
    })
  })

  test('the content type must match the record: a news id under blogs is not found, and nothing changes', async () => {
    const post = await newPost('news')
    const response = await freq(`blogs/${post.id}`)
    expect(response.status).toBe(404)
    expect(await deps.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(1)
    expect((await freq(`news/${post.id}`)).status).toBe(200)
  })

  test('a group that still has products is refused with a clear message; an empty group goes', async () => {
    const [group] = await deps.db
      .insert(productGroups)
      .values({ slug: `group-${Date.now()}`, name: 'Ice melters' })
      .returning()
    const [product] = await deps.db
      .insert(products)
      .values({ groupId: group!.id, slug: `melter-${Date.now()}`, name: 'Blue melter' })
      .returning()
    const refused = await freq(`productgroups/${group!.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      error: {
        code: 'group_not_empty',
        message: 'This group still has 1 product. Move them to another group or delete them first.',
      },
    })
    expect((await freq(`products/${product!.id}`)).status).toBe(200)
    expect((await freq(`productgroups/${group!.id}`)).status).toBe(200)
    expect(await deps.db.select().from(productGroups).where(eq(productGroups.id, group!.id))).toEqual([])
  })

  test.each([
    ['locations/1', 'delete'],
    ['accounts/1', 'delete'],
    ['blogs/1/../2', 'delete'],
    ['blogs/99999999999', 'delete'],
    ['blogs/abc', 'delete'],
    ['blogs/1', 'get'],
    ['', 'delete'],
  ])('bad input %s (%s) is a 400 that names the field, never a 500', async (url, method) => {
    const response = await freq(url, method)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } })
  })

  test('an unknown id is a 404', async () => {
    expect((await freq('products/2147483647')).status).toBe(404)
  })
})
