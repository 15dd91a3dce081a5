import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { staffLevels } from '#app/lib/access.ts'
import type { ApiClient } from './api-client.ts'
import type { TestApp } from './test-app.ts'
import { createStaff } from './seed.ts'

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
 * requests just go together.
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
          const [row] = await db
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
