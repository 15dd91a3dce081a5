import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Database, openDatabase } from '#server/db/client.ts'
import { databaseUrl, onServer } from '../postgres-server.ts'

export type DatabaseKind = 'postgres' | 'pglite'

/** A fresh database for servers run as child processes, and the environment that points them at it. */
export interface ProcessDatabase {
  kind: DatabaseKind
  /** DATABASE_URL on PostgreSQL; nothing on PGlite, whose files are DATA_DIR/pglite. */
  env: Record<string, string>
  /** A directory for this run's files (PGlite's, mail files); processes make their own DATA_DIR under it. */
  dir: string
  /** Opens it in the test process. PGlite is one process only: open it only while no server runs on it. */
  open(): Promise<Database>
  dispose(): Promise<void>
}

/** TEST_DATABASE_URL, which these suites need: the scale-out design is PostgreSQL's. */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('This suite runs servers on PostgreSQL: set TEST_DATABASE_URL (see README).')
  return url
}

/** A new empty database on the PostgreSQL server of TEST_DATABASE_URL, or a new PGlite directory. */
export async function createProcessDatabase(kind: DatabaseKind): Promise<ProcessDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `salt-process-${kind}-`))
  if (kind === 'pglite') {
    return {
      kind,
      env: {},
      dir,
      open: () => openDatabase({ dataDir: path.join(dir, 'pglite') }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    }
  }
  const serverUrl = postgresServerUrl()
  const name = `t_proc_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = databaseUrl(serverUrl, name)
  return {
    kind,
    env: { DATABASE_URL: url },
    dir,
    open: () => openDatabase({ url }),
    async dispose() {
      // Every server on it has exited; PostgreSQL ends their backends within moments, which the drop waits for.
      await onServer(serverUrl, `drop database if exists ${name}`)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Opens the database, runs `work` on it, and closes it again (so a PGlite server can open it next). */
export async function withDatabase<T>(database: ProcessDatabase, work: (db: Database) => Promise<T>) {
  const opened = await database.open()
  try {
    return await work(opened)
  } finally {
    await opened.close()
  }
}

/**
 * The whole environment of a production-mode server on `database`: demo mode without demo data, its own DATA_DIR,
 * loopback only. Nothing of the test runner's environment leaks in (NODE_ENV=test, DATABASE_URL, SMTP_URL).
 */
export function serverEnv(
  database: Pick<ProcessDatabase, 'env'>,
  { dataDir, port, ...more }: { dataDir: string; port: number } & Record<string, string | number>,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    ...database.env,
    ...Object.fromEntries(Object.entries(more).map(([name, value]) => [name, String(value)])),
  }
}
