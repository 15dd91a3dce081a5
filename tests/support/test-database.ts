import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'

/** What the project's global setup hands each test file: a migrated PGlite dump, or a PostgreSQL server. */
export type TestDatabaseSource = { kind: 'pglite'; templatePath: string } | { kind: 'postgres'; url: string }

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
    : createPostgresDatabase(source.url)
}

async function clonePgliteTemplate(templatePath: string): Promise<TestDatabase> {
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(templatePath)]) })
  return { database, dispose: () => database.close() }
}

/** Runs one statement (create or drop a database) on the PostgreSQL server of `url`, on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  await database.migrate()
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
