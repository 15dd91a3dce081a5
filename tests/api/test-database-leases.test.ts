import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { createTestDatabase } from '#tests/support/test-database.ts'
import { createAccount } from '#tests/support/seed.ts'

/**
 * The API suite's files share their worker's databases (tests/support/pglite-leases.ts, postgres-leases.ts): the next
 * file must get the template's state, and a file that has ended must not reach the next one's data.
 */

/** node-postgres and PGlite both answer `execute` with `{ rows }`; the shared Db type does not say so. */
const firstRow = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!

/**
 * What tells one database from another and survives the reset: PostgreSQL's database name; PGlite has one session,
 * whose settings stay.
 */
async function markOf(database: Database, mark?: string): Promise<string> {
  if (database.kind === 'postgres')
    return (await firstRow<{ name: string }>(database, sql`select current_database() as name`)).name
  if (mark) await database.db.execute(sql`select set_config('test.lease', ${mark}, false)`)
  return (await firstRow<{ mark: string }>(database, sql`select current_setting('test.lease', true) as mark`))
    .mark
}

test('a database handed back is lent again at the template’s state, and the old lease is refused', async () => {
  const first = await createTestDatabase()
  const mark = await markOf(first.database, 'first file')
  const before = await createAccount(first.database.db)
  await createAccount(first.database.db)
  // A sequence used with nothing left in its table (as after a rolled-back insert) is reset too.
  await first.database.db.execute(sql`select nextval('cards_id_seq')`)
  await first.dispose()

  const second = await createTestDatabase()
  try {
    expect(await markOf(second.database), 'the same database, lent again').toBe(mark)
    expect(await second.database.db.select().from(accounts)).toEqual([])
    // Stored as in a fresh copy, so rows read without an ORDER BY come in the order they were written.
    expect(
      await firstRow<{ bytes: number }>(
        second.database,
        sql`select pg_relation_size('accounts')::int as bytes`,
      ),
    ).toEqual({ bytes: 0 })
    expect((await createAccount(second.database.db)).id).toBe(before.id)
    expect(
      await firstRow<{ used: boolean }>(second.database, sql`select is_called as used from cards_id_seq`),
    ).toEqual({ used: false })
    await expect(first.database.db.select().from(accounts)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/handed its database back|after calling end on the pool/) },
    })
    expect(await second.database.db.$count(accounts)).toBe(1)
  } finally {
    await second.dispose()
  }
})
