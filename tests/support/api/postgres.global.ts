import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { databaseUrl, onServer, withConnection } from '../postgres-server.ts'

/**
 * Checks once that TEST_DATABASE_URL answers, so a wrong URL fails with one clear message, then migrates one template
 * database that the workers copy for their files (tests/support/postgres-leases.ts), and drops them all at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('The api-postgres project needs TEST_DATABASE_URL.')
  try {
    await withConnection(url, (client) => client.query('select 1'))
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${new URL(url).host}) is not reachable: ${String(error)}`)
  }

  const template = `t_template_${randomBytes(6).toString('hex')}`
  await onServer(url, `create database ${template}`)
  // Copying needs the template without connections: closed here, and PostgreSQL waits for the last to end.
  const database = await openDatabase({ url: databaseUrl(url, template) })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  project.provide('testDatabase', { kind: 'postgres', url, template })
  return async () => {
    // The template and the workers' copies of it (tests/support/postgres-leases.ts), which are named after it.
    const { rows } = await withConnection(url, (client) =>
      client.query<{ name: string }>(
        `select datname as name from pg_database where starts_with(datname, $1)`,
        [template],
      ),
    )
    for (const { name } of rows) await onServer(url, `drop database if exists ${name}`)
  }
}
