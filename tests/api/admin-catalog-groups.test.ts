import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminProductGroup, AdminProductGroupRow } from '#domain/catalogue/admin-answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { auditLog, productGroups, slugRedirects } from '#server/db/schema.ts'
import { catalogPageQueries } from '#server/services/catalog/page-queries.ts'
import { catalogEditor, groupInput, uniqueSlug } from '#tests/support/admin-catalog.ts'
import { createStaff } from '#tests/support/seed.ts'
import { pageReadModel } from '#tests/support/api/page-reads.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const queries = catalogPageQueries(deps.db, pageReadModel(deps))
const editor = await catalogEditor(app)
const list = async (query = '') =>
  (await editor.send('GET', `/api/salt/admin/productgroups${query}`))
    .body as AdminListPage<AdminProductGroupRow>

let notified = 0
deps.contentChanges.subscribe(() => notified++)

describe('product groups in the admin API', () => {
  test('create answers the record with id and version, sanitizes the description, audits, notifies', async () => {
    const before = notified
    const input = groupInput({
      descriptionHtml: '<p onclick="steal()">Cold <script>alert(1)</script>nights</p>',
    })
    const response = await editor.send('POST', '/api/salt/admin/productgroups', input)
    expect(response.status).toBe(201)
    const group = response.body as AdminProductGroup
    expect(group).toMatchObject({ id: expect.any(Number), version: 1, slug: input.slug, productCount: 0 })
    expect(group.descriptionHtml).toBe('<p>Cold nights</p>')
    expect(notified).toBe(before + 1)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `productgroups/${group.id}`))
    expect(audit).toMatchObject({
      action: 'productgroups.created',
      actorAccountId: editor.staff.id,
      details: { before: null, after: { id: group.id, name: input.name, slug: input.slug } },
    })
    expect((await queries.group(input.slug))?.group.name).toBe(input.name)
    expect(await editor.send('GET', `/api/salt/admin/productgroups/${group.id}`)).toMatchObject({
      status: 200,
      body: group,
    })
  })

  test('a slug another group has is a field error on slug, and nothing is written', async () => {
    const first = await editor.createGroup()
    const response = await editor.send(
      'POST',
      '/api/salt/admin/productgroups',
      groupInput({ slug: first.slug }),
    )
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: { fields: { slug: 'Another product group uses this slug.' } },
    })
    expect(await deps.db.select().from(productGroups).where(eq(productGroups.slug, first.slug))).toHaveLength(
      1,
    )
  })

  test('a new slug records 301s for the group page and every product page in it; audit has before and after', async () => {
    const group = await editor.createGroup()
    const product = await editor.createProduct(group.id)
    const newSlug = uniqueSlug('cold-blends')
    const response = await editor.send('PUT', `/api/salt/admin/productgroups/${group.id}`, {
      ...groupInput({ slug: newSlug, name: 'Cold Blends' }),
      version: group.version,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      version: 2,
      slug: newSlug,
      productCount: 1,
      href: `/products/${newSlug}`,
    })
    const redirects = await deps.db.select().from(slugRedirects)
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fromPath: `/products/${group.slug}`, toPath: `/products/${newSlug}` }),
        expect.objectContaining({
          fromPath: `/products/${group.slug}/${product.slug}`,
          toPath: `/products/${newSlug}/${product.slug}`,
        }),
      ]),
    )
    expect(await queries.group(group.slug)).toBeNull()
    expect((await queries.product(newSlug, product.slug))?.name).toBe(product.name)
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'productgroups.updated'))
    expect(audit?.details).toMatchObject({
      before: { slug: group.slug, version: 1 },
      after: { slug: newSlug, version: 2 },
    })
  })

  test('a save based on a stale version is a 409 and writes nothing', async () => {
    const group = await editor.createGroup()
    const saved = await editor.send('PUT', `/api/salt/admin/productgroups/${group.id}`, {
      ...groupInput({ slug: group.slug, name: 'First edit' }),
      version: 1,
    })
    expect(saved.status).toBe(200)
    const before = notified
    const stale = await editor.send('PUT', `/api/salt/admin/productgroups/${group.id}`, {
      ...groupInput({ slug: uniqueSlug('late'), name: 'Late edit' }),
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'stale_edit' } })
    expect(notified).toBe(before)
    const [row] = await deps.db.select().from(productGroups).where(eq(productGroups.id, group.id))
    expect(row).toMatchObject({ name: 'First edit', slug: group.slug, version: 2 })
    expect(
      await deps.db
        .select()
        .from(slugRedirects)
        .where(eq(slugRedirects.fromPath, `/products/${group.slug}`)),
    ).toEqual([])
  })

  test('unpublishing a group takes its page off the storefront', async () => {
    const group = await editor.createGroup()
    await editor.send('PUT', `/api/salt/admin/productgroups/${group.id}`, {
      ...groupInput({ slug: group.slug, published: false }),
      version: group.version,
    })
    expect(await queries.group(group.slug)).toBeNull()
  })

  test('the list searches name and slug, filters published, sorts, pages, and counts products', async () => {
    const tag = uniqueSlug('zz')
    const groups: AdminProductGroup[] = []
    for (const [index, name] of ['Beta', 'Alpha', 'Gamma'].entries())
      groups.push(
        await editor.createGroup({
          name: `${name} ${tag}`,
          slug: `${tag}-${index}`,
          sortOrder: index,
          published: index !== 2,
        }),
      )
    await editor.createProduct(groups[1]!.id)
    await editor.createProduct(groups[1]!.id, { published: false })

    const byName = await list(`?q=${tag}&sort=name`)
    expect(byName.total).toBe(3)
    expect(byName.items.map((row) => row.name)).toEqual([`Alpha ${tag}`, `Beta ${tag}`, `Gamma ${tag}`])
    expect(byName.items[0]).toMatchObject({ productCount: 2, slug: `${tag}-1` })
    expect((await list(`?q=${tag}-2`)).items.map((row) => row.slug)).toEqual([`${tag}-2`])
    expect((await list(`?q=${tag}&published=no`)).items.map((row) => row.slug)).toEqual([`${tag}-2`])
    expect((await list(`?q=${tag}&sort=order&dir=desc`)).items.map((row) => row.sortOrder)).toEqual([2, 1, 0])

    for (let index = 0; index < 25; index++) await editor.createGroup({ name: `Paged ${tag} ${index}` })
    const second = await list(`?q=Paged ${tag}&page=2`)
    expect(second).toMatchObject({ total: 25, page: 2, pageSize: 25, items: [] })
    expect((await list(`?q=Paged ${tag}`)).items).toHaveLength(25)
  })

  test('yard staff may not read or write groups', async () => {
    const yard = await createStaff(deps.db, 2000)
    const token = await app.api.signIn(yard.eMail, yard.password)
    expect((await app.api.request('/api/salt/admin/productgroups', { token })).status).toBe(403)
    expect(
      (await app.api.request('/api/salt/admin/productgroups', { method: 'POST', token, json: groupInput() }))
        .status,
    ).toBe(403)
  })
})
