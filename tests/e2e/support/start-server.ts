import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { databaseUrl, onServer } from '#tests/support/postgres-server.ts'
import { e2eBaseUrl, e2eDataDir, e2eDatabaseServer, e2ePort, e2eWeatherAlertsDir } from './e2e-env.ts'

/**
 * Playwright's webServer: the production server (`scripts/start.ts` builds first when the build is stale) on a fresh,
 * seeded database, removed again when Playwright stops the server. The embedded database by default, as
 * `npm start` runs; with E2E_DATABASE_URL, a new database on that PostgreSQL server (CI: the server then leaves the
 * database work to PostgreSQL's own processes instead of running PGlite on the cores the browsers need).
 */
rmSync(e2eDataDir, { recursive: true, force: true })
mkdirSync(e2eWeatherAlertsDir, { recursive: true })

const databaseName = `salt_e2e_${e2ePort}`
const database: Record<string, string> = {}
if (e2eDatabaseServer) {
  await onServer(e2eDatabaseServer, `drop database if exists ${databaseName} with (force)`)
  await onServer(e2eDatabaseServer, `create database ${databaseName}`)
  database.DATABASE_URL = databaseUrl(e2eDatabaseServer, databaseName)
}

const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    ...database,
    NODE_ENV: 'production',
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: e2eBaseUrl,
    DATA_DIR: e2eDataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WEATHER_ALERTS_DIR: e2eWeatherAlertsDir,
    WEATHER_ALERTS_POLL_SECONDS: '1',
  },
})

// Playwright signals the whole process group; the server shuts down on its own, then the data goes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))

server.on('exit', async (code, signal) => {
  rmSync(e2eDataDir, { recursive: true, force: true })
  if (e2eDatabaseServer) await onServer(e2eDatabaseServer, `drop database if exists ${databaseName}`)
  process.exit(code ?? (signal ? 1 : 0))
})
