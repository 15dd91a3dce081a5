import { startAppProcess } from '#tests/support/app-process.ts'

export interface RunningServer {
  name: string
  url: string
  pid: number
  stop(): Promise<void>
}

/** Starts a TypeScript entry point under tsx with the bench's environment and waits for its health URL. */
export async function startServer(options: {
  name: string
  entry: string
  port: number
  healthPath: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<RunningServer> {
  const server = await startAppProcess({
    ...options,
    env: { ...process.env, ...options.env },
    timeoutMs: options.timeoutMs ?? 30_000,
    stdio: 'inherit',
  })
  return { name: server.name, url: server.url, pid: server.pid, stop: server.stop }
}

/**
 * The production server (built first when the sources changed) on a fresh seeded database in `dataDir`, PGlite
 * unless BENCH_DATABASE_URL names a PostgreSQL database; no mail goes out.
 */
export function startStorefront(port: number, dataDir: string): Promise<RunningServer> {
  const { DATABASE_URL: _ignored, SMTP_URL: _noMail, ...inherited } = process.env
  return startServer({
    name: 'storefront',
    entry: 'scripts/start.ts',
    port,
    healthPath: '/healthz',
    timeoutMs: 240_000,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  })
}
