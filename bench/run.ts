import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type ScriptSize, measureScripts, pageScriptTotals, scriptTable } from './bundle-size.ts'
import { latencyTable, measureLatency } from './latency.ts'
import { type PairedRatio, pairedWithBare } from './cached-vs-bare.ts'
import { type LoadResult, type LoadTarget, loadTable, measure } from './load.ts'
import { benchSaltCard } from './salt-card.ts'
import { type RunningServer, startServer } from './servers.ts'
import { discoverPages, searchQueries } from './storefront-pages.ts'
import { formatTable } from './table.ts'

/**
 * `npm run bench`: the production server (built first when stale) on a fresh seeded database, next to a bare Node
 * hello-world, both on loopback. Throughput and latency under load (pages from the page cache and rendered anew),
 * search latency, then the gzip size of each main page's JavaScript.
 * BENCH_SECONDS sets each run's length (10); BENCH_DATABASE_URL benchmarks on PostgreSQL instead of PGlite.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const appPort = 3300
const barePort = 3301
const reactAlonePort = 3302

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-bench-'))
const servers: RunningServer[] = []
const write = (text: string) => process.stdout.write(text)

async function main() {
  const { DATABASE_URL: _ignored, SMTP_URL: _noMail, ...inherited } = process.env
  write('Starting the production server (building first if the sources changed)…\n')
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
  const reactAlone = await startServer({
    name: 'React alone',
    entry: 'bench/react-alone-server.ts',
    port: reactAlonePort,
    healthPath: '/',
  })
  servers.push(reactAlone)

  const database = (await (await fetch(`${app.url}/readyz`)).json()) as { database?: string }
  const pages = await discoverPages(app.url)
  write(
    `\nLoad: ${seconds} s per target after a 2 s warm-up, 20 connections, database ${database.database ?? 'unknown'}, ` +
      `${os.cpus().length} CPUs shared by server and load generator.\n` +
      `Product page ${pages.product}, location page ${pages.location}.\n\n`,
  )
  // Browser-like headers: pages are asked for as HTML and sent compressed, as in production.
  const browser = { accept: 'text/html', 'accept-encoding': 'gzip' }
  const page = (label: string, pagePath: string, bypassPageCache = false): LoadTarget => ({
    label,
    url: `${app.url}${pagePath}`,
    headers: browser,
    bypassPageCache,
  })
  const targets: LoadTarget[] = [
    { label: 'bare Node http', url: bare.url },
    page('GET / (SSR home, cached)', '/'),
    // As curl, crawlers and load balancers' probes ask: any type, no compression.
    { label: 'GET / (cached, Accept */*)', url: `${app.url}/`, headers: { accept: '*/*' } },
    page('GET product page (cached)', pages.product),
    page('GET product page (rendered)', pages.product, true),
    // Issue 13's baseline for a render: React's renderToString of a page of the same size, on a bare server.
    { label: 'React alone (renderToString, same size)', url: reactAlone.url, headers: browser },
    page('GET location page (cached)', pages.location),
    page('GET location page (rendered)', pages.location, true),
    {
      label: 'GET /api/salt/is-logged',
      url: `${app.url}/api/salt/is-logged`,
      headers: { 'accept-encoding': 'gzip' },
    },
  ]
  const results: LoadResult[] = []
  for (const target of targets) {
    write(`  measuring ${target.label}…\n`)
    results.push(await measure(target, seconds))
  }
  write(`\n${loadTable(results)}\n\n`)
  write(`${renderRatio(results)}\n\n`)
  write('  measuring the cached home page again, each beside the bare server (issue 13 goal: ≥ 0.25×)…\n')
  const paired: PairedRatio[] = []
  for (const target of targets.filter((each) => each.label.startsWith('GET / ')))
    paired.push(await pairedWithBare(target, targets[0]!, seconds))
  write(`\n${pairedTable(paired)}\n\n`)
  for (const result of results.filter((each) => each.failures > 0)) {
    write(`${result.label}: ${result.failures} failed requests (answers ${result.statusCounts}).\n`)
  }
  write('Latency is counted in whole milliseconds; a ratio to a 0 ms baseline is shown as n/a.\n\n')

  write('  measuring product search…\n')
  const search = await measureLatency(
    'GET /api/salt/search (4 callers, varied queries)',
    (index) =>
      fetch(
        `${app.url}/api/salt/search?q=${encodeURIComponent(searchQueries[index % searchQueries.length]!)}`,
      ),
    { durationSeconds: seconds },
  )
  write(`\n${latencyTable([search])}\n\n`)

  write('  measuring the Salt Card money paths (in process, a card with 10,000 entries)…\n')
  write(`\n${latencyTable(await benchSaltCard())}\n\n`)

  const pagePaths = [
    ['home', '/'],
    ['products', '/products'],
    ['product', pages.product],
    ['location', pages.location],
    ['faq', '/faq'],
    ...(pages.post ? [['post', pages.post]] : []),
  ] as const
  const sizes: Array<[string, ScriptSize[]]> = []
  for (const [label, pagePath] of pagePaths)
    sizes.push([label, await measureScripts(`${app.url}${pagePath}`)])
  write(`JavaScript per page (first load, as served):\n${pageScriptTotals(sizes)}\n\n`)
  write(`JavaScript loaded by the home page:\n${scriptTable(sizes[0]![1])}\n`)
}

/** Issue 13's goal for the page cache: each cached home page against the bare server measured beside it. */
function pairedTable(paired: PairedRatio[]): string {
  return formatTable([
    ['cached home page', 'req/s', 'bare req/s beside it', 'ratio (goal ≥ 0.25×)'],
    ...paired.map((each) => [
      each.label,
      Math.round(each.requestsPerSecond).toLocaleString('en-CA'),
      Math.round(each.bareRequestsPerSecond).toLocaleString('en-CA'),
      `${each.ratio.toFixed(3)}×`,
    ]),
  ])
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

/** Issue 13's goal for an uncached render: the product page against React alone, measured in the same run. */
function renderRatio(results: LoadResult[]): string {
  const rps = (label: string) => results.find((result) => result.label === label)?.requestsPerSecond ?? 0
  const rendered = rps('GET product page (rendered)')
  const alone = rps('React alone (renderToString, same size)')
  const ratio = alone > 0 ? (rendered / alone).toFixed(2) : 'n/a'
  return `Rendered product page vs React alone: ${rendered.toFixed(0)} / ${alone.toFixed(0)} req/s = ${ratio}× (issue 13 goal: ≥ 0.6×)`
}
