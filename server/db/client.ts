import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '#server/config.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The one database type services take: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** What a transaction callback receives; a Db works wherever a Tx is asked for. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** node-postgres pool counts, for /metrics. */
export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number
  idle: number
  /** Queries waiting for a connection because all `max` are busy. */
  waiting: number
  max: number
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's pool; PGlite has none (one in-process connection, queries take turns). */
  poolUse?(): PoolUse
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export type DatabaseTarget =
  | { url: string }
  /** A PGlite data directory; omit for an in-memory database. */
  | { dataDir?: string }

/** The embedded database in DATA_DIR/pglite unless DATABASE_URL names a PostgreSQL server. */
export function databaseTargetFor(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): DatabaseTarget {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') }
}

/** Any constant of our own: the advisory lock that lets one process at a time run the migrations. */
const migrationLockKey = 7_258_001

/**
 * Several processes of a new release start at once on one database: without the lock, each finds the same
 * migrations pending and all but one fail on the tables the first one created. Under it, the others wait, then find
 * nothing left to do. The lock is the session's, so it ends with the connection if the process dies mid-migration.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    await migratePg(drizzlePg(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined)
    client.release()
  }
}

export interface OpenOptions {
  /** Told when the server drops a connection (it stopped or restarted); the pool replaces it by itself. */
  onConnectionLost?: (error: Error) => void
}

/** How long a new connection may take before the query that needed it fails (and the API answers 503). */
const connectTimeoutMs = 5_000
/**
 * How long a query may wait for one of the pool's connections while all are busy, before it fails the same way. A burst
 * (fifty pickups at once on one card, each waiting for the card's row lock) keeps every connection busy for the
 * sum of its transactions: seconds on a loaded machine. node-postgres bounds this wait with its connect timeout
 * unless they are set apart, as here: the pool's timeout is the wait, the client's own is the connect.
 */
const poolWaitTimeoutMs = 30_000

/** A node-postgres client whose connect is bounded by connectTimeoutMs, whatever the pool's wait is. */
class BoundedConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: connectTimeoutMs })
  }
}

/**
 * A PostgreSQL server that stops or restarts ends the pool's connections. Without listeners, the 'error' a dropped
 * idle connection emits (on the pool) or a dropped checked-out one emits (on its client, e.g. inside a transaction
 * between two queries) would be an uncaught exception that ends the process. With them, the broken connection is
 * discarded, the query that was using it fails (a 503), and the next query opens a fresh connection.
 */
function survivesServerRestarts(pool: pg.Pool, onConnectionLost: (error: Error) => void) {
  pool.on('connect', (client) => client.on('error', onConnectionLost))
  // The pool repeats an idle client's error, which the client's own listener has just reported.
  pool.on('error', () => {})
}

export async function openDatabase(
  target: DatabaseTarget,
  { onConnectionLost = () => {} }: OpenOptions = {},
): Promise<Database> {
  if ('url' in target) {
    const max = 10
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      Client: BoundedConnectClient,
      connectionTimeoutMillis: poolWaitTimeoutMs,
    })
    survivesServerRestarts(pool, onConnectionLost)
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      migrate: () => migrateUnderLock(pool),
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => pool.end(),
    }
  }
  let release = async () => {}
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true })
    release = await lockDataDir(target.dataDir)
  }
  const client = await startPglite(target).catch(async (error: unknown) => {
    await release()
    throw error
  })
  return pgliteDatabase(client, async () => {
    await client.close()
    await release()
  })
}

/**
 * How a PGlite starts: on a data directory or in memory; `loadDataDir` clones a dumped template (the tests' databases);
 * `settings` are server settings for this start (`-c name=value`), over PGlite's own.
 */
export interface PgliteStart {
  dataDir?: string
  loadDataDir?: Blob
  settings?: Readonly<Record<string, string>>
}

export function startPglite(target: PgliteStart): Promise<PGlite> {
  return PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    startParams: target.settings && [
      ...PGlite.defaultStartParams,
      ...Object.entries(target.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  })
}

/** A running PGlite as the app's database; `close` ends it (and whatever else the caller holds with it). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    close,
  }
}
