import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditDiff } from '#domain/admin/audit/diff.ts'
import type { AuditEntryDetail, AuditFilterOptions, AuditList } from '#domain/admin/audit/schemas.ts'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import { locations } from '#server/db/schema.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { recordAudit } from '#server/services/audit.ts'
import { memberOf, staffApi } from '#tests/support/api/admin-staff.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedLocations(deps.db)

const owner = await createStaff(deps.db, 9000)
const ownerToken = await api.signIn(owner.eMail, owner.password)
const editor = await createStaff(deps.db, 3000)
const editorToken = await api.signIn(editor.eMail, editor.password)

const audit = (query: Record<string, string> = {}) =>
  api.get('/api/salt/admin/audit', { token: ownerToken, query })
const page = async (query: Record<string, string> = {}) => {
  const response = await audit(query)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AuditList
}
const entry = async (id: number) => {
  const response = await api.get(`/api/salt/admin/audit/${id}`, { token: ownerToken })
  expect(response.status).toBe(200)
  return response.body as AuditEntryDetail
}

// Real changes through the API: the owner invites someone, an editor changes a yard's phone number (yard staff may not).
const invited = memberOf(
  await staffApi(api, ownerToken).invite({
    name: 'Audit <b>Trail</b>',
    email: 'audit.trail@example.test',
    role: 'editor',
  }),
  201,
)
const [oakville] = await deps.db.select().from(locations).where(eq(locations.slug, 'oakville'))
const saved = await api.request(`/api/salt/admin/locations/${oakville!.id}`, {
  method: 'PUT',
  token: editorToken,
  json: { version: oakville!.version, phone: '905-555-0999' },
})
expect(saved.status).toBe(200)
expect((saved.body as AdminLocation).phone).toBe('905-555-0999')

describe('GET /api/salt/admin/audit', () => {
  test('every audited change, newest first, with who did it', async () => {
    const { items, total } = await page()
    expect(total).toBe(2)
    expect(items.map((row) => [row.action, row.subject, row.actor?.id])).toEqual([
      ['locations.updated', `locations/${oakville!.id}`, editor.id],
      ['staff.invited', `staff/${invited.id}`, owner.id],
    ])
    expect(items[0]!.actor).toEqual({ id: editor.id, name: editor.name, eMail: editor.eMail })
    expect(new Date(items[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(items[1]!.at).getTime())
    expect(items[0]).not.toHaveProperty('details')
  })

  test('an entry opens with its before and after, which diff to the changed fields', async () => {
    const { items } = await page({ entity: 'locations' })
    const detail = await entry(items[0]!.id)
    const diff = auditDiff(detail.details)
    expect(diff.changes).toEqual([
      { path: 'phone', kind: 'changed', before: oakville!.phone, after: '905-555-0999' },
    ])
    expect([...diff.bookkeeping].sort()).toEqual(['updatedAt', 'version'])

    const invitation = await entry((await page({ entity: 'staff' })).items[0]!.id)
    // User text comes back as the data it is: markup and all, for the screen to show as plain text.
    expect(auditDiff(invitation.details).changes).toContainEqual({
      path: 'name',
      kind: 'added',
      after: 'Audit <b>Trail</b>',
    })
  })

  test('filters: by staff member, by nobody signed in, by entity', async () => {
    await recordAudit(deps.db, {
      action: 'admin.created',
      actorAccountId: null,
      subject: 'A000099',
      details: { level: 2000, via: 'admin:create' },
      at: deps.now(),
    })
    const actions = async (query: Record<string, string>) =>
      (await page(query)).items.map((row) => row.action)
    expect(await actions({ actor: String(editor.id) })).toEqual(['locations.updated'])
    expect(await actions({ actor: String(owner.id) })).toEqual(['staff.invited'])
    expect(await actions({ actor: 'none' })).toEqual(['admin.created'])
    expect(await actions({ entity: 'staff' })).toEqual(['staff.invited'])
    expect(await actions({ entity: 'admin' })).toEqual(['admin.created'])
    expect(await actions({ entity: 'stafff' })).toEqual([])
    expect(await actions({ entity: 'locations', actor: String(owner.id) })).toEqual([])

    const options = (await api.get('/api/salt/admin/audit-filters', { token: ownerToken }))
      .body as AuditFilterOptions
    expect(options.actors.map((actor) => actor.id).sort()).toEqual([owner.id, editor.id].sort())
    expect(options.entities).toEqual(['admin', 'locations', 'staff'])
  })

  test('a date range is Toronto days, both ends included', async () => {
    // 04:30 UTC on 15 January is still the 14th in Toronto (UTC−5); 05:00 UTC is the 15th's first minute.
    const at = (iso: string, subject: string) =>
      recordAudit(deps.db, {
        action: 'weather.created',
        actorAccountId: owner.id,
        subject,
        at: new Date(iso),
      })
    await at('2025-01-15T04:30:00Z', 'weather/1')
    await at('2025-01-15T05:00:00Z', 'weather/2')
    await at('2025-01-16T04:59:00Z', 'weather/3')
    await at('2025-01-16T05:00:00Z', 'weather/4')
    const subjects = async (query: Record<string, string>) =>
      (await page({ entity: 'weather', ...query })).items.map((row) => row.subject)
    expect(await subjects({ from: '2025-01-15', to: '2025-01-15' })).toEqual(['weather/3', 'weather/2'])
    expect(await subjects({ to: '2025-01-14' })).toEqual(['weather/1'])
    expect(await subjects({ from: '2025-01-16' })).toEqual(['weather/4'])
    expect(await subjects({})).toEqual(['weather/4', 'weather/3', 'weather/2', 'weather/1'])
  })

  test('pages of 25', async () => {
    for (let index = 0; index < 30; index++)
      await recordAudit(deps.db, {
        action: 'cards.updated',
        actorAccountId: owner.id,
        subject: `cards/${index}`,
        at: new Date(Date.UTC(2024, 0, 1, 12, index)),
      })
    const first = await page({ entity: 'cards' })
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect(first.items[0]!.subject).toBe('cards/29')
    const second = await page({ entity: 'cards', page: '2' })
    expect(second.items.map((row) => row.subject)).toEqual([
      'cards/4',
      'cards/3',
      'cards/2',
      'cards/1',
      'cards/0',
    ])
    const beyond = await page({ entity: 'cards', page: '3' })
    expect(beyond).toMatchObject({ total: 30, items: [] })
  })

  test('bad filters are a 400 naming the field; an unknown entry is a 404', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ actor: 'someone' }, 'actor'],
      [{ actor: '0' }, 'actor'],
      [{ actor: '2147483648' }, 'actor'],
      [{ entity: 'Products' }, 'entity'],
      [{ entity: 'products%' }, 'entity'],
      [{ entity: 'a\u0000' }, 'entity'],
      [{ from: '2025-02-30' }, 'from'],
      [{ to: '15/01/2025' }, 'to'],
      [{ from: '2025-01-16', to: '2025-01-15' }, 'to'],
      [{ page: '0' }, 'page'],
    ]
    for (const [query, field] of cases) {
      const response = await audit(query)
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(Object.keys((response.body as { error: { fields: object } }).error.fields)).toContain(field)
    }
    expect((await api.get('/api/salt/admin/audit/2147483647', { token: ownerToken })).status).toBe(404)
    expect((await api.get('/api/salt/admin/audit/abc', { token: ownerToken })).status).toBe(400)
  })

  test('only owners read it', async () => {
    const manager = await createStaff(deps.db, 5000)
    const managerToken = await api.signIn(manager.eMail, manager.password)
    expect((await api.get('/api/salt/admin/audit', { token: managerToken })).status).toBe(403)
    expect((await api.get('/api/salt/admin/audit', { token: editorToken })).status).toBe(403)
    expect((await api.get('/api/salt/admin/audit')).status).toBe(401)
  })
})
