import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startStorefront } from './servers.ts'
import { discoverPages } from './storefront-pages.ts'
import { formatTable } from './table.ts'

/**
 * `npm run bench:lighthouse`: Lighthouse 12 mobile performance (its default: simulated slow 4G, 4× CPU slowdown) on
 * home, a product group, a product and a location (ADR 0016), against the production server on a fresh demo database.
 * Each page is measured LIGHTHOUSE_RUNS times (3); the table shows the median run by score, and the lowest score.
 * Lighthouse comes from the npm registry through npx (not a dependency of the shop); Chromium is the system's
 * (CHROME_PATH, or /usr/bin/chromium). Run it on an idle machine: Total Blocking Time is measured on the real main
 * thread. LIGHTHOUSE_THROTTLING=devtools throttles the real browser instead of simulating the load from a fast one
 * (Lighthouse's `--throttling-method`): the simulation counts the scripts the head preloads at low priority into the
 * first paint, which the browser does not wait for (ADR 0043).
 */
const lighthouse = 'lighthouse@12.8.2'
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const throttling = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate'
if (!['simulate', 'devtools'].includes(throttling))
  throw new Error(`LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${throttling}`)
const port = 3303
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
const run = promisify(execFile)

interface Result {
  score: number
  fcp: string
  lcp: string
  tbt: string
  cls: string
  lcpElement: string
}

async function measure(url: string): Promise<Result> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--throttling-method=${throttling}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } }
    audits: Record<
      string,
      { displayValue?: string; details?: { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } }
    >
  }
  const shown = (id: string) => report.audits[id]?.displayValue ?? '?'
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
    lcpElement:
      report.audits[
        'largest-contentful-paint-element'
      ]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel?.slice(0, 40) ?? '',
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-lighthouse-'))
const app = await startStorefront(port, dataDir)
try {
  const { product, location } = await discoverPages(app.url)
  const group = product.split('/').slice(0, 3).join('/')
  const rows: string[][] = []
  for (const page of ['/', group, product, location]) {
    const results: Result[] = []
    for (let index = 0; index < runs; index++) results.push(await measure(`${app.url}${page}`))
    results.sort((a, b) => a.score - b.score)
    const median = results[Math.floor(results.length / 2)]!
    rows.push([
      page,
      String(median.score),
      String(results[0]!.score),
      median.fcp,
      median.lcp,
      median.tbt,
      median.cls,
      median.lcpElement,
    ])
    process.stdout.write(`${page}: ${results.map((result) => result.score).join(', ')}\n`)
  }
  process.stdout.write(
    `\nLighthouse mobile performance, ${runs} runs per page (${lighthouse}, throttling: ${throttling}):\n` +
      formatTable([['page', 'score (median)', 'lowest', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP element'], ...rows]),
  )
} finally {
  await app.stop()
  await rm(dataDir, { recursive: true, force: true })
}
