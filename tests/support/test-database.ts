import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import { databaseUrl, onServer } from './postgres-server.ts'

/** What the project's global setup hands each test file: a migrated PGlite dump, or a PostgreSQL server. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templatePath: string }
  /** `template`: a migrated database on that server, copied for each test file (tests/support/api/postgres.global.ts). */
  | { kind: 'postgres'; url: string; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource
  }
}

export interface TestDatabase {
  database: Database
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase')
  return source.kind === 'pglite'
    ? clonePgliteTemplate(source.templatePath)
    : createPostgresDatabase(source.url, source.template)
}

/**
 * A test file's database holds a few hundred rows: PostgreSQL's default 128 MB of shared buffers, which PGlite sets up
 * in its WebAssembly memory at every start, cost a third of the start's time (measured: ~420 → ~300 ms a file).
 */
const testSettings = { shared_buffers: '16MB' }

async function clonePgliteTemplate(templatePath: string): Promise<TestDatabase> {
  const database = await openDatabase({
    loadDataDir: new Blob([await readFile(templatePath)]),
    settings: testSettings,
  })
  return { database, dispose: () => database.close() }
}

async function createPostgresDatabase(serverUrl: string, template: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`
  // A copy of the migrated template: migrating each file's database again took the suite far longer.
  await onServer(serverUrl, `create database ${name} template ${template}`)
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) })
  return {
    database,
    async dispose() {
      await database.close()
      // Not `with (force)`: the pool's end() resolves before its connections have closed, and forcing would kill
      // them mid-goodbye (an uncaught 57P01 in the test run). A plain drop waits for them (up to 5 s) and ends any
      // autovacuum worker itself; a connection the test leaked makes it fail, as it should.
      await onServer(serverUrl, `drop database if exists ${name}`)
    },
  }
}
