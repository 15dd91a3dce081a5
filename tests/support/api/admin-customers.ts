import { randomBytes, randomUUID } from 'node:crypto'
import { type SQL, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { AdminCustomer, AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { Db } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import type { ApiClient } from '../api-client.ts'
import type { TestApp } from '../test-app.ts'
import { type SeededAccount, createAccount, createStaff } from '../seed.ts'

/** A manager (level 5000), the level of the customers section, signed in. */
export async function signedInManager(app: TestApp) {
  const manager = await createStaff(app.deps.db, staffLevels.manager)
  return { manager, token: await app.api.signIn(manager.eMail, manager.password) }
}

export interface AdjustmentBody {
  direction: string
  amount: string
  reason: string
}

/** `POST …/cards/:cardId/adjustments` with an Idempotency-Key (a new one unless given). */
export const postAdjustment = (
  api: ApiClient,
  token: string,
  target: { customerId: number; cardId: number },
  body: AdjustmentBody,
  key: string | undefined = randomUUID(),
) =>
  api.request(`/api/salt/admin/customers/${target.customerId}/cards/${target.cardId}/adjustments`, {
    method: 'POST',
    token,
    json: body,
    headers: { 'idempotency-key': key },
  })

/**
 * Runs `race` (requests sent together) so that they truly overlap on PostgreSQL: the test holds `lock` (say, a table
 * lock that stops inserts) until at least `waiters` database sessions wait on a lock, then lets go. Without it the
 * first request may simply finish before the second starts. PGlite runs one transaction at a time, so there the
 * requests just go together. The wait is watched through the lock's own connection: the requests may take every
 * other connection of the app's pool (10), so a watcher that needed one would wait on them while they wait on it.
 */
export async function overlapping<T>(
  app: TestApp,
  lock: SQL,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  const { database, db } = app.deps
  if (database.kind !== 'postgres') return race()
  let result: Promise<T> | undefined
  await db.transaction(async (tx) => {
    await tx.execute(lock)
    result = race()
    await expect
      .poll(
        async () => {
          // A transaction sees pg_stat_activity as it was at its first look unless told to look again.
          await tx.execute(sql`select pg_stat_clear_snapshot()`)
          const [row] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() and wait_event_type = 'Lock'`)
          return row?.n ?? 0
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(waiters)
  })
  return result!
}

/** A word no other test's records contain, so each search sees only its own customers. */
export const marker = () => `Zq${randomBytes(4).toString('hex')}`

/** A customer account with this name, and any other columns set as given. */
export async function createCustomer(
  db: Db,
  name: string,
  fields: Partial<typeof accounts.$inferInsert> = {},
): Promise<SeededAccount> {
  const customer = await createAccount(db, { name })
  if (Object.keys(fields).length > 0)
    await db.update(accounts).set(fields).where(eq(accounts.id, customer.id))
  return customer
}

/** `GET /api/salt/admin/customers/:id`, which must answer 200. */
export async function fetchCustomer(api: ApiClient, token: string, id: number): Promise<AdminCustomer> {
  const response = await api.get(`/api/salt/admin/customers/${id}`, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminCustomer
}

/** `GET /api/salt/admin/customers` with this query, which must answer 200. */
export async function fetchCustomerList(
  api: ApiClient,
  token: string,
  query: Record<string, string>,
): Promise<AdminListPage<AdminCustomerRow>> {
  const response = await api.get('/api/salt/admin/customers', { token, query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminListPage<AdminCustomerRow>
}
