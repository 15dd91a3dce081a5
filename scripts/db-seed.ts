import { fileStorageFor } from '#server/adapters/storage.ts'
import { ConfigError, loadConfig } from '#server/config.ts'
import { databaseTargetFor, openDatabase } from '#server/db/client.ts'
import { demoLoginLines } from '#server/db/seed/demo-accounts.ts'
import { seedDemo } from '#server/db/seed/index.ts'

/**
 * `npm run db:seed`: puts the demo accounts and cards into the configured database, PostgreSQL included
 * (SEED_DEMO is not needed: running this is the request), never in production mode. Running it again changes nothing.
 * With the embedded database, stop the server first: PGlite allows one process per data directory.
 */
async function main() {
  const config = loadConfig()
  if (config.SHOP_MODE === 'production') {
    process.stderr.write('SHOP_MODE=production: demo data (published logins and key) is never seeded here.\n')
    process.exit(1)
  }
  const database = await openDatabase(databaseTargetFor(config))
  try {
    await database.migrate()
    const { seeded } = await seedDemo(database.db, { storage: fileStorageFor(config) })
    process.stdout.write(
      seeded
        ? `Demo data added (${database.kind}). Logins:\n${demoLoginLines()
            .map((line) => `  ${line}\n`)
            .join('')}`
        : `The demo accounts are already there; nothing was added (${database.kind}).\n`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Seeding failed: ${String(error)}`}\n`,
  )
  process.exit(1)
})
