import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const sources = [
  'app',
  'public',
  'package.json',
  'vite.config.ts',
  'vite.chunks.ts',
  'vite.precompress.ts',
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

/** Builds the storefront (`build/`) when the build is missing or older than any source; false when the build failed. */
export function ensureFreshBuild(): boolean {
  const stale =
    !existsSync(builtServer) || statSync(builtServer).mtimeMs < Math.max(...sources.map(newestMtime))
  if (!stale) return true
  process.stdout.write('Building the storefront (sources changed since the last build)…\n')
  // Always the production build: called from a test runner (NODE_ENV=test), Vite would bundle React's development
  // build, whose hydration checks and speed are not what visitors get.
  const env = { ...process.env, NODE_ENV: 'production' }
  return spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env }).status === 0
}
