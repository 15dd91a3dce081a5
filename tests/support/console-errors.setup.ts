import { afterAll, afterEach, beforeEach } from 'vitest'
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console-errors.ts'

/** Vitest's setup file for every project: console.error fails the running test (see console-errors.ts). */

// Files that share a worker without isolation (the API projects) run this again: the watch goes in once.
const watching = Symbol.for('salt.consoleErrorWatch')
if (!(watching in console.error)) {
  const original = console.error.bind(console)
  console.error = Object.assign(
    (...args: unknown[]) => {
      recordConsoleError(args)
      original(...args)
    },
    { [watching]: true },
  )
}

function failOnUnexpected(where: string) {
  const unexpected = takeUnexpectedConsoleErrors()
  if (unexpected.length > 0)
    throw new Error(
      `console.error ${where}:\n${unexpected.join('\n')}\n` +
        'Fix the cause; a test that provokes it on purpose declares it with expectConsoleError(pattern).',
    )
}

// What the file logged while loading or in beforeAll belongs to no test; it fails the file at its end.
let outsideTests: string[] = []
beforeEach(() => {
  outsideTests.push(...takeUnexpectedConsoleErrors())
})
afterEach(() => failOnUnexpected('in this test'))
afterAll(() => {
  outsideTests.push(...takeUnexpectedConsoleErrors())
  const found = outsideTests
  outsideTests = []
  if (found.length > 0) throw new Error(`console.error outside any test of this file:\n${found.join('\n')}`)
})
