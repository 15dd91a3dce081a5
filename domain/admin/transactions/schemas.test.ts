import { expect, test } from 'vitest'
import { exportQuery } from './answers.ts'
import { adminTransactionsQuerySchema, retryNavSchema } from './schemas.ts'
import { dayRangeInOrder, dayRangeOrderText, transactionsQuerySchema } from '#domain/salt-card/schemas.ts'

test('an end day before the start day is refused with the same words by both transaction lists', () => {
  for (const schema of [adminTransactionsQuerySchema, transactionsQuerySchema]) {
    const result = schema.safeParse({ from: '2026-01-20', to: '2026-01-10' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toMatchObject([{ path: ['to'], message: dayRangeOrderText }])
    expect(schema.safeParse({ from: '2026-01-10', to: '2026-01-10' }).success).toBe(true)
  }
  // Zod takes an options object over; every use gets its own, so the text is still there for the form.
  expect(dayRangeInOrder()[1].message).toBe(dayRangeOrderText)
})

test('the admin filters: empty means not given; a status, a yard slug, real days', () => {
  expect(adminTransactionsQuerySchema.parse({ q: '', status: '', yard: '', page: '' })).toEqual({})
  expect(
    adminTransactionsQuerySchema.parse({ q: ' C100002 ', status: 'dead', yard: 'north-yard', page: '2' }),
  ).toEqual({ q: 'C100002', status: 'dead', yard: 'north-yard', page: 2 })
  for (const bad of [{ status: 'lost' }, { yard: 'North' }, { from: '2026-02-29' }, { q: 'a\u0000' }])
    expect(adminTransactionsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
})

test('retrynav names the posting or the ledger entry, exactly one, as a whole number', () => {
  expect(retryNavSchema.parse({ postingId: 7, id: 3, type: 'pickup' })).toEqual({ postingId: 7 })
  expect(retryNavSchema.parse({ ledgerId: 9 })).toEqual({ ledgerId: 9 })
  for (const bad of [
    {},
    { postingId: 1, ledgerId: 2 },
    { postingId: '7' },
    { ledgerId: 0 },
    { postingId: 2 ** 31 },
  ])
    expect(retryNavSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
})

test('the CSV export takes the list filters without the page', () => {
  expect(exportQuery('?q=maple&status=dead&page=3')).toBe('?q=maple&status=dead')
  expect(exportQuery('?page=2')).toBe('')
  expect(exportQuery('')).toBe('')
})
