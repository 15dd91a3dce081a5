import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** `npm start`: build first when the build is missing or older than any source, then run the server. */

// React and React Router pick their production builds from NODE_ENV when first imported; unset, they run the
// development builds (several times slower to render). Set it before the server is imported.
process.env.NODE_ENV ??= 'production'

const sources = ['app', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts']
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

const stale =
  !existsSync(builtServer) || statSync(builtServer).mtimeMs < Math.max(...sources.map(newestMtime))
if (stale) {
  process.stdout.write('Building the storefront (sources changed since the last build)…\n')
  const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('../server/main.ts')
