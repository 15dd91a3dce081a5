import { readFile, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'

/**
 * PGlite's own dump of its data directory as a gzipped tarball, taken after a checkpoint. The caller holds
 * DATA_DIR's lock, so no server writes meanwhile; opening the directory also replays what a killed server left in
 * the write-ahead log, so the copy is of a database that opens cleanly.
 */
export async function dumpPglite(pgliteDir: string, file: string): Promise<void> {
  const client = await PGlite.create({ dataDir: pgliteDir })
  try {
    await client.exec('checkpoint')
    const tarball = await client.dumpDataDir('gzip')
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/** Unpacks a dump into `pgliteDir`, which must not hold a database, and opens it once to prove it is whole. */
export async function restorePglite(pgliteDir: string, file: string): Promise<void> {
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(file)]) })
  try {
    await client.query('select count(*) from pg_class')
  } finally {
    await client.close()
  }
}
