import { expect, test } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })
/** How Drizzle reports a driver's error: its own error, the driver's in `cause`. */
const drizzleWrapped = (cause: unknown) => new Error('Failed query: select 1', { cause })

test('a server that is gone, stopping or starting: unavailable, also when wrapped', () => {
  for (const error of [
    withCode('ECONNREFUSED'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('timeout expired'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
  ]) {
    expect(isDatabaseUnavailable(error), String(error)).toBe(true)
    expect(isDatabaseUnavailable(drizzleWrapped(error)), String(error)).toBe(true)
  }
})

test('a bad query or a constraint is not an outage', () => {
  for (const error of [
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42601', 'syntax error'),
    withCode('40001', 'could not serialize access'),
    new Error('something else'),
    'a string',
    null,
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(false)
  }
})
