import { mkdtemp, rm } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createLogger } from '#server/http/logging.ts'
import { uploadsStorage } from '#server/adapters/file-storage.ts'
import { erpConnectorFor } from '#server/adapters/erp/index.ts'
import { paymentGatewayFor } from '#server/adapters/payments/index.ts'
import { smtpTransport } from '#server/adapters/mail-transport.ts'
import { loadConfig } from '#server/config.ts'
import type { AppDeps } from '#server/context.ts'
import { createContentChanges } from '#server/services/content-changes.ts'
import { createApp } from '#server/index.ts'
import { createHttpServer, serverTimeouts } from '#server/http/http-server.ts'
import { startWorker } from '#server/jobs/worker.ts'
import { type ApiClient, apiClient } from './api-client.ts'
import { type TestClock, createTestClock } from './clock.ts'
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts'
import { closeNow, listenOnLoopback, portOf } from './raw-http.ts'
import { createTestDatabase } from './test-database.ts'

export const testSiteUrl = 'http://salt.shop.test'

export interface TestApp {
  url: string
  api: ApiClient
  deps: AppDeps
  clock: TestClock
  smtp: SmtpSink
  /** Every log line the app wrote, as JSON text. */
  logLines: string[]
  /** Runs one worker pass: due mail goes out to the SMTP sink before this resolves. */
  deliverMail(): Promise<void>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** More configuration, over the test defaults: e.g. PAYMENT_GATEWAY=stripe with the stub's STRIPE_API_BASE. */
  env?: Record<string, string>
  /** The server's request listener built from the deps; default: the Express app alone (createApp). */
  listener?: (deps: AppDeps) => RequestListener
}

/**
 * The API as it runs in production, minus the front end: a fresh migrated database, the Express app on a
 * free loopback port, a real SMTP server and the outbox worker delivering to it, and a clock tests can move.
 */
export async function startTestApp({ env = {}, listener }: TestAppOptions = {}): Promise<TestApp> {
  const [{ database, dispose }, smtp] = await Promise.all([createTestDatabase(), startSmtpSink()])
  // Whatever the app writes under DATA_DIR (mail files, uploads) stays out of the checkout's ./data.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-api-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: testSiteUrl,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'info',
    ...env,
  })
  const logLines: string[] = []
  const log = createLogger(config.LOG_LEVEL, { write: (line: string) => void logLines.push(line) })
  const clock = createTestClock()
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now: clock.now,
    wait: clock.wait,
    log,
    contentChanges: createContentChanges(),
    storage: uploadsStorage(config.dataDir),
    erp: erpConnectorFor(config, database.db),
    payments: await paymentGatewayFor(config, clock.now, database.db),
  }
  // A long interval: tests deliver mail with deliverMail(), not by waiting.
  const worker = startWorker(deps, { intervalMs: 3_600_000, transport: smtpTransport(smtp.url) })

  // The production HTTP server and its limits, but for keep-alive: longer than any pause in a test (a 10,000-row
  // write), so the server never closes a keep-alive connection just as the client reuses it (ECONNRESET).
  const server = await listenOnLoopback(
    createHttpServer(listener?.(deps) ?? createApp(deps), { ...serverTimeouts, keepAliveTimeoutMs: 120_000 }),
  )
  const url = `http://127.0.0.1:${portOf(server)}`

  return {
    url,
    api: apiClient(url),
    deps,
    clock,
    smtp,
    logLines,
    deliverMail: () => worker.tick(),
    async close() {
      await closeNow(server)
      await worker.stop()
      await smtp.close()
      await dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
