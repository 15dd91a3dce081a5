import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '#server/config.ts'
import { databaseTargetFor, openDatabase } from '#server/db/client.ts'
import { createApiKey } from '#server/services/salt-card/api-keys.ts'

const usage = `Creates an API key for a machine client in the configured database and prints it once.

  npm run api-key:create -- --name "Bradford scale house" --yards bradford
  npm run api-key:create -- --name "Concord and Toronto scales" --yards concord,toronto

--yards lists the yards (location slugs, comma-separated) the key may post pickups for; a ticket for any other
yard is refused with 403. The key is shown only now: the database keeps its SHA-256, never the key. The client sends it as the
X-Api-Key header of POST /api/salt/pickups. With the embedded database, stop the server first: PGlite allows
one process per data directory.
`

class UsageError extends Error {}

async function main() {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      yards: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(usage)
    return
  }
  const name = values.name?.trim()
  if (!name || name.length > 120)
    throw new UsageError(`Give the key a name (up to 120 characters).\n\n${usage}`)
  const yards = (values.yards ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
  if (yards.length === 0) throw new UsageError(`Name the key's yards with --yards.\n\n${usage}`)
  const config = loadConfig()
  const database = await openDatabase(databaseTargetFor(config))
  try {
    await database.migrate()
    const created = await createApiKey(database.db, {
      name,
      scope: 'pickups',
      locationSlugs: yards,
      now: new Date(),
    })
    if (created.outcome === 'unknown-yards')
      throw new UsageError(`Not created: no yard has the slug ${created.slugs.join(', ')}.`)
    process.stdout.write(
      `API key #${created.id} "${name}" (scope pickups, yards ${[...new Set(yards)].sort().join(', ')}) created. ` +
        `Copy it now; it is not shown again:\n\n  ${created.key}\n\n`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof UsageError
  process.stderr.write(`${known ? error.message : `The key could not be created: ${String(error)}`}\n`)
  process.exit(1)
})
