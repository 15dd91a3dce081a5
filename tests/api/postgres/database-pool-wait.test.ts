import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestDatabase } from '#tests/support/test-database.ts'

/**
 * The PostgreSQL pool's second bound (server/db/client.ts, ADR 0045): a query waits up to 30 s for a busy pool's next
 * free connection, longer than the 5 s a new connection may take. PGlite has no pool, so only api-postgres runs this.
 */
test('a query waits for a busy pool’s next connection longer than a connect may take', async () => {
  const { database, dispose } = await createTestDatabase()
  try {
    // Drizzle sends a query once it is awaited: `then` sends it now.
    const send = (query: ReturnType<typeof sql>) => database.db.execute(query).then((result) => result)
    const { max } = database.poolUse!()
    const busy = Array.from({ length: max }, () => send(sql`select pg_sleep(6)`))
    await expect.poll(() => database.poolUse!()).toMatchObject({ total: max, idle: 0 })
    const waiting = send(sql`select 1 as one`)
    await expect.poll(() => database.poolUse!().waiting).toBe(1)
    await expect(waiting).resolves.toMatchObject({ rows: [{ one: 1 }] })
    await Promise.all(busy)
  } finally {
    await dispose()
  }
})
