import { createReadStream } from 'node:fs'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { randomBytes } from 'node:crypto'

export interface StoredFileInfo {
  size: number
  modifiedAt: Date
}

/**
 * Where uploaded and seeded files (safety data sheets, images) live. Keys are relative names such as
 * `documents/sds-rock-salt.pdf`; the local implementation keeps them under `${DATA_DIR}/uploads`, and an
 * S3-compatible one can take its place behind the same interface (DESIGN.md, scale-out).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>
  stat(key: string): Promise<StoredFileInfo | null>
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key)}`)
  }
}

/** Lower-case segments of letters, digits, dot, dash and underscore; no empty, hidden or `..` segments. */
const segmentPattern = /^[a-z0-9][a-z0-9._-]*$/
const maxKeyLength = 200

export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > maxKeyLength) return false
  return key.split('/').every((segment) => segmentPattern.test(segment) && !segment.includes('..'))
}

export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root)

  /** The file's path, after checking the key twice: by its shape, and that it resolves inside the root. */
  function pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key)
    const resolved = path.resolve(base, key)
    if (!resolved.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key)
    return resolved
  }

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(pathOf(key))
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    async put(key, bytes) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      // Written beside the target and renamed, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    },
    async get(key) {
      if (!(await statOf(key))) return null
      return createReadStream(pathOf(key))
    },
    stat: statOf,
  }
}

/** The storage a running server uses: `${DATA_DIR}/uploads`. */
export const uploadsStorage = (dataDir: string) => localFileStorage(path.join(dataDir, 'uploads'))

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  )
}
