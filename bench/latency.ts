import { performance } from 'node:perf_hooks'
import { formatTable } from './table.ts'

export interface LatencyResult {
  label: string
  requests: number
  failures: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

/**
 * A closed loop: `connections` callers each send their next request when the last one is answered, for
 * `durationSeconds`. Unlike autocannon it keeps every latency, so p95 is exact, and each request may differ.
 */
export async function measureLatency(
  label: string,
  send: (index: number) => Promise<Response>,
  { connections = 4, durationSeconds = 5 }: { connections?: number; durationSeconds?: number } = {},
): Promise<LatencyResult> {
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const endAt = performance.now() + durationSeconds * 1000
  const caller = async () => {
    while (performance.now() < endAt) {
      const started = performance.now()
      const response = await send(next++)
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (!response.ok) failures += 1
    }
  }
  await Promise.all(Array.from({ length: connections }, caller))
  latencies.sort((a, b) => a - b)
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
  return {
    label,
    requests: latencies.length,
    failures,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: latencies.at(-1) ?? 0,
  }
}

export function latencyTable(results: LatencyResult[]): string {
  const ms = (value: number) => value.toFixed(1)
  const rows = [
    ['target', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed'],
    ...results.map((result) => [
      result.label,
      String(result.requests),
      ms(result.p50Ms),
      ms(result.p95Ms),
      ms(result.p99Ms),
      ms(result.maxMs),
      String(result.failures),
    ]),
  ]
  return formatTable(rows)
}
