import { inject } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { leasePglite } from './pglite-leases.ts'
import { leasePostgres } from './postgres-leases.ts'

/** What the project's global setup hands each test file: a migrated PGlite dump, or a PostgreSQL server. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templatePath: string }
  /** `template`: a migrated database on that server, which each worker copies (tests/support/api/postgres.global.ts). */
  | { kind: 'postgres'; url: string; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource
  }
}

export interface TestDatabase {
  database: Database
  /** Ends the file's use: the database is closed to it and goes back to the worker, reset for its next file. */
  dispose(): Promise<void>
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase')
  return source.kind === 'pglite'
    ? leasePglite(source.templatePath)
    : leasePostgres(source.url, source.template)
}
