import type { Server } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { erpConnectorFor } from '#server/adapters/erp/index.ts'
import { fileStorageFor } from '#server/adapters/storage.ts'
import { paymentGatewayFor } from '#server/adapters/payments/index.ts'
import { ConfigError, loadConfig, shouldSeedDemo } from '#server/config.ts'
import type { AppDeps } from '#server/context.ts'
import { databaseTargetFor, openDatabase } from '#server/db/client.ts'
import { DataDirInUse } from '#server/db/data-dir-lock.ts'
import { demoLoginLines } from '#server/db/seed/demo-accounts.ts'
import { seedDemo } from '#server/db/seed/index.ts'
import { developmentFrontEnd, productionFrontEnd } from '#server/front-end.ts'
import { createHttpServer } from '#server/http/http-server.ts'
import { httpsTest } from '#server/http/https-request.ts'
import { createLogger } from '#server/http/logging.ts'
import { createPageCache } from '#server/http/page-cache/page-cache.ts'
import { createApp } from '#server/index.ts'
import { startWorker } from '#server/jobs/worker.ts'
import { createAppMetrics } from '#server/metrics/app-metrics.ts'
import { startMetricsListener } from '#server/metrics/endpoint.ts'
import { productionProblems, refusalText } from '#server/production-checks.ts'
import { createContentChanges } from '#server/services/content-changes.ts'
import { findDemoLeftovers } from '#server/services/demo-leftovers.ts'

/** Production mode found demo leftovers or missing settings: the process says each and stops before serving. */
class ProductionRefusal extends Error {
  constructor(problems: string[]) {
    super(refusalText(problems))
  }
}

/** The process: configuration, database, worker, HTTP server, graceful shutdown. */
async function main() {
  const config = loadConfig()
  const log = createLogger(config.LOG_LEVEL)
  const dev = config.NODE_ENV === 'development'
  const database = await openDatabase(databaseTargetFor(config), {
    onConnectionLost: (error) => log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  })
  await database.migrate()
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now: () => new Date(),
    wait: delay,
    log,
    contentChanges: createContentChanges(),
    storage: fileStorageFor(config),
    erp: erpConnectorFor(config, database.db),
    payments: await paymentGatewayFor(config, () => new Date(), database.db),
  }
  if (config.SHOP_MODE === 'production') {
    const problems = productionProblems({
      config,
      payments: deps.payments,
      ...(await findDemoLeftovers(database.db)),
    })
    if (problems.length > 0) {
      await database.close()
      throw new ProductionRefusal(problems)
    }
  }
  const seeded = shouldSeedDemo(config) && (await seedDemo(database.db, { storage: deps.storage })).seeded
  if (seeded) log.info('demo data seeded')

  const devServer = dev ? await developmentFrontEnd(deps) : undefined
  const pageCache = createPageCache({
    ttlMs: dev ? 0 : config.PAGE_CACHE_SECONDS * 1000,
    isHttps: httpsTest(config.TRUST_PROXY),
  })
  deps.contentChanges.subscribe(pageCache.clear)
  const frontEnd = devServer?.frontEnd ?? (await productionFrontEnd(deps, { pageCache }))
  const metrics = createAppMetrics(deps, { pageCacheStats: pageCache.stats })
  const app = createApp(deps, { frontEnd, dev, metrics })
  const worker = startWorker(deps)
  const metricsListener = config.METRICS_PORT
    ? await startMetricsListener(metrics, config.METRICS_PORT)
    : undefined

  // Cache hits are answered before Express: no headers middleware, logger or compression runs for them.
  const server: Server = createHttpServer(pageCache.answerHitsBefore(app))
  server.listen(config.PORT, config.HOST, () => {
    const url = `http://localhost:${config.PORT}`
    log.info({ url, database: database.kind }, 'salt storefront listening')
    if (shouldSeedDemo(config)) printDemoBanner(url, dataLocation(config.dataDir, database.kind))
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal, pageCache: pageCache.stats() }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    metricsListener?.close()
    server.close(async () => {
      await worker.stop()
      await devServer?.close()
      await database.close()
      clearTimeout(force)
      log.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/** Where a newcomer finds what the shop wrote: the embedded database lives in DATA_DIR, PostgreSQL elsewhere. */
const dataLocation = (dataDir: string, databaseKind: string) =>
  databaseKind === 'pglite'
    ? `${dataDir} (embedded database, uploads, mail files)`
    : `PostgreSQL; uploads and mail files in ${dataDir}`

function printDemoBanner(url: string, data: string) {
  const lines = [
    '',
    `  Draglam Salt storefront is running at ${url}`,
    '  Demo mode: demo data, sandbox payments (README, "Two modes")',
    `  Data: ${data}`,
    '',
    '  Demo logins (My Salt Card):',
    ...demoLoginLines().map((line) => `    ${line}`),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ProductionRefusal || error instanceof DataDirInUse) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    )
  }
  process.exit(1)
})
