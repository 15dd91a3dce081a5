import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client'
import type { AppDeps } from '#server/context.ts'
import type { PageCacheStats } from '#server/http/page-cache/page-cache.ts'
import { type QueueDepth, readQueueDepths } from '#server/services/queue-depths.ts'
import { limits } from '#server/services/rate-limit.ts'
import { eventMetrics, rateLimitBlocks } from './events.ts'

export interface AppMetrics {
  /** The text a Prometheus scrape gets, and its content type; the queue gauges are read from the database now. */
  render(): Promise<{ contentType: string; body: string }>
}

type MetricsDeps = Pick<AppDeps, 'database' | 'db' | 'now' | 'log'>

/**
 * One app's metrics: the process-wide event counters (events.ts), Node's own (memory, CPU, event-loop delay), the
 * page cache's counters (kept by the cache itself and copied at scrape time), the database pool, and the queues,
 * counted by one indexed query per table when scraped, never on a timer.
 */
export function createAppMetrics(
  deps: MetricsDeps,
  { pageCacheStats }: { pageCacheStats?: () => PageCacheStats } = {},
): AppMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Every limit's series exists from the start at 0, so a rate over it works before its first block.
  for (const rule of Object.values(limits)) rateLimitBlocks.inc({ limit: rule.name }, 0)
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] })

  if (pageCacheStats) mirrorPageCache(registry, pageCacheStats)
  const poolUse = deps.database.poolUse
  if (poolUse) mirrorPool(registry, poolUse)
  new Gauge({
    name: 'shop_database_info',
    help: 'Which database the app runs on (pglite: embedded, one in-process connection, so no pool metrics).',
    labelNames: ['kind'] as const,
    registers: [registry],
  }).set({ kind: deps.database.kind }, 1)

  const queues = {
    mail: queueGauges('shop_mail_outbox', 'Outbox mail', gauge),
    erpPostings: queueGauges('shop_erp_postings', 'ERP postings', gauge),
  }
  const databaseUp = gauge(
    'shop_database_up',
    '1 when the scrape could read the queues; 0 while the database does not answer (queue gauges then keep their last reading).',
  )
  const queryTime = gauge('shop_metrics_query_seconds', 'Time the scrape spent counting the queues.')

  const readQueues = async () => {
    const started = performance.now()
    try {
      const depths = await readQueueDepths(deps.db)
      const now = deps.now()
      queues.mail(depths.mail, now)
      queues.erpPostings(depths.erpPostings, now)
      databaseUp.set(1)
    } catch (error) {
      deps.log.warn({ err: error }, 'metrics could not read the queues')
      databaseUp.set(0)
    }
    queryTime.set((performance.now() - started) / 1000)
  }

  const scraped = Registry.merge([eventMetrics, registry])
  return {
    async render() {
      await readQueues()
      return { contentType: scraped.contentType, body: await scraped.metrics() }
    },
  }
}

function queueGauges(prefix: string, what: string, gauge: (name: string, help: string) => Gauge) {
  const waiting = gauge(`${prefix}_pending`, `${what} waiting to be sent, first try or retry.`)
  const age = gauge(
    `${prefix}_oldest_pending_age_seconds`,
    `Age of the oldest of the ${what.toLowerCase()} waiting to be sent; 0 when none waits.`,
  )
  const dead = gauge(`${prefix}_dead`, `${what} given up after the last attempt, until someone acts.`)
  return (depth: QueueDepth, now: Date) => {
    waiting.set(depth.waiting)
    const since = depth.oldestWaitingSince
    age.set(since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0)
    dead.set(depth.dead)
  }
}

/** The cache counts for itself (page-cache.ts); a scrape copies its totals into counters. */
function mirrorPageCache(registry: Registry, stats: () => PageCacheStats) {
  const mirror = (name: string, help: string, read: (stats: PageCacheStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset()
        this.inc(read(stats()))
      },
    })
  mirror(
    'shop_page_cache_hits_total',
    'Anonymous page views answered from the page cache, before Express (304s included).',
    (s) => s.hits,
  )
  mirror(
    'shop_page_cache_misses_total',
    'Anonymous page views the cache did not hold, so React Router rendered them.',
    (s) => s.misses,
  )
  mirror('shop_page_cache_stored_total', 'Rendered pages compressed and kept by the cache.', (s) => s.stored)
}

function mirrorPool(registry: Registry, poolUse: NonNullable<MetricsDeps['database']['poolUse']>) {
  const mirror = (name: string, help: string, read: (use: ReturnType<typeof poolUse>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()))
      },
    })
  mirror(
    'shop_db_pool_connections',
    'PostgreSQL connections the pool holds open, busy or idle.',
    (u) => u.total,
  )
  mirror('shop_db_pool_idle_connections', 'Open PostgreSQL connections not running a query.', (u) => u.idle)
  mirror(
    'shop_db_pool_waiting_requests',
    'Queries waiting for a connection because every one the pool may open is busy.',
    (u) => u.waiting,
  )
  mirror('shop_db_pool_max_connections', 'Connections the pool may open.', (u) => u.max)
}
