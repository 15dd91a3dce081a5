import { type Server, type Socket, createServer } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from './client.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

/**
 * The PostgreSQL pool has two bounds (server/db/client.ts): a new connection may take 5 s, and a query may wait 30 s
 * for a busy pool's next free connection. node-postgres ties both to one setting unless they are set apart. The wait
 * for a busy pool needs a PostgreSQL server: tests/api/postgres/database-pool-wait.test.ts.
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

// The wait itself is 5 s, so the test's bound is over the unit project's default, for a loaded machine.
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
}, 30_000)
