import { ConfigError, loadConfig } from '#server/config.ts'
import { databaseTargetFor, openDatabase } from '#server/db/client.ts'

/**
 * `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) and exits. The server does the same at start; this is for deploy pipelines.
 * With the embedded database, stop the server first: PGlite allows one process per data directory.
 */
async function main() {
  const config = loadConfig()
  const database = await openDatabase(databaseTargetFor(config))
  try {
    await database.migrate()
    process.stdout.write(`Migrations applied (${database.kind}).\n`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`}\n`,
  )
  process.exit(1)
})
