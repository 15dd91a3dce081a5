import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureScripts, scriptTable } from './bundle-size.ts'
import { type LoadResult, loadTable, measure } from './load.ts'
import { type RunningServer, startServer } from './servers.ts'

/**
 * `npm run bench`: the production server (built first when stale) on a fresh seeded database, next to a bare Node
 * hello-world, both on loopback; throughput and latency under load, then the gzip size of the home page's JavaScript.
 * BENCH_SECONDS sets each run's length (10); BENCH_DATABASE_URL benchmarks on PostgreSQL instead of PGlite.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const appPort = 3300
const barePort = 3301

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-bench-'))
const servers: RunningServer[] = []

async function main() {
  const { DATABASE_URL: _ignored, SMTP_URL: _noMail, ...inherited } = process.env
  process.stdout.write('Starting the production server (building first if the sources changed)…\n')
  const app = await startServer({
    name: 'storefront',
    entry: 'scripts/start.ts',
    port: appPort,
    healthPath: '/healthz',
    timeoutMs: 240_000,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: `http://127.0.0.1:${appPort}`,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  })
  servers.push(app)
  const bare = await startServer({
    name: 'bare Node http',
    entry: 'bench/hello-server.ts',
    port: barePort,
    healthPath: '/',
  })
  servers.push(bare)

  const database = (await (await fetch(`${app.url}/readyz`)).json()) as { database?: string }
  process.stdout.write(
    `\nLoad: ${seconds} s per target after a 2 s warm-up, 20 connections, database ${database.database ?? 'unknown'}, ` +
      `${os.cpus().length} CPUs shared by server and load generator.\n\n`,
  )
  // Browser-like headers: pages are asked for as HTML and sent compressed, as in production.
  const browser = { accept: 'text/html', 'accept-encoding': 'gzip' }
  const targets = [
    { label: 'bare Node http', url: bare.url },
    { label: 'GET / (SSR home)', url: `${app.url}/`, headers: browser },
    {
      label: 'GET /api/salt/is-logged',
      url: `${app.url}/api/salt/is-logged`,
      headers: { 'accept-encoding': 'gzip' },
    },
  ]
  const results: LoadResult[] = []
  for (const target of targets) {
    process.stdout.write(`  measuring ${target.label}…\n`)
    results.push(await measure(target, seconds))
  }
  process.stdout.write(`\n${loadTable(results)}\n\n`)
  for (const result of results.filter((each) => each.failures > 0)) {
    process.stdout.write(
      `${result.label}: ${result.failures} failed requests (answers ${result.statusCounts}).\n`,
    )
  }
  process.stdout.write(
    'Latency is counted in whole milliseconds; a ratio to a 0 ms baseline is shown as n/a.\n\n',
  )

  process.stdout.write(
    `JavaScript loaded by the home page:\n${scriptTable(await measureScripts(`${app.url}/`))}\n`,
  )
}

try {
  await main()
} catch (error) {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  for (const server of servers.reverse()) await server.stop()
  await rm(dataDir, { recursive: true, force: true })
}
