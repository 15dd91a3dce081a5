import { ConfigError } from '#server/config.ts'
import { DataDirInUse } from '#server/db/data-dir-lock.ts'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'

/** A reason not to go on that the operator can act on: printed as it is, without a stack. */
export class BackupRefusal extends Error {}

/** A file-name-safe timestamp for backup directories and set-aside copies: 2026-01-31T04-05-06Z. */
export const timestamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

export const hasEmbeddedDatabase = (pgliteDir: string) => existsSync(path.join(pgliteDir, 'PG_VERSION'))

export async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** Copies a directory tree; the target must not exist yet. */
export async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  await cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true })
}

/**
 * Moves `dir` aside as `<dir>.before-restore-<time>` instead of deleting it: a restore from the wrong backup can then
 * be undone. Returns where it went, or undefined when there was nothing to move.
 */
export async function setAside(dir: string, time: string): Promise<string | undefined> {
  if (await isEmptyOrMissing(dir)) return undefined
  const aside = `${dir}.before-restore-${time}`
  await rename(dir, aside)
  return aside
}

/** Bytes of a file or a whole tree, for the summary. */
export async function sizeOf(entry: string): Promise<number> {
  const info = await stat(entry)
  if (!info.isDirectory()) return info.size
  const names = await readdir(entry)
  const sizes = await Promise.all(names.map((name) => sizeOf(path.join(entry, name))))
  return sizes.reduce((sum, size) => sum + size, 0)
}

export const readableSize = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1_048_576).toFixed(1)} MB`

/**
 * Runs a backup script's `main`; a refusal the operator can act on (bad configuration, the server still running, a
 * backup that cannot be used) prints just its message, anything else is named as `what` failing. Exits 1 on error.
 */
export function runBackupScript(what: 'Backup' | 'Restore', main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    const known =
      error instanceof ConfigError || error instanceof DataDirInUse || error instanceof BackupRefusal
    process.stderr.write(`${known ? message : `${what} failed: ${message}`}\n`)
    process.exit(1)
  })
}
