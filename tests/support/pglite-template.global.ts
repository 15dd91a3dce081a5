import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url))

/**
 * Migrating a fresh PGlite costs seconds; doing it once and letting every test file load the dump costs
 * a fraction of that.
 */
export default async function setup(project: TestProject) {
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
  const directory = await mkdtemp(path.join(os.tmpdir(), 'salt-pglite-template-'))
  const templatePath = path.join(directory, 'template.tar')
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()))
  project.provide('testDatabase', { kind: 'pglite', templatePath })
  return () => rm(directory, { recursive: true, force: true })
}
