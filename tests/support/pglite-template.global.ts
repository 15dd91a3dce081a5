import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url))
const lockfile = fileURLToPath(new URL('../../package-lock.json', import.meta.url))
/** Kept with the installed packages: `npm ci` (a fresh clone, CI) starts without it, as it starts without them. */
const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/salt-pglite-template', import.meta.url))

/**
 * Migrating a fresh PGlite costs seconds; doing it once and letting every test file load the dump costs a fraction of
 * that. The dump is kept between runs, named for what it is made of (templateKey), so running one test file again
 * does not migrate a new database first (one unit file: 12 → 2 CPU-s), and a change to any of its parts makes a new one.
 */
export default async function setup(project: TestProject) {
  const templatePath = path.join(cacheFolder, `${await templateKey()}.tar`)
  if (!existsSync(templatePath)) await writeTemplate(templatePath)
  project.provide('testDatabase', { kind: 'pglite', templatePath })
}

/**
 * A hash of what the dump is made of: the installed packages (the lockfile: PGlite's version, and drizzle-orm's, whose
 * migrator keeps its own table in the dump), each migration file's name and text, and this file.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await readFile(lockfile))
  hash.update(await readFile(fileURLToPath(import.meta.url)))
  const migrations = (await readdir(migrationsFolder, { recursive: true })).sort()
  for (const name of migrations) {
    const file = path.join(migrationsFolder, name)
    if ((await stat(file)).isFile()) hash.update(`\0${name}\0`).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function writeTemplate(templatePath: string) {
  const client = await PGlite.create()
  await migrate(drizzle(client), { migrationsFolder })
  // Every file loads the whole data directory: the two template databases, which no test copies, were 15 of its 44 MB
  // and a third of the time a file's database takes to start.
  // (One statement a call: DROP DATABASE refuses to run inside the transaction a multi-statement call is.)
  for (const template of ['template0', 'template1']) {
    await client.exec(`alter database ${template} with is_template false`)
    await client.exec(`drop database ${template}`)
  }
  await client.exec('checkpoint')
  const dump = await client.dumpDataDir('none')
  await client.close()
  await mkdir(cacheFolder, { recursive: true })
  // Written aside and renamed: a run that starts meanwhile (the resilience suite beside vitest) finds no dump or the
  // whole one, and two runs that both write leave the same bytes.
  const partial = `${templatePath}.${process.pid}.partial`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, templatePath)
  // The dumps of earlier recipes are stale (~30 MB each), and so is a partial one a run stopped in the middle left more
  // than an hour ago; a younger one may be another run's, still being written.
  for (const name of await readdir(cacheFolder)) {
    const file = path.join(cacheFolder, name)
    // Another run may have removed it since the listing.
    const written = (await stat(file).catch(() => undefined))?.mtimeMs ?? Date.now()
    const stale = name.endsWith('.tar') ? file !== templatePath : Date.now() - written > 3_600_000
    if (stale) await rm(file, { force: true })
  }
}
