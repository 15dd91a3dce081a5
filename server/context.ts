import type { Logger } from 'pino'
import type { ErpConnector } from './adapters/erp/index.ts'
import type { FileStorage } from './adapters/file-storage.ts'
import type { PaymentGateway } from './adapters/payments/index.ts'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import type { PageQueries } from './page-queries.ts'
import type { ContentChanges } from './services/content-changes.ts'

/** What services and routers need from the outside world; tests build their own. */
export interface AppDeps {
  config: Config
  database: Database
  db: Db
  /** The clock, so expiry and rate limits can be tested without waiting. */
  now: () => Date
  /** Waits `ms` of the clock's time (a sign-in's pause): a timer in the app; in tests the clock moves instead. */
  wait: (ms: number) => Promise<unknown>
  log: Logger
  /** Content writes call `notify()`; the page cache listens. */
  contentChanges: ContentChanges
  /** Uploaded and seeded files (safety data sheets, images). */
  storage: FileStorage
  /** Dynamics NAV, or its sandbox: where the worker posts ledger entries. */
  erp: ErpConnector
  /** The load-funds payment processor (the built-in sandbox by default, ADR 0004). */
  payments: PaymentGateway
}

/**
 * What React Router loaders receive as `context` (server/front-end.ts): what a page may read, and nothing that writes.
 * Pages read the database only through `queries`; writes go through the API and its services.
 */
export interface ServerLoadContext {
  config: Config
  now: () => Date
  cspNonce: string
  /** The database reads page loaders use (server/page-queries.ts). */
  queries: PageQueries
}

declare module 'react-router' {
  interface AppLoadContext extends ServerLoadContext {}
}
