import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { lockDataDir } from '#server/db/data-dir-lock.ts'
import { BackupRefusal, copyTree, runBackupScript, setAside, timestamp } from './backup/data-dir.ts'
import { type BackupManifest, readManifest } from './backup/manifest.ts'
import { restorePglite } from './backup/pglite.ts'
import { restorePostgres } from './backup/postgres.ts'

const usage = 'Usage: npm run db:restore -- <backup directory> --yes'

/**
 * `npm run db:restore -- <dir> --yes`: puts a db:backup back into the configured database (DATABASE_URL, else
 * DATA_DIR/pglite) and DATA_DIR/uploads. What it replaces on disk is moved aside, not deleted; PostgreSQL is replaced
 * in one transaction. Stop the shop first. docs/operations.md, "Backup".
 */
async function main() {
  const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true })
  if (positionals.length !== 1) throw new BackupRefusal(usage)
  const from = path.resolve(positionals[0]!)
  const manifest = await readManifest(from)
  const config = loadConfig()
  const target = config.DATABASE_URL ? 'postgres' : 'pglite'
  if (manifest.database !== target) {
    throw new BackupRefusal(
      `This backup is of ${manifest.database === 'postgres' ? 'PostgreSQL' : 'the embedded database'}, but ` +
        `${target === 'postgres' ? 'DATABASE_URL names a PostgreSQL server' : 'DATABASE_URL is not set (the embedded database)'}.`,
    )
  }
  const uploadsDir = path.join(config.dataDir, 'uploads')
  const restoresUploads = manifest.uploads && config.STORAGE === 'local'
  if (!values.yes) {
    const replaced = [
      target === 'postgres' ? 'the database DATABASE_URL names' : path.join(config.dataDir, 'pglite'),
    ]
    if (restoresUploads) replaced.push(uploadsDir)
    throw new BackupRefusal(
      `This replaces ${replaced.join(' and ')} with the backup of ${manifest.createdAt}.\n${usage}`,
    )
  }

  const started = performance.now()
  const setAsideTime = timestamp()
  const lines = await restoreDatabase(config, from, manifest, setAsideTime)
  if (restoresUploads) {
    const aside = await setAside(uploadsDir, setAsideTime)
    await copyTree(path.join(from, 'uploads'), uploadsDir)
    lines.push(`  uploads restored to ${uploadsDir}${aside ? `; the old ones are in ${aside}` : ''}`)
  } else if (manifest.uploads) {
    lines.push(
      `  uploads not restored: STORAGE=${config.STORAGE} (they are in ${path.join(from, 'uploads')})`,
    )
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stdout.write(`Restored the backup of ${manifest.createdAt} in ${seconds} s:\n${lines.join('\n')}\n`)
}

async function restoreDatabase(
  config: ReturnType<typeof loadConfig>,
  from: string,
  manifest: BackupManifest,
  setAsideTime: string,
): Promise<string[]> {
  const file = path.join(from, manifest.databaseFile)
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, file, config.PG_BIN_DIR)
    return ['  PostgreSQL: restored in one transaction (pg_restore --clean)']
  }
  const pgliteDir = path.join(config.dataDir, 'pglite')
  await mkdir(config.dataDir, { recursive: true })
  const release = await lockDataDir(pgliteDir)
  try {
    const aside = await setAside(pgliteDir, setAsideTime)
    await restorePglite(pgliteDir, file)
    return [`  embedded database restored to ${pgliteDir}${aside ? `; the old one is in ${aside}` : ''}`]
  } finally {
    await release()
  }
}

runBackupScript('Restore', main)
