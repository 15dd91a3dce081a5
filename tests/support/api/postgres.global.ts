import pg from 'pg'
import type { TestProject } from 'vitest/node'

/** Checks once that TEST_DATABASE_URL answers, so a wrong URL fails with one clear message. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('The api-postgres project needs TEST_DATABASE_URL.')
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${new URL(url).host}) is not reachable: ${String(error)}`)
  } finally {
    await client.end().catch(() => undefined)
  }
  project.provide('testDatabase', { kind: 'postgres', url })
}
