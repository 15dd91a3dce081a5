import { format } from 'node:util'

/**
 * console.error fails the test that calls it, as the e2e fixture fails a test on a browser console error: React's
 * warnings, a handler that logs what it should have answered, a promise nobody awaited. A test that provokes one on
 * purpose declares it here, narrowly. tests/support/console-errors.setup.ts installs the watch in every Vitest file.
 */
const expected: RegExp[] = []
const logged: string[] = []

export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern)
}

export function recordConsoleError(args: unknown[]) {
  logged.push(format(...args))
}

/** The errors logged since the last call that no declaration allows; both lists start empty again. */
export function takeUnexpectedConsoleErrors(): string[] {
  const unexpected = logged.filter((message) => !expected.some((pattern) => pattern.test(message)))
  logged.length = 0
  expected.length = 0
  return unexpected
}
