import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { pollBound } from './vitest.config.ts'

/**
 * The long fault and scale-out suites (`npm run test:resilience`, also run by .ci/run): thousands of requests each, so
 * they stay out of `npm test`.
 */

/**
 * The database of the apps the fuzz and page suites start (tests/support/test-app.ts): the PostgreSQL server of
 * TEST_DATABASE_URL when one is given, as for the process suites, which need it; else the API suite's PGlite template.
 * The fuzz is after the app's answers to bad input, which both engines reach alike (the API suite runs every route on
 * both), and native PostgreSQL spends a third less CPU on it: 61 → 40 CPU-s for one half of the API fuzz.
 */
const appDatabase = process.env.TEST_DATABASE_URL
  ? 'tests/support/api/postgres.global.ts'
  : 'tests/support/pglite-template.global.ts'

export default defineConfig({
  test: {
    // The page-serving suites (security headers) run the production build, made here when stale.
    globalSetup: [appDatabase, 'tests/support/resilience/production-build.global.ts'],
    include: ['tests/resilience/**/*.test.ts'],
    // The page suites serve the production build as production runs it: React and React Router read NODE_ENV when
    // first imported, and under Vitest's default (test) they would render with their development builds, which check
    // every element: the page fuzz took a fifth more CPU (49.2, 46.5 → 38.5, 39.5 CPU-s). The process suites' servers
    // get production from their own environment (process-database.ts).
    env: { NODE_ENV: 'production' },
    // console.error fails the test that calls it (tests/support/console-errors.ts).
    setupFiles: ['tests/support/console-errors.setup.ts'],
    environment: 'node',
    // A file a core: the API fuzz is two files of half the routes each, and the process suites (kill -9, two
    // processes, backup and restore) mostly wait on the processes they start.
    maxWorkers: os.availableParallelism(),
    // Within a fuzz file a few routes run at once, so its app is never idle between requests.
    maxConcurrency: 4,
    // A bound for a hung test: kill -9 and backup-restore take ~1 minute beside the other suites, and went past 300 s in a
    // CI run where the host ran the whole step at well under half its usual speed.
    testTimeout: 900_000,
    expect: pollBound,
    hookTimeout: 60_000,
  },
})
