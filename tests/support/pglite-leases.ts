import { readFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { type Database, pgliteDatabase, startPglite } from '#server/db/client.ts'

/**
 * A test file's database holds a few hundred rows: PostgreSQL's default 128 MB of shared buffers, which PGlite sets up
 * in its WebAssembly memory at every start, cost a third of the start's time (measured: ~420 → ~300 ms a file).
 */
const testSettings = { shared_buffers: '16MB' }

/**
 * Starting a PGlite from the migrated template costs ~0.34 CPU-s; emptying one a finished file handed back costs
 * ~0.1 (measured 2026-11-28). A worker's files run one after the other, so each worker keeps the instances its files
 * handed back and lends them again, emptied: every table truncated and every identity restarted, which is the
 * template's state (the migrations insert no rows). A lease that has ended refuses every call, as a closed database
 * would, so nothing a finished file left running can write into the next file's data. Kept on the worker's global
 * object, so files that start with fresh modules (the browser-side project) share them too.
 */
interface Idle {
  client: PGlite
  tables: string
}
const idle: Idle[] = ((globalThis as { [key: symbol]: Idle[] })[Symbol.for('salt.idlePglites')] ??= [])

export interface Lease {
  database: Database
  /** Hands the instance back, emptied, for the worker's next file; an instance that cannot be emptied is closed. */
  dispose(): Promise<void>
}

export async function leasePglite(templatePath: string): Promise<Lease> {
  const { client, tables } = idle.pop() ?? (await startFromTemplate(templatePath))
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
    if (keep && (await emptied(client, tables))) idle.push({ client, tables })
    else if (!client.closed) await client.close()
  }
  // A file that closes the database itself (as the server does at shutdown) ends the instance for good.
  return { database: pgliteDatabase(leased, () => end(false)), dispose: () => end(true) }
}

async function startFromTemplate(templatePath: string): Promise<Idle> {
  const client = await startPglite({
    loadDataDir: new Blob([await readFile(templatePath)]),
    settings: testSettings,
  })
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  )
  return { client, tables: rows.map((row) => row.name).join(', ') }
}

async function emptied(client: PGlite, tables: string): Promise<boolean> {
  if (client.closed) return false
  try {
    await client.exec(`truncate ${tables} restart identity cascade`)
    return true
  } catch {
    await client.close()
    return false
  }
}
