import os from 'node:os'
import path from 'node:path'

/** Where the e2e run's production server listens; loopback only. E2E_PORT lets two runs share a machine. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`

/**
 * The server's DATA_DIR (PGlite database and the mail it writes as .eml files). A fixed path, because the Playwright
 * config is evaluated again in every worker; start-server.ts empties it before each run.
 */
export const e2eDataDir = path.join(os.tmpdir(), `salt-storefront-e2e-${e2ePort}`)

/** ECCC CAP files the server polls each second (ADR 0033); specs drop their fixtures here. */
export const e2eWeatherAlertsDir = path.join(e2eDataDir, 'weather-alerts')

/**
 * A PostgreSQL server (any database's URL on it) for the e2e run's server, which then gets a fresh database of its
 * own there; unset, it runs on the embedded database in e2eDataDir.
 */
export const e2eDatabaseServer = process.env.E2E_DATABASE_URL
