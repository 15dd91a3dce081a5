import { format } from 'node:util'

/**
 * console.error fails the test that calls it, as the e2e fixture fails a test on a browser console error: React's
 * warnings, a handler that logs what it should have answered, a promise nobody awaited. A test that provokes one on
 * purpose declares it here, narrowly. tests/support/console-errors.setup.ts installs the watch in every Vitest file.
 */
interface ConsoleErrorState {
  expected: RegExp[]
  logged: string[]
}
/**
 * One state per worker, not per module instance: the watch on console.error is installed once, and files that start
 * with fresh modules (tests/support/fresh-modules.setup.ts) must read what it recorded.
 */
const state = ((globalThis as { [key: symbol]: ConsoleErrorState })[Symbol.for('salt.consoleErrors')] ??= {
  expected: [],
  logged: [],
})
const { expected, logged } = state

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
