import { type Server, type Socket, createServer } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { isDatabaseUnavailable } from '#server/db/unavailable.ts'
import { createTestDatabase } from '#tests/support/test-database.ts'

/**
 * The PostgreSQL pool has two bounds (server/db/client.ts): a new connection may take 5 s, and a query may wait 30 s
 * for a busy pool's next free connection. node-postgres ties both to one setting unless they are set apart.
 */

/** A server that takes connections and never says a word: a database host that hangs. */
let silent: Server
const sockets: Socket[] = []
beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

test('a connection the database never answers fails after the connect bound, as “unavailable”', async () => {
  const { port } = silent.address() as { port: number }
  const database = await openDatabase({ url: `postgres://salt:salt@127.0.0.1:${port}/salt` })
  try {
    const started = performance.now()
    const error = await database.ping().then(
      () => undefined,
      (reason: unknown) => reason,
    )
    const waitedMs = performance.now() - started
    expect(isDatabaseUnavailable(error), String(error)).toBe(true)
    // The 5 s connect bound, not the 30 s wait for a busy pool.
    expect(waitedMs).toBeGreaterThanOrEqual(4_900)
    expect(waitedMs).toBeLessThan(20_000)
  } finally {
    await database.close()
  }
})

test.runIf(inject('testDatabase').kind === 'postgres')(
  'a query waits for a busy pool’s next connection longer than a connect may take',
  async () => {
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
  },
)
