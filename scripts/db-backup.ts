import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { lockDataDir } from '#server/db/data-dir-lock.ts'
import {
  BackupRefusal,
  runBackupScript,
  copyTree,
  hasEmbeddedDatabase,
  isEmptyOrMissing,
  readableSize,
  sizeOf,
  timestamp,
} from './backup/data-dir.ts'
import { writeManifest } from './backup/manifest.ts'
import { dumpPglite } from './backup/pglite.ts'
import { dumpPostgres } from './backup/postgres.ts'

/**
 * `npm run db:backup [-- --out DIR]`: the database and the uploads into a new directory (default
 * ./backups/<time>). PostgreSQL (DATABASE_URL) is dumped with pg_dump while the shop runs; the embedded database only
 * while no server uses it. docs/operations.md, "Backup".
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const config = loadConfig()
  const out = path.resolve(values.out ?? path.join('backups', timestamp()))
  if (!(await isEmptyOrMissing(out)))
    throw new BackupRefusal(`${out} is not empty; give a new directory with --out.`)
  await mkdir(out, { recursive: true })
  const started = performance.now()

  let databaseFile: string
  if (config.DATABASE_URL) {
    databaseFile = 'database.pgdump'
    await dumpPostgres(config.DATABASE_URL, path.join(out, databaseFile), config.PG_BIN_DIR)
  } else {
    const pgliteDir = path.join(config.dataDir, 'pglite')
    if (!hasEmbeddedDatabase(pgliteDir))
      throw new BackupRefusal(`There is no embedded database in ${pgliteDir}.`)
    databaseFile = 'pglite-data.tar.gz'
    const release = await lockDataDir(pgliteDir)
    try {
      await dumpPglite(pgliteDir, path.join(out, databaseFile))
    } finally {
      await release()
    }
  }

  // After the database: every file a row of the dump refers to was written before it, so it is in the copy.
  const uploadsDir = path.join(config.dataDir, 'uploads')
  const uploads = config.STORAGE === 'local' && existsSync(uploadsDir)
  if (uploads) await copyTree(uploadsDir, path.join(out, 'uploads'))
  // Written last: a backup cut short has no manifest, and db:restore refuses it.
  await writeManifest(out, {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    databaseFile,
    uploads,
  })

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const lines = [
    `Backup written to ${out} in ${seconds} s:`,
    `  ${databaseFile}: ${readableSize(await sizeOf(path.join(out, databaseFile)))}`,
    uploads
      ? `  uploads/: ${readableSize(await sizeOf(path.join(out, 'uploads')))}`
      : `  no uploads copied (${config.STORAGE === 's3' ? 'they are in the S3 bucket' : 'none yet'})`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

runBackupScript('Backup', main)
