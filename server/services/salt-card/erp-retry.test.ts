import { DrizzleQueryError } from 'drizzle-orm'
import { expect, test } from 'vitest'
import {
  erpFailureText,
  erpLeaseMs,
  erpRetryCapMs,
  erpRetryDelayMs,
  erpStatusAfterFailure,
} from './erp-retry.ts'

test('the wait doubles from 30 seconds after each failure and stops growing at an hour', () => {
  expect([1, 2, 3, 4, 5].map(erpRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000])
  expect(erpRetryDelayMs(7)).toBe(1_920_000)
  // 30 s × 2^7 would be 64 minutes.
  expect(erpRetryDelayMs(8)).toBe(erpRetryCapMs)
  expect(erpRetryDelayMs(30)).toBe(erpRetryCapMs)
})

test('dead after the last allowed attempt, failed before it', () => {
  expect(erpStatusAfterFailure(1, 8)).toBe('failed')
  expect(erpStatusAfterFailure(7, 8)).toBe('failed')
  expect(erpStatusAfterFailure(8, 8)).toBe('dead')
})

test("no failure's wait equals the claim lease, so a claim in flight is never mistaken for a wait", () => {
  for (let attempts = 1; attempts <= 50; attempts++) expect(erpRetryDelayMs(attempts)).not.toBe(erpLeaseMs)
})

test('a failed database read is recorded by its reason, not by the query Drizzle quotes; other errors by their words', () => {
  const query = new DrizzleQueryError(
    'select "card_ledger"."id" from "card_ledger" where "id" = $1',
    [2],
    new Error('timeout exceeded when trying to connect'),
  )
  expect(erpFailureText(query)).toBe('database: timeout exceeded when trying to connect')
  expect(erpFailureText(new Error('NAV sandbox: the fault switch is on'))).toBe(
    'NAV sandbox: the fault switch is on',
  )
  expect(erpFailureText('refused')).toBe('refused')
})
