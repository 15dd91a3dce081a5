import autocannon from 'autocannon'
import { formatTable } from './table.ts'

export interface LoadTarget {
  label: string
  url: string
  headers?: Record<string, string>
  /** Adds a new query string to every request, so the page cache (keyed by URL) never answers: the render cost. */
  bypassPageCache?: boolean
}

export interface LoadResult {
  label: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  failures: number
  statusCounts: string
}

const connections = 20

/** A short warm-up (JIT, caches), then the measured run. */
export async function measure(target: LoadTarget, durationSeconds: number): Promise<LoadResult> {
  const { pathname, search } = new URL(target.url)
  let counter = 0
  const requests = target.bypassPageCache
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `${pathname}${search ? `${search}&` : '?'}uncached=${(counter += 1)}`,
          }),
        },
      ]
    : undefined
  const options = { url: target.url, headers: target.headers, connections, requests }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: durationSeconds })
  return {
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    statusCounts: Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count ?? 0}`)
      .join(', '),
  }
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** autocannon counts latency in whole milliseconds, so a bare server's "0 ms" has no meaningful multiple. */
const ratio = (value: number, baseline: number) => (baseline > 0 ? `${number(value / baseline, 1)}×` : 'n/a')

/** One row per target; each ratio compares with the first row, the bare Node server. */
export function loadTable(results: LoadResult[]): string {
  const [baseline] = results
  if (!baseline) return ''
  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p50 vs bare', 'p99 vs bare', 'failed'],
    ...results.map((result) => [
      result.label,
      number(result.requestsPerSecond),
      number(result.p50Ms, 1),
      number(result.p99Ms, 1),
      `${number(result.requestsPerSecond / baseline.requestsPerSecond, 3)}×`,
      ratio(result.p50Ms, baseline.p50Ms),
      ratio(result.p99Ms, baseline.p99Ms),
      number(result.failures),
    ]),
  ]
  return formatTable(rows)
}
