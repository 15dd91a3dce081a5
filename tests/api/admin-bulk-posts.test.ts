import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { BulkAnswer } from '#domain/admin/bulk.ts'
import type { AdminPost } from '#domain/content/post-schemas.ts'
import { auditLog, posts } from '#server/db/schema.ts'
import { findPublishedPost } from '#server/services/content/posts.ts'
import { minutes } from '#tests/support/clock.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const editor = await createStaff(deps.db, staffLevels.editor)
const token = await api.signIn(editor.eMail, editor.password)
const bulk = (body: unknown, as = token) => api.post('/api/salt/admin/posts/bulk', body, { token: as })

let notified = 0
deps.contentChanges.subscribe(() => notified++)

const unique = () => Math.random().toString(36).slice(2, 10)

async function newPost(
  kind: 'news' | 'blog',
  status: 'draft' | 'published' | 'scheduled',
  publishedAt: Date | null = null,
  title = 'Storm hours',
) {
  const [post] = await deps.db
    .insert(posts)
    .values({ kind, slug: `bulk-${unique()}`, title, status, publishedAt })
    .returning()
  return post!
}

const rowOf = async (id: number) => (await deps.db.select().from(posts).where(eq(posts.id, id)))[0]
const auditsOf = (subjects: string[]) =>
  deps.db.select().from(auditLog).where(inArray(auditLog.subject, subjects)).orderBy(auditLog.id)
const ok = async (body: unknown) => {
  const response = await bulk(body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as BulkAnswer
}

describe('POST /api/salt/admin/posts/bulk: who may', () => {
  test('401 signed out; 403 for a customer and yard staff, and nothing changes; editors and up may', async () => {
    const post = await newPost('blog', 'draft')
    const body = { action: 'publish', ids: [post.id] }
    expect((await api.post('/api/salt/admin/posts/bulk', body)).status).toBe(401)
    const customer = await createAccount(deps.db)
    const yard = await createStaff(deps.db, staffLevels.yard)
    for (const account of [customer, yard]) {
      const refused = await bulk(body, await api.signIn(account.eMail, account.password))
      expect(refused.status, account.name).toBe(403)
      expect(refused.body).toMatchObject({ error: { code: 'forbidden' } })
    }
    expect((await rowOf(post.id))?.status).toBe('draft')
    const manager = await createStaff(deps.db, staffLevels.manager)
    const allowed = await bulk(body, await api.signIn(manager.eMail, manager.password))
    expect(allowed.status).toBe(200)
    expect((await rowOf(post.id))?.status).toBe('published')
  })
})

describe('POST /api/salt/admin/posts/bulk: bad input is a 400 naming the field, and changes nothing', () => {
  test.each([
    ['no ids', { action: 'publish', ids: [] }, 'ids', 'Select at least one row.'],
    [
      '101 ids',
      { action: 'publish', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      'ids',
      'Select at most 100 rows at a time.',
    ],
    ['an id twice', { action: 'delete', ids: [7, 7] }, 'ids', 'Name each record once.'],
    ['an id that is text', { action: 'delete', ids: ['7'] }, 'ids.0', 'Use record numbers.'],
    ['a negative id', { action: 'delete', ids: [-1] }, 'ids.0', 'Use record numbers.'],
    ['an id past any serial', { action: 'delete', ids: [2 ** 31] }, 'ids.0', undefined],
    ['ids that are no list', { action: 'delete', ids: 7 }, 'ids', 'Send the records as a list of ids.'],
    ['an unknown action', { action: 'archive', ids: [1] }, 'action', 'Choose publish, unpublish or delete.'],
  ])('%s', async (_name, body, field, message) => {
    const response = await bulk(body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input' } })
    const fields = (response.body as { error: { fields: Record<string, string> } }).error.fields
    expect(Object.keys(fields)).toContain(field)
    if (message) expect(fields[field]).toBe(message)
  })

  test('a body that is no JSON object is a 400 too', async () => {
    const response = await api.request('/api/salt/admin/posts/bulk', {
      method: 'POST',
      rawBody: '[1,2',
      token,
    })
    expect(response.status).toBe(400)
  })
})

describe('POST /api/salt/admin/posts/bulk: each id answered', () => {
  test('publish: drafts and a scheduled post go live now, a live post is unchanged, a deleted id is not found', async () => {
    const at = deps.now()
    const draft = await newPost('blog', 'draft')
    const later = await newPost('news', 'scheduled', new Date(at.getTime() + minutes(90)))
    const live = await newPost('news', 'published', new Date(at.getTime() - minutes(60)))
    const gone = await newPost('blog', 'draft')
    await deps.db.delete(posts).where(eq(posts.id, gone.id))
    const before = notified

    const answer = await ok({ action: 'publish', ids: [draft.id, gone.id, later.id, live.id] })
    expect(answer.results).toEqual([
      { id: draft.id, outcome: 'published' },
      { id: gone.id, outcome: 'not_found' },
      { id: later.id, outcome: 'published' },
      { id: live.id, outcome: 'unchanged' },
    ])
    expect(notified).toBe(before + 1)
    for (const post of [draft, later]) {
      const row = (await rowOf(post.id))!
      expect(row).toMatchObject({ status: 'published', version: 2 })
      expect(Math.abs(row.publishedAt!.getTime() - deps.now().getTime())).toBeLessThan(5_000)
      expect(await findPublishedPost(deps.db, post.kind, post.slug, deps.now())).not.toBeNull()
    }
    expect(await rowOf(live.id)).toMatchObject({ version: 1, publishedAt: live.publishedAt })

    // One audit row per changed post, named as its single save is, with the post before and after.
    const audits = await auditsOf([`blogs/${draft.id}`, `news/${later.id}`, `news/${live.id}`])
    expect(audits.map((row) => [row.action, row.subject])).toEqual([
      ['blogs.updated', `blogs/${draft.id}`],
      ['news.updated', `news/${later.id}`],
    ])
    expect(audits[0]).toMatchObject({
      actorAccountId: editor.id,
      details: { before: { status: 'draft', version: 1 }, after: { status: 'published', version: 2 } },
    })
  })

  test('unpublish: live and scheduled posts become drafts with their dates kept; a form opened before is a 409', async () => {
    const live = await newPost('blog', 'published', new Date(deps.now().getTime() - minutes(5)))
    const draft = await newPost('blog', 'draft')
    const opened = (await api.get(`/api/salt/admin/posts/${live.id}`, { token })).body as AdminPost

    const answer = await ok({ action: 'unpublish', ids: [live.id, draft.id] })
    expect(answer.results).toEqual([
      { id: live.id, outcome: 'unpublished' },
      { id: draft.id, outcome: 'unchanged' },
    ])
    expect(await rowOf(live.id)).toMatchObject({ status: 'draft', publishedAt: live.publishedAt, version: 2 })
    expect(await findPublishedPost(deps.db, 'blog', live.slug, deps.now())).toBeNull()

    const stale = await api.request(`/api/salt/admin/posts/${live.id}`, {
      method: 'PUT',
      json: { ...opened, title: 'Edited meanwhile' },
      token,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
  })

  test('delete: both kinds go, audited as freq audits them; a second delete of the same ids is all not found', async () => {
    const blog = await newPost('blog', 'published', deps.now())
    const news = await newPost('news', 'draft')
    const ids = [blog.id, news.id]
    expect((await ok({ action: 'delete', ids })).results).toEqual([
      { id: blog.id, outcome: 'deleted' },
      { id: news.id, outcome: 'deleted' },
    ])
    expect(await deps.db.select().from(posts).where(inArray(posts.id, ids))).toEqual([])
    const audits = await auditsOf([`blogs/${blog.id}`, `news/${news.id}`])
    expect(audits.map((row) => row.action)).toEqual(['blogs.deleted', 'news.deleted'])
    expect(audits[0]?.details).toMatchObject({ before: { id: blog.id, slug: blog.slug }, after: null })

    const before = notified
    expect((await ok({ action: 'delete', ids })).results).toEqual([
      { id: blog.id, outcome: 'not_found' },
      { id: news.id, outcome: 'not_found' },
    ])
    // Nothing changed, so the page cache stays.
    expect(notified).toBe(before)
  })
})

describe('POST /api/salt/admin/posts/bulk: all or nothing', () => {
  test('a failure on the third post rolls back the first two and writes no audit row', async () => {
    const marker = `Refused ${unique()}`
    const first = await newPost('blog', 'published', deps.now())
    const second = await newPost('news', 'published', deps.now())
    const refused = await newPost('blog', 'published', deps.now(), marker)
    // A database fault in the middle of the action: a trigger that refuses to delete the marked post.
    await deps.db.execute(
      sql.raw(`CREATE FUNCTION refuse_marked_post() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF OLD.title = '${marker}' THEN RAISE EXCEPTION 'the test refuses this delete'; END IF;
          RETURN OLD;
        END $$`),
    )
    await deps.db.execute(
      sql.raw(`CREATE TRIGGER refuse_marked_post BEFORE DELETE ON posts
        FOR EACH ROW EXECUTE FUNCTION refuse_marked_post()`),
    )
    try {
      const response = await bulk({ action: 'delete', ids: [first.id, second.id, refused.id] })
      expect(response.status).toBe(500)
      expect(response.body).toMatchObject({ error: { code: 'internal' } })
    } finally {
      await deps.db.execute(sql.raw('DROP TRIGGER refuse_marked_post ON posts'))
      await deps.db.execute(sql.raw('DROP FUNCTION refuse_marked_post()'))
    }
    const left = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(inArray(posts.id, [first.id, second.id, refused.id]))
    expect(left).toHaveLength(3)
    expect(await auditsOf([`blogs/${first.id}`, `news/${second.id}`, `blogs/${refused.id}`])).toEqual([])
  })
})
