import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '#server/db/client.ts'
import { resetToTemplate } from './database-reset.ts'
import { databaseUrl, onServer, withConnection } from './postgres-server.ts'
import type { TestDatabase } from './test-database.ts'

/**
 * Copying the migrated template and dropping the copy cost PostgreSQL ~0.37 CPU-s a file (measured 2026-11-28). A
 * worker's files run one after the other, so each worker keeps the databases its files handed back and lends them
 * again, reset to the template's state (database-reset.ts). The copies are named after the template, so the global
 * teardown drops them all (tests/support/api/postgres.global.ts).
 */
const idle: string[] = ((globalThis as { [key: symbol]: string[] })[Symbol.for('salt.idlePostgres')] ??= [])

/** A file's database ends with its pool: once closed, every call is refused, so nothing reaches the next file's data. */
export async function leasePostgres(serverUrl: string, template: string): Promise<TestDatabase> {
  const name = idle.pop() ?? (await copyTemplate(serverUrl, template))
  const url = databaseUrl(serverUrl, name)
  const database = await openDatabase({ url })
  return {
    database,
    async dispose() {
      await database.close()
      await reset(url, name)
      idle.push(name)
    },
  }
}

async function copyTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name} template ${template}`)
  return name
}

/**
 * The pool's end() resolves before its connections have closed: the reset waits up to 5 s for them, as a drop would,
 * and a connection the file leaked fails its dispose (the database then stays out of use until the teardown drops it).
 */
async function reset(url: string, name: string) {
  await withConnection(url, async (client) => {
    const others = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`
    for (let waited = 0; (await client.query<{ n: number }>(others)).rows[0]!.n > 0; waited += 50) {
      if (waited >= 5_000) throw new Error(`A connection to ${name} is still open 5 s after its file ended.`)
      await sleep(50)
    }
    await resetToTemplate((statement) => client.query(statement))
  })
}
