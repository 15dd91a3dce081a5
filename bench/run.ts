import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { type ScriptSize, measureScripts, pageScriptTotals, scriptTable } from './bundle-size.ts'
import { latencyTable, measureLatency } from './latency.ts'
import { type PairedRatio, pairedWithBaseline } from './paired.ts'
import { phoneProfileTable } from './phone-profile.ts'
import { type RenderCpu, canReadCpu, renderCpu, renderCpuTable } from './render-cpu.ts'
import { type LoadResult, type LoadTarget, loadTable, measure } from './load.ts'
import { benchSaltCard } from './salt-card.ts'
import { type RunningServer, startServer, startStorefront } from './servers.ts'
import { discoverPages, searchQueries } from './storefront-pages.ts'
import { formatTable } from './table.ts'

/**
 * `npm run bench`: the production server (built first when stale) on a fresh seeded database, next to a bare Node
 * hello-world and one answering as many bytes as the cached home page, all on loopback. Throughput and latency under
 * load (pages from the page cache and rendered anew), search latency, then the gzip size of each main page's
 * JavaScript, and first visits on a throttled phone (bench/phone-profile.ts). BENCH_SECONDS sets each run's length (10),
 * BENCH_PHONE_VISITS the phone's visits per page (5); BENCH_DATABASE_URL benchmarks on PostgreSQL instead of PGlite.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const appPort = 3300
const barePort = 3301
const reactAlonePort = 3302
const sameBytesPort = 3303

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-bench-'))
const servers: RunningServer[] = []
const write = (text: string) => process.stdout.write(text)

async function main() {
  write('Starting the production server (building first if the sources changed)…\n')
  const app = await startStorefront(appPort, dataDir)
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

  // The cached home page's own size, as it goes out gzipped, answered by a bare server: the wire's ceiling here.
  const sameBytes = await startServer({
    name: "bare Node http, the home page's bytes",
    entry: 'bench/hello-server.ts',
    port: sameBytesPort,
    healthPath: '/',
    env: { BODY_BYTES: String(await gzippedSize(`${app.url}/`)) },
  })
  servers.push(sameBytes)

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
    // The baseline for a render (ADR 0014): React's renderToString of a page of the same size, on a bare server.
    { label: 'React alone (renderToString, same size)', url: reactAlone.url, headers: browser },
    page('GET location page (cached)', pages.location),
    page('GET location page (rendered)', pages.location, true),
    // The live yard board beside the cached page it fills in (ADR 0037): one yard's answer, and every yard's.
    {
      label: 'GET location board (live JSON, one yard)',
      url: `${app.url}/api/salt/locations/${pages.location.split('/').at(-1)}/board`,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      label: 'GET /api/salt/locations/board (every yard)',
      url: `${app.url}/api/salt/locations/board`,
      headers: { 'accept-encoding': 'gzip' },
    },
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
  const byLabel = (label: string) => targets.find((target) => target.label === label)!
  write('  measuring the cached home page again, each beside the bare server (goal: ≥ 0.25×)…\n')
  const cached: PairedRatio[] = []
  for (const target of targets.filter((each) => each.label.startsWith('GET / ')))
    cached.push(await pairedWithBaseline(target, targets[0]!, seconds))
  write(`\n${pairedTable('cached home page', 'bare req/s beside it', 0.25, cached)}\n\n`)
  write('  measuring the cached home page beside a bare server answering as many bytes (the ceiling here)…\n')
  const ceiling = await pairedWithBaseline(
    byLabel('GET / (SSR home, cached)'),
    { label: 'bare Node http, the same bytes', url: sameBytes.url },
    seconds,
  )
  write(`\n${pairedTable('cached home page', 'same-bytes bare req/s beside it', null, [ceiling])}\n\n`)
  write('  measuring the rendered product page again, beside React alone (goal: ≥ 0.6×)…\n')
  const rendered = await pairedWithBaseline(
    byLabel('GET product page (rendered)'),
    byLabel('React alone (renderToString, same size)'),
    seconds,
  )
  write(`\n${pairedTable('uncached render', 'React alone req/s beside it', 0.6, [rendered])}\n\n`)
  if (canReadCpu(app.pid)) {
    write('  measuring the CPU time of a render per page kind (600 requests each, 4 at a time)…\n')
    const cpu: RenderCpu[] = [
      await renderCpu('React alone', reactAlone.pid, reactAlone.url, { headers: browser }),
    ]
    for (const [label, pagePath] of renderedPages(pages))
      cpu.push(await renderCpu(label, app.pid, `${app.url}${pagePath}`, { headers: browser }))
    write(`\n${renderCpuTable(cpu)}\n\n`)
  }
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
  write(`JavaScript loaded by the home page:\n${scriptTable(sizes[0]![1])}\n\n`)

  write('  measuring first visits on a phone (4× CPU slowdown, slow 4G, 412 px; Chromium)…\n')
  const phonePages: Array<[string, string]> = [
    ['home', '/'],
    ['product group', pages.group],
    ['yard', pages.location],
  ]
  write(`\nFirst visit on a phone:\n${await phoneProfileTable(app.url, phonePages)}\n`)
}

function renderedPages(pages: Awaited<ReturnType<typeof discoverPages>>): Array<[string, string]> {
  return [
    ['product page', pages.product],
    ['home page', '/'],
    ['location page', pages.location],
    ...(pages.post ? [['news post', pages.post] as [string, string]] : []),
  ]
}

/** The goals (ADR 0010, 0014): a cached page against the bare server, a render against React alone, side by side. */
function pairedTable(what: string, baseline: string, goal: number | null, paired: PairedRatio[]): string {
  return formatTable([
    [what, 'req/s', baseline, goal === null ? 'ratio' : `ratio (goal ≥ ${goal}×)`],
    ...paired.map((each) => [
      each.label,
      Math.round(each.requestsPerSecond).toLocaleString('en-CA'),
      Math.round(each.baselineRequestsPerSecond).toLocaleString('en-CA'),
      `${each.ratio.toFixed(3)}×`,
    ]),
  ])
}

/**
 * A cached page's size as a browser that accepts gzip gets it: asked twice, so the second answer is the page cache's
 * (fetch would decompress it, so plain http).
 */
async function gzippedSize(url: string): Promise<number> {
  await bodySize(url)
  return bodySize(url)
}

function bodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
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
