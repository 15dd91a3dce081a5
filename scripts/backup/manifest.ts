import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { BackupRefusal } from './data-dir.ts'

/** What `npm run db:backup` wrote, in backup.json beside the files, so a restore knows what it holds. */
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['postgres', 'pglite']),
  /** The database's file in the backup directory: pg_dump's custom format, or PGlite's data directory as a tarball. */
  databaseFile: z.string().regex(/^[\w.-]+$/),
  /** Whether `uploads/` holds a copy of DATA_DIR/uploads (STORAGE=local). */
  uploads: z.boolean(),
})

export type BackupManifest = z.infer<typeof manifestSchema>

const manifestPath = (dir: string) => path.join(dir, 'backup.json')

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string
  try {
    text = await readFile(manifestPath(dir), 'utf8')
  } catch {
    throw new BackupRefusal(`${dir} is not a backup: it has no backup.json.`)
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new BackupRefusal(`${manifestPath(dir)} is not a backup manifest this version can read.`)
  return parsed.data
}
