import { Counter, Histogram, Registry } from 'prom-client'

/**
 * Metrics counted as things happen, one set per process: every app in the process adds to them (one in production;
 * a test file may start several). Labels take only values from a fixed set, never a raw URL, an id or an address.
 */
export const eventMetrics = new Registry()

/** Its _count per route and status is the request rate; page-cache hits never reach Express and are not in it. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered by Express, by route pattern, method and status, until the last byte was handed to the socket.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [eventMetrics],
})

export const loginFailures = new Counter({
  name: 'shop_login_failures_total',
  help: 'Sign-ins refused for a wrong password, an unknown e-mail or a deactivated account (rate-limited tries excluded).',
  registers: [eventMetrics],
})

export const rateLimitBlocks = new Counter({
  name: 'shop_rate_limit_blocks_total',
  help: 'Hits over a rate limit, by limit (server/services/rate-limit.ts).',
  labelNames: ['limit'] as const,
  registers: [eventMetrics],
})
