import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import { leasePglite } from './pglite-leases.ts'
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
  /** Ends the file's use: a PostgreSQL database is closed and dropped, a PGlite goes back emptied to the worker. */
  dispose(): Promise<void>
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase')
  return source.kind === 'pglite'
    ? leasePglite(source.templatePath)
    : createPostgresDatabase(source.url, source.template)
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
