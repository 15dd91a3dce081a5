import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { YardGrant } from '#domain/admin/staff/schemas.ts'
import type { AdminLocation, AdminLocationRow } from '#domain/locations/schemas.ts'
import { auditLog, locations } from '#server/db/schema.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await seedCatalog(deps.db, {})
await seedLocations(deps.db)

const signedIn = async (level: number) => {
  const member = await createStaff(deps.db, level)
  return { member, token: await api.signIn(member.eMail, member.password) }
}
const yard = await signedIn(2000)
const manager = await signedIn(5000)
const editor = await signedIn(3000)

const yards = await deps.db.select().from(locations).orderBy(locations.locationName)
const [mine, other] = [yards[0]!, yards[1]!]

const grantsUrl = (id: number) => `/api/salt/admin/staff/${id}/yards`
const setGrants = (token: string, id: number, locationIds: number[]) =>
  api.request(grantsUrl(id), { method: 'PUT', token, json: { locationIds } })
const getYard = (token: string, id: number) => api.get(`/api/salt/admin/locations/${id}`, { token })
const putYard = (token: string, id: number, json: Record<string, unknown>) =>
  api.request(`/api/salt/admin/locations/${id}`, { method: 'PUT', token, json })

describe('yard grants', () => {
  test('a manager grants yards to a yard-staff member; the change is audited; the member sees only those', async () => {
    const granted = await setGrants(manager.token, yard.member.id, [mine.id])
    expect(granted.status).toBe(200)
    const list = granted.body as YardGrant[]
    expect(list).toHaveLength(yards.length)
    expect(list.filter((row) => row.granted).map((row) => row.id)).toEqual([mine.id])
    expect((await api.get(grantsUrl(yard.member.id), { token: manager.token })).body).toEqual(list)
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff/${yard.member.id}`))
    expect(audit).toMatchObject({ action: 'staff.yards-changed', details: { before: [], after: [mine.id] } })

    const seen = (await api.get('/api/salt/admin/locations', { token: yard.token }))
      .body as AdminListPage<AdminLocationRow>
    expect(seen.items.map((row) => row.id)).toEqual([mine.id])
    expect(seen.total).toBe(1)
  })

  test('yard staff: a yard not granted is a 404 to read and to save', async () => {
    await setGrants(manager.token, yard.member.id, [mine.id])
    const read = await getYard(yard.token, other.id)
    expect(read.status).toBe(404)
    expect(read.body).toMatchObject({ error: { code: 'not_found' } })
    const write = await putYard(yard.token, other.id, { version: other.version, todaysHours: 'Closed today' })
    expect(write.status).toBe(404)
    const [unchanged] = await deps.db.select().from(locations).where(eq(locations.id, other.id))
    expect(unchanged!.todaysHours).toBe(other.todaysHours)
  })

  test('yard staff: hours and stock of a granted yard save; name, slug, e-mail, phone or visibility are a 403', async () => {
    await setGrants(manager.token, yard.member.id, [mine.id])
    const current = (await getYard(yard.token, mine.id)).body as AdminLocation
    const hours = await putYard(yard.token, mine.id, {
      ...current,
      stock: undefined,
      todaysHours: '7 am – 3 pm today',
    })
    expect(hours.status, JSON.stringify(hours.body)).toBe(200)
    const saved = hours.body as AdminLocation
    for (const change of [
      { locationName: 'Renamed yard' },
      { slug: 'renamed-yard' },
      { eMail: 'someone-else@example.test' },
      { phone: '705-555-0199' },
      { published: !saved.published },
    ]) {
      const refused = await putYard(yard.token, mine.id, { version: saved.version, ...change })
      expect(refused.status, JSON.stringify(change)).toBe(403)
      expect(refused.body).toMatchObject({
        error: {
          code: 'forbidden',
          fields: { [Object.keys(change)[0]!]: 'Only editors and above may change this.' },
        },
      })
    }
    const [row] = await deps.db.select().from(locations).where(eq(locations.id, mine.id))
    expect(row).toMatchObject({ locationName: mine.locationName, slug: mine.slug, version: saved.version })
  })

  test('editors and above keep every yard and field, grants or not', async () => {
    const current = (await getYard(editor.token, other.id)).body as AdminLocation
    const renamed = await putYard(editor.token, other.id, { version: current.version, phone: '705-555-0142' })
    expect(renamed.status).toBe(200)
  })

  test('only owners and managers assign yards; a customer or an unknown yard is refused in the error shape', async () => {
    expect((await setGrants(editor.token, yard.member.id, [other.id])).status).toBe(403)
    expect((await setGrants(yard.token, yard.member.id, [other.id])).status).toBe(403)
    const customer = await createAccount(deps.db)
    const notStaff = await setGrants(manager.token, customer.id, [mine.id])
    expect(notStaff.status).toBe(404)
    const unknownYard = await setGrants(manager.token, yard.member.id, [999_999])
    expect(unknownYard.status).toBe(400)
    expect(unknownYard.body).toMatchObject({
      error: { fields: { locationIds: 'A yard in this list does not exist.' } },
    })
    const malformed = await api.request(grantsUrl(yard.member.id), {
      method: 'PUT',
      token: manager.token,
      json: { locationIds: 'all' },
    })
    expect(malformed.status).toBe(400)
  })
})
