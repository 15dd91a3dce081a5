import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { adminPageSize } from '#domain/admin/list.ts'
import type { OrderYardsAnswer } from '#domain/orders/answers.ts'
import { createPickupPlace } from '#tests/support/salt-card.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** The yards the orders board and the schedule choose from: every one, however many a company runs. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const tag = randomBytes(3).toString('hex')
const yardCount = adminPageSize + 5
// "zz-…" sorts after the seed's yards by name, so the last of them is past the admin list's first page.
const slugs = Array.from({ length: yardCount }, (_, n) => `zz-${tag}-${String(n + 1).padStart(2, '0')}`)
for (const slug of slugs) await createPickupPlace(deps.db, { slug })

const tokenOf = async (level: number) => {
  const staff = await createStaff(deps.db, level)
  return api.signIn(staff.eMail, staff.password)
}
const manager = await tokenOf(5000)

describe('GET /api/salt/admin/orders/yards', () => {
  test(`with ${yardCount} yards, every one comes back by name, the last one included`, async () => {
    const answer = await api.get('/api/salt/admin/orders/yards', { token: manager })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { yards } = answer.body as OrderYardsAnswer
    expect(yards.length).toBeGreaterThan(adminPageSize)
    expect(yards.filter((yard) => yard.slug.startsWith(`zz-${tag}-`)).map((yard) => yard.slug)).toEqual(slugs)
    expect(yards.at(-1)).toEqual({ slug: slugs.at(-1), name: `Yard ${slugs.at(-1)}` })
  })

  test('below manager is refused (the orders section is the manager’s); signed out is a 401', async () => {
    expect((await api.get('/api/salt/admin/orders/yards', { token: await tokenOf(3000) })).status).toBe(403)
    expect((await api.get('/api/salt/admin/orders/yards')).status).toBe(401)
  })
})
