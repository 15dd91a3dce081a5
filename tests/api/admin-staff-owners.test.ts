import { gte, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { lastOwnerText } from '#domain/admin/staff/texts.ts'
import { accounts } from '#server/db/schema.ts'
import { memberOf, staffApi } from '#tests/support/api/admin-staff.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** A database of its own: how many owners there are is the whole point here. */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const first = await createStaff(deps.db, 9000)
const second = await createStaff(deps.db, 9000)

const activeOwners = async () =>
  (
    await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(gte(accounts.active, 9000))
      .orderBy(accounts.id)
  ).map((row) => row.id)
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error

/**
 * Both back to owner and signed in afresh (a step down ends sessions), with the versions their pages would show.
 * Rounds repeat the races: on PostgreSQL each pair of requests really runs at once, and must queue on the lock.
 */
async function twoOwners() {
  await deps.db
    .update(accounts)
    .set({ active: 9000 })
    .where(inArray(accounts.id, [first.id, second.id]))
  const asFirst = staffApi(api, await api.signIn(first.eMail, first.password))
  const asSecond = staffApi(api, await api.signIn(second.eMail, second.password))
  const firstVersion = memberOf(await asFirst.get(first.id)).version
  const secondVersion = memberOf(await asFirst.get(second.id)).version
  expect(await activeOwners()).toEqual([first.id, second.id])
  return { asFirst, asSecond, firstVersion, secondVersion }
}

const rounds = 5

describe('the last active owner', () => {
  test('cannot step down or deactivate themself; once there is a second owner, they can step down', async () => {
    const { asFirst, firstVersion, secondVersion } = await twoOwners()
    memberOf(await asFirst.setRole(second.id, { version: secondVersion, role: 'manager' }))
    expect(await activeOwners()).toEqual([first.id])

    const stepDown = await asFirst.setRole(first.id, { version: firstVersion, role: 'editor' })
    expect(stepDown.status).toBe(409)
    expect(errorOf(stepDown.body)).toEqual({ code: 'last_owner', message: lastOwnerText })
    const selfOff = await asFirst.deactivate(first.id, { version: firstVersion })
    expect(selfOff.status).toBe(409)
    expect(errorOf(selfOff.body).code).toBe('self_deactivation')
    expect(await activeOwners()).toEqual([first.id])

    memberOf(await asFirst.setRole(second.id, { version: secondVersion + 1, role: 'owner' }))
    memberOf(await asFirst.setRole(first.id, { version: firstVersion, role: 'manager' }))
    expect(await activeOwners()).toEqual([second.id])
  })

  test('two owners demoting each other at once: exactly one succeeds, one owner remains', async () => {
    for (let round = 0; round < rounds; round++) {
      const { asFirst, asSecond, firstVersion, secondVersion } = await twoOwners()
      const answers = await Promise.all([
        asFirst.setRole(second.id, { version: secondVersion, role: 'manager' }),
        asSecond.setRole(first.id, { version: firstVersion, role: 'manager' }),
      ])
      const statuses = answers.map((answer) => answer.status)
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1)
      // The other finds its session ended by the step down (401), or, had it passed the guard already, its own
      // account no longer an owner once the lock lets it read (403).
      expect([401, 403]).toContain(statuses.find((status) => status !== 200))
      expect(await activeOwners()).toHaveLength(1)
    }
  })

  test('two owners each stepping down at once: exactly one succeeds, the other is the last owner', async () => {
    for (let round = 0; round < rounds; round++) {
      const { asFirst, asSecond, firstVersion, secondVersion } = await twoOwners()
      const answers = await Promise.all([
        asFirst.setRole(first.id, { version: firstVersion, role: 'editor' }),
        asSecond.setRole(second.id, { version: secondVersion, role: 'editor' }),
      ])
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses, `round ${round}`).toEqual([200, 409])
      const refused = answers.find((answer) => answer.status === 409)!
      expect(errorOf(refused.body).code).toBe('last_owner')
      expect(await activeOwners()).toHaveLength(1)
    }
  })

  test('two owners deactivating each other at once: exactly one succeeds', async () => {
    for (let round = 0; round < rounds; round++) {
      const { asFirst, asSecond, firstVersion, secondVersion } = await twoOwners()
      const answers = await Promise.all([
        asFirst.deactivate(second.id, { version: secondVersion }),
        asSecond.deactivate(first.id, { version: firstVersion }),
      ])
      const statuses = answers.map((answer) => answer.status)
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1)
      expect([401, 403]).toContain(statuses.find((status) => status !== 200))
      expect(await activeOwners()).toHaveLength(1)
    }
  })
})
