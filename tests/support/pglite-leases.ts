import { readFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { pgliteDatabase, startPglite } from '#server/db/client.ts'
import { resetToTemplate } from './database-reset.ts'
import type { TestDatabase } from './test-database.ts'

/**
 * A test file's database holds a few hundred rows: PostgreSQL's default 128 MB of shared buffers, which PGlite sets up
 * in its WebAssembly memory at every start, cost a third of the start's time (measured: ~420 → ~300 ms a file).
 */
const testSettings = { shared_buffers: '16MB' }

/**
 * Starting a PGlite from the migrated template costs ~0.34 CPU-s; resetting one a finished file handed back costs a
 * fraction of that (measured 2026-11-28). A worker's files run one after the other, so each worker keeps the instances
 * its files handed back and lends them again, reset to the template's state (database-reset.ts). A lease that has
 * ended refuses every call, as a closed database would, so nothing a finished file left running can write into the
 * next file's data. Kept on the worker's global object, so files that start with fresh modules (the browser-side
 * project) share them too.
 */
const idle: PGlite[] = ((globalThis as { [key: symbol]: PGlite[] })[Symbol.for('salt.idlePglites')] ??= [])

/** A file's PGlite: `dispose` hands it back, reset, for the worker's next file (one that cannot be reset is closed). */
export async function leasePglite(templatePath: string): Promise<TestDatabase> {
  const client = idle.pop() ?? (await startFromTemplate(templatePath))
  let ended = false
  const leased = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (ended)
          throw new Error('This test file has handed its database back; nothing may use it any more.')
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  const end = async (keep: boolean) => {
    if (ended) return
    ended = true
    if (keep && (await reset(client))) idle.push(client)
    else if (!client.closed) await client.close()
  }
  // A file that closes the database itself (as the server does at shutdown) ends the instance for good.
  return { database: pgliteDatabase(leased, () => end(false)), dispose: () => end(true) }
}

async function startFromTemplate(templatePath: string): Promise<PGlite> {
  return startPglite({ loadDataDir: new Blob([await readFile(templatePath)]), settings: testSettings })
}

async function reset(client: PGlite): Promise<boolean> {
  if (client.closed) return false
  try {
    await resetToTemplate((statement) => client.query(statement))
    return true
  } catch {
    await client.close()
    return false
  }
}
