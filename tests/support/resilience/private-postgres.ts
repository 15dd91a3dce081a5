import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** Debian's server binaries, of the newest PostgreSQL installed (CI installs Debian's `postgresql`). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1)
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`)
  return path.join(root, newest, 'bin')
}

const bin = (name: string) => path.join(serverBinaries(), name)

/** The ports this suite may take for its own cluster; never 5432, the shared one. */
const firstPort = Number(process.env.PRIVATE_PG_PORT ?? 5440)
const lastPort = firstPort + 9

export interface PrivatePostgres {
  /** postgres:// URL of the cluster's `postgres` database, trust authentication on 127.0.0.1. */
  url: string
  port: number
  start(): Promise<void>
  /** pg_ctl stop: `fast` rolls back open transactions and closes connections; `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>
  /** Stops the cluster if it runs and deletes its directory. */
  destroy(): Promise<void>
}

const isRoot = process.getuid?.() === 0

/**
 * PostgreSQL refuses to run as root: as root, each command runs as the postgres user. Asynchronous, so a test's load
 * and probes go on while the cluster stops and starts.
 */
async function run(command: string, args: string[]): Promise<void> {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  await promisify(execFile)(file, argv, { timeout: 60_000 })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function freePort(): Promise<number> {
  for (let port = firstPort; port <= lastPort; port++) if (await portIsFree(port)) return port
  throw new Error(`no free port for a private PostgreSQL in ${firstPort}–${lastPort}`)
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory, that the test may stop and start at will
 * (the shared cluster on 5432 must never be stopped). fsync is off: it only has to survive its own restarts.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salt-private-pg-'))
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dataDir, uid, gid)
  }
  await run(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=50',
  ].join(' ')
  let running = false
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await run(bin('pg_ctl'), [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        path.join(dataDir, 'server.log'),
        '-w',
        'start',
      ])
      running = true
    },
    async stop(mode) {
      await run(bin('pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop'])
      running = false
    },
    async destroy() {
      if (running) await cluster.stop('immediate')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return cluster
}
