import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * The long fault and scale-out suites (`npm run test:resilience`, also run by .ci/run): thousands of requests each, so
 * they stay out of `npm test`. Same template database as the API suite.
 */
export default defineConfig({
  test: {
    // The page-serving suites (security headers) run the production build, made here when stale.
    globalSetup: [
      'tests/support/pglite-template.global.ts',
      'tests/support/resilience/production-build.global.ts',
    ],
    include: ['tests/resilience/**/*.test.ts'],
    // console.error fails the test that calls it (tests/support/console-errors.ts).
    setupFiles: ['tests/support/console-errors.setup.ts'],
    environment: 'node',
    // A file a core: the API fuzz is two files of half the routes each, and the process suites (kill -9, two
    // processes, backup and restore) mostly wait on the processes they start.
    maxWorkers: os.availableParallelism(),
    // Within a fuzz file a few routes run at once, so its app is never idle between requests.
    maxConcurrency: 4,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
})
