import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const sources = [
  'app',
  'domain',
  'public',
  'package.json',
  'vite.config.ts',
  'vite.chunks.ts',
  'vite.precompress.ts',
  'vite.zopfli-worker.mjs',
  'server/http/precompressed-encodings.ts',
  'react-router.config.ts',
]
const builtServer = path.resolve('build/server/index.js')

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  )
}

/**
 * Builds the storefront (`build/`) when the build is missing or older than any source; false when the build failed.
 * The build's own output (every chunk and its size, plugin timings, the tools' notices) is for whoever works on the
 * build, so it is kept aside and printed in full only when the build fails.
 */
export function ensureFreshBuild(): boolean {
  const firstTime = !existsSync(builtServer)
  if (!firstTime && statSync(builtServer).mtimeMs >= Math.max(...sources.map(newestMtime))) return true
  process.stdout.write(
    firstTime
      ? 'Building the storefront for the first time (a few minutes)…\n'
      : 'Building the storefront (sources changed since the last build)…\n',
  )
  const started = Date.now()
  // Always the production build: called from a test runner (NODE_ENV=test), Vite would bundle React's development
  // build, whose hydration checks and speed are not what visitors get.
  const env = { ...process.env, NODE_ENV: 'production' }
  // One file for both streams keeps the build's lines in the order it wrote them.
  const logFile = path.join(os.tmpdir(), `storefront-build-${process.pid}.log`)
  const log = openSync(logFile, 'w')
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: ['ignore', log, log], env })
  closeSync(log)
  const output = readFileSync(logFile, 'utf8')
  rmSync(logFile, { force: true })
  if (result.status === 0) {
    process.stdout.write(`Built in ${Math.round((Date.now() - started) / 1000)} s.\n`)
    return true
  }
  process.stderr.write(
    `${output}${result.error ? `${result.error.message}\n` : ''}The build failed (above).\n`,
  )
  return false
}
