import os from 'node:os'
import { defineConfig } from 'vitest/config'

const apiTests = ['tests/api/**/*.test.ts']
/**
 * The command-line scripts' tests start the scripts as processes on a PGlite data directory of their own, whatever
 * database the suite has: run again against PostgreSQL they would repeat the same minutes.
 */
const scriptTests = ['tests/api/scripts/**']
/** What only a PostgreSQL server has (its connection pool): api-postgres runs these, the PGlite project does not. */
const postgresOnlyTests = ['tests/api/postgres/**']
/**
 * Argon2 hashing and a fresh database per file make API tests slower than unit tests. Each file builds its own app,
 * database and clock (tests/support/test-app.ts) and keeps no state in modules, so a worker loads the app's module
 * graph once for all its files instead of once per file: that import was half the suite's time.
 */
const apiOptions = {
  // A bound for a test that hangs, not a measure of speed: the concurrency tests (50 pickups at once) take 2.5-5 s
  // alone and went past 30 s in a CI run where the host ran the whole step at well under half its usual speed.
  testTimeout: 120_000,
  hookTimeout: 60_000,
  isolate: false,
  // A deprecation fails the run: node-postgres warns once per process (so a warning in one file hid the others), and
  // what it deprecates today it refuses in its next major (e.g. a second query on a transaction's busy connection).
  execArgv: ['--throw-deprecation'],
}
/** console.error fails the test that calls it, in every project (tests/support/console-errors.ts). */
const setupFiles = ['tests/support/console-errors.setup.ts']
/**
 * How long `expect.poll` waits for its condition, in every project (a project's own settings do not inherit the
 * root's). Vitest's default of 1 s is shorter than a page render and its cache store take on a loaded machine.
 */
export const pollBound = { poll: { timeout: 30_000 } }

export default defineConfig({
  test: {
    // A migrated PGlite template for every test file that starts the API (tests/support/test-app.ts),
    // API suite or not; api-postgres provides a PostgreSQL server instead.
    globalSetup: ['tests/support/pglite-template.global.ts'],
    // One worker more than there are cores (Vitest's default keeps one core for itself, which on two cores runs every
    // file one after the other). The main process only schedules; an API file waits on its database, its SMTP server
    // and its clock's timers as often as it computes, so with one worker per core the cores sat idle a quarter of the
    // time. Measured on two cores: 315 s with two workers, 281 s with three.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          // vite.*.test.ts: how the build cuts the browser bundle (vite.chunks.ts).
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'vite.*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          expect: pollBound,
          // As the API suites: these files keep no state in modules, so a worker imports the modules once for all of
          // its files; that halved the project's time.
          isolate: false,
        },
      },
      {
        test: {
          // The browser side's stores are module singletons (zustand): each file starts with fresh modules, in a worker
          // it shares with other files (tests/support/fresh-modules.setup.ts).
          name: 'unit-app',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fresh-modules.setup.ts', ...setupFiles],
          expect: pollBound,
          isolate: false,
          // Some store tests run against a real test app (its embedded database starts in the first hook): the API
          // suites' limits, which hold while the other projects keep both cores busy.
          testTimeout: apiOptions.testTimeout,
          hookTimeout: apiOptions.hookTimeout,
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          exclude: postgresOnlyTests,
          environment: 'node',
          setupFiles,
          expect: pollBound,
          ...apiOptions,
        },
      },
      // The same API suite against a real PostgreSQL server, when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: scriptTests,
                environment: 'node',
                setupFiles,
                expect: pollBound,
                globalSetup: ['tests/support/api/postgres.global.ts'],
                ...apiOptions,
              },
            },
          ]
        : []),
    ],
  },
})
